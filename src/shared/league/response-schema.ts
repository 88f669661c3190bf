import { z } from "zod";
import { FAIR_PLAY_CORRECTION_KINDS } from "../constants.ts";
import {
  canton,
  count,
  exactly,
  id,
  importRowErrorSchema,
  isoDate,
  league,
  optionalCount,
  text,
} from "../response-schema.ts";
import type { GroupImportPreview, GroupImportResponse } from "./group-csv.ts";
import type {
  ClubOfficeDecisionsResponse,
  OfficeAccount,
  OfficeAccountResponse,
  OfficeAccountsResponse,
  OfficeClub,
  OfficeClubResponse,
  OfficeClubsResponse,
  OfficeDecisionsResponse,
} from "./office.ts";
import type {
  OfficeCreatedResponse,
  OfficeDoneResponse,
  OfficeLeagueResponse,
  OfficeRedCardsResponse,
  OfficeTeamSearchResponse,
  PlacementCheckResponse,
  PlacementResponse,
} from "./types.ts";

// The league office's answers as zod schemas (OpenAPI), each exactly its response type.

const officeClubSchema = exactly<OfficeClub>()(
  z.object({
    id,
    clubName: z.string(),
    verifiedAt: isoDate.nullable().meta({
      description: "Wann die Spielleitung den Verein bestätigt hat (UTC); null: noch nicht bestätigt.",
    }),
    teamCount: count.meta({ description: "Nicht archivierte Mannschaften des Vereins auf Tschutti." }),
  }),
);
export const officeClubsResponseSchema = exactly<OfficeClubsResponse>()(
  z.object({ clubs: z.array(officeClubSchema) }),
);
export const officeClubResponseSchema = exactly<OfficeClubResponse>()(z.object({ club: officeClubSchema }));

const officeAccountSchema = exactly<OfficeAccount>()(
  z.object({
    id,
    name: z.string(),
    email: z.string(),
    suspendedAt: isoDate.nullable().meta({
      description: "Seit wann das Konto gesperrt ist (UTC); null: nicht gesperrt.",
    }),
    suspensionReason: text.meta({ description: "Grund der Sperre; null ohne Sperre." }),
  }),
);
export const officeAccountsResponseSchema = exactly<OfficeAccountsResponse>()(
  z.object({ accounts: z.array(officeAccountSchema) }),
);
export const officeAccountResponseSchema = exactly<OfficeAccountResponse>()(
  z.object({ account: officeAccountSchema }),
);
const clubOfficeDecisionSchema = z.object({
  id,
  action: z.string(),
  subject: z.string(),
  note: text,
  createdAt: isoDate,
});
export const officeDecisionsResponseSchema = exactly<OfficeDecisionsResponse>()(
  z.object({
    decisions: z.array(clubOfficeDecisionSchema.extend({ userName: z.string() })),
    nextCursor: z.string().nullable(),
  }),
);
export const clubOfficeDecisionsResponseSchema = exactly<ClubOfficeDecisionsResponse>()(
  z.object({ decisions: z.array(clubOfficeDecisionSchema) }),
);

const adjustment = {
  id,
  teamId: id,
  name: z.string().meta({ description: "Anzeigename der Mannschaft: Verein und Mannschaft." }),
  points: z.number().int().meta({ description: "Abgezogene Punkte bzw. hinzugefügte Strafpunkte." }),
  reason: z.string(),
  createdAt: isoDate.meta({ description: "Zeitpunkt des Entscheids (UTC)." }),
};
export const officeLeagueResponseSchema = exactly<OfficeLeagueResponse>()(
  z.object({
    season: count.meta({ description: "Startjahr der gezeigten Saison (2025 = 2025/26)." }),
    runningSeason: count.meta({
      description:
        "Startjahr der laufenden Saison: nur ihre Einteilungen ändern sich (nach den Regeln), frühere nie.",
    }),
    canton,
    league,
    groups: z.array(
      z.object({
        name: z.string(),
        teams: z.array(
          z.object({
            teamId: id,
            name: z.string().meta({ description: "Anzeigename: Verein und Mannschaft." }),
            clubId: id.nullable(),
            withdrawnAt: isoDate.nullable().meta({
              description:
                "Wann die Mannschaft aus der Saison zurückgezogen wurde (UTC); null: nicht zurückgezogen.",
            }),
            withdrawnReason: text,
            countedMatches: count.meta({
              description:
                "Die Spiele, die die Tabelle dieser Gruppe für die Mannschaft zählt (ihre «Sp» dort).",
            }),
            movedAway: z.boolean().meta({
              description:
                "Während der Saison aus dieser Gruppe verschoben; ihre Spiele hier bleiben in der Tabelle.",
            }),
            awaitingOffice: z.boolean().meta({
              description:
                "Ein Gegner, den ein Verein angelegt und hier eingeteilt hat: er und seine Spiele bleiben aus der öffentlichen Tabelle, bis die Spielleitung ihn einteilt.",
            }),
          }),
        ),
      }),
    ),
    deductions: z.array(z.object(adjustment)),
    corrections: z.array(
      z.object({
        ...adjustment,
        kind: z.enum(FAIR_PLAY_CORRECTION_KINDS).meta({
          description: "red_card: eine rote Karte höher bewertet; officials: Fehlverhalten von Offiziellen.",
        }),
        counts: z.boolean().meta({
          description:
            "Zählt gerade in der Tabelle. Eine red_card-Korrektur zählt, solange ihre Karte zählt (nicht bei annulliertem Spiel, zurückgezogenem Gegner, gelöschter Karte); eine ältere ohne Karte, solange der Mannschaft eine zählende rote Karte dafür bleibt.",
        }),
        card: z
          .object({
            matchDate: isoDate
              .nullable()
              .meta({ description: "Anpfiff laut Spielplan (UTC); null, wenn das Spiel gelöscht wurde." }),
            opponent: text,
            minute: optionalCount.meta({
              description: "Spielminute der Karte; null, wenn die Karte gelöscht wurde.",
            }),
            addedMinute: optionalCount.meta({
              description: "Minuten der Nachspielzeit (minute 45, addedMinute 2 = «45.+2»), sonst null.",
            }),
            player: text,
          })
          .nullable()
          .meta({
            description:
              "Die rote Karte, die sie höher bewertet; null bei officials und bei älteren Korrekturen ohne Karte.",
          }),
      }),
    ),
  }),
);
export const officeRedCardsResponseSchema = exactly<OfficeRedCardsResponse>()(
  z.object({
    cards: z.array(
      z.object({
        eventId: id,
        matchId: id,
        matchDate: isoDate.meta({ description: "Anpfiff laut Spielplan (UTC)." }),
        opponent: z.string(),
        minute: count,
        addedMinute: optionalCount.meta({ description: "Minute der Nachspielzeit, sonst null." }),
        player: text,
        raised: z.boolean().meta({
          description: "Eine Korrektur bewertet sie schon höher (eine Karte wird nur einmal höher bewertet).",
        }),
      }),
    ),
  }),
);
export const officeTeamSearchResponseSchema = exactly<OfficeTeamSearchResponse>()(
  z.object({
    teams: z.array(
      z.object({
        teamId: id,
        name: z.string(),
        canton: canton.nullable(),
        league: league.nullable(),
        group: text.meta({
          description:
            "Wo sie in der gefragten Saison spielt; canton, league und group null, wenn nicht eingeteilt.",
        }),
        countedMatches: count.meta({
          description:
            "Die Spiele, die die Tabelle ihrer Gruppe in der Saison für sie zählt (eine Verschiebung fragt, was aus ihnen wird); 0, wenn nicht eingeteilt.",
        }),
      }),
    ),
    total: z.number().int().meta({
      description: "Wie viele Mannschaften die Suche insgesamt fand; teams enthält höchstens die ersten 20.",
    }),
  }),
);
const placementResult = z.enum(["unchanged", "placed", "moved"]).meta({
  description:
    "unchanged: schon so eingeteilt; placed: eingeteilt oder berichtigt, ohne gezählte Spiele (keine Tabelle ändert sich); moved: mit gezählten Spielen verschoben, die in der alten Gruppe bleiben (oder annulliert sind).",
});
export const placementResponseSchema = exactly<PlacementResponse>()(z.object({ result: placementResult }));
export const placementCheckResponseSchema = exactly<PlacementCheckResponse>()(
  z.object({
    result: placementResult,
    from: z
      .object({ canton, league, group: z.string() })
      .nullable()
      .meta({ description: "Die Einteilung der Mannschaft in der Saison jetzt; null vor ihrer ersten." }),
    comingInOldGroup: count.meta({
      description:
        "Bei moved: angesetzte Spiele ab jetzt gegen Mannschaften der alten Gruppe; sie zählen nach dem Wechsel in keiner Tabelle. Sonst 0.",
    }),
  }),
);
export const officeCreatedResponseSchema = exactly<OfficeCreatedResponse>()(z.object({ id }));
export const officeDoneResponseSchema = exactly<OfficeDoneResponse>()(z.object({ ok: z.literal(true) }));

export const groupImportPreviewSchema = exactly<GroupImportPreview>()(
  z.object({
    teams: z.array(
      z.object({
        name: z.string(),
        teamId: id
          .nullable()
          .meta({ description: "Die gefundene Mannschaft; null, wenn der Import sie neu anlegt." }),
        isNew: z
          .boolean()
          .meta({ description: "Keine Mannschaft dieses Namens gefunden: der Import legt sie an." }),
        current: z.string().nullable().meta({
          description:
            "Wo sie in der Saison jetzt spielt («Zürich, 3. Liga, Gruppe 2»); null, wenn nirgends.",
        }),
        isMove: z.boolean().meta({
          description:
            "Sie hat diese Saison anderswo gezählte Meisterschaftsspiele: der Import verschiebt sie, diese Spiele bleiben dort.",
        }),
      }),
    ),
    rows: z.array(
      z.object({
        line: count.meta({ description: "Zeile der Datei (Zeile 1 ist die Kopfzeile)." }),
        matchDate: isoDate.meta({
          description: "Anpfiff (UTC), aus Datum und Zeit der Datei in Zürcher Zeit.",
        }),
        home: z.string(),
        away: z.string(),
        stadium: text,
      }),
    ),
    errors: z.array(importRowErrorSchema),
  }),
);
export const groupImportResponseSchema = exactly<GroupImportResponse>()(
  z.object({
    imported: count.meta({ description: "Angelegte Spiele." }),
    placedTeams: count.meta({
      description:
        "Mannschaften der Datei, jetzt in der Gruppe eingeteilt (auch schon eingeteilte und verschobene).",
    }),
    createdTeams: count.meta({ description: "Davon neu angelegte Mannschaften." }),
  }),
);
