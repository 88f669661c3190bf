import { z } from "zod";
import { canton, count, exactly, id, isoDate, league, text } from "../response-schema.ts";
import type {
  FairPlayEntry,
  LeagueTableEntry,
  LeagueTableResponse,
  PlayerRankingResponse,
  RankedPlayer,
  RankingCanton,
  RankingGroup,
  RankingLeague,
  RankingLeaguesResponse,
  TableDeduction,
} from "./types.ts";

// The ranking answers as zod schemas (OpenAPI), each exactly its response type.

export const leagueTableEntrySchema = exactly<LeagueTableEntry>()(
  z.object({
    position: count.meta({
      description:
        "Platz in der Tabelle. Mannschaften, die nur das Los trennen würde, teilen ihn (gleiche Zahl, tieBreak lot). Verschobene (movedTo) und zurückgezogene Mannschaften folgen unter den übrigen.",
    }),
    teamId: id,
    name: z.string().meta({
      description:
        "Anzeigename: Verein und Mannschaft («FC Aare 1. Mannschaft»), ausser der Mannschaftsname enthält den Verein schon. Letztes Kriterium vor dem Los.",
    }),
    teamName: z
      .string()
      .meta({ description: "Der Name der Mannschaft allein, ohne Verein (z. B. «1. Mannschaft»)." }),
    clubName: text.meta({
      description: "Der Verein der Mannschaft; null bei einem Gegner ohne Verein auf Tschutti.",
    }),
    imageUrl: text.meta({ description: "Bild der Mannschaft (nicht das Vereinslogo, dafür clubLogoUrl)." }),
    clubId: id
      .nullable()
      .meta({ description: "null bei einem Gegner, der keinem Verein auf Tschutti gehört." }),
    clubLogoUrl: text,
    played: count.meta({
      description:
        "Gespielte Spiele. Es zählen nur beendete Meisterschaftsspiele mit Resultat zwischen zwei Mannschaften dieser Tabelle (keine Cup- oder Freundschaftsspiele); ebenso won, drawn, lost und die Tore.",
    }),
    won: count,
    drawn: count,
    lost: count,
    goalsFor: count,
    goalsAgainst: count,
    goalDifference: count,
    points: count.meta({
      description:
        "Punkte (Sieg 3, Unentschieden 1, Niederlage 0), deductedPoints schon abgezogen; kann negativ sein.",
    }),
    penaltyPoints: count.meta({
      description:
        "Fairplay-Strafpunkte der Saison: gelbe Karte 1, gelb-rote 3, rote 3, dazu die Korrekturen der Spielleitung (fairPlay[].corrections). Weniger ist besser; bei rule fairPlay trennen sie Punktgleiche zuerst.",
    }),
    deductedPoints: count.meta({
      description:
        "Punkte, die die Spielleitung der Mannschaft in dieser Saison abgezogen hat (in points schon abgezogen; Gründe unter deductions).",
    }),
    withdrawn: z.boolean().meta({
      description:
        "Aus der Saison zurückgezogen: ihre Spiele zählen für niemanden mehr (ihre Zahlen stehen auf 0), sie steht zuletzt und zählt als erste zu den Absteigern (zone).",
    }),
    tieBreak: z
      .enum(["penaltyPoints", "goalDifference", "goalsFor", "directEncounter", "lot"])
      .nullable()
      .meta({
        description:
          "Was die Reihenfolge gegenüber einer punktgleichen Nachbarin entschied (beide Zeilen tragen es), in der Reihenfolge von rule: penaltyPoints (weniger Strafpunkte), goalDifference, goalsFor (mehr Tore), directEncounter (Direktbegegnungen), lot (nichts trennt sie: sie teilen position). null: keine Nachbarin mit gleich vielen Punkten.",
      }),
    zone: z.enum(["promotion", "relegation"]).nullable().meta({
      description:
        "Farbmarkierung der Zeile: promotion für die ersten 2 (ab 3 Mannschaften), relegation für die letzten 2 (ab 5 Mannschaften; eine zurückgezogene Mannschaft belegt einen dieser Plätze). null dazwischen, für eine Mannschaft ohne Spiel und wo das Los über die Grenze entscheiden würde. Eine Markierung, kein Entscheid der Spielleitung.",
    }),
    movedTo: z.object({ canton, league, group: z.string() }).nullable().meta({
      description:
        "Gesetzt, wenn die Spielleitung die Mannschaft während der Saison aus dieser Gruppe verschoben hat: wohin. Die Spiele der Mannschaft hier zählen für die anderen weiter, sie spielt aber nicht mehr um die Plätze dieser Tabelle und steht unter den übrigen. Sonst null.",
    }),
    archived: z.boolean().meta({
      description:
        "Vom Verein gelöscht und nur für die Saison behalten, in der sie gespielt hat: ihre Seite gibt es nicht mehr, darum nicht verlinken.",
    }),
  }),
);

export const tableDeductionSchema = exactly<TableDeduction>()(
  z.object({
    id,
    teamId: id,
    name: z.string().meta({ description: "Anzeigename der Mannschaft wie in der Tabelle (rows[].name)." }),
    points: count.meta({ description: "Abgezogene Punkte (positiv: 3 heisst drei Punkte weniger)." }),
    reason: z.string().meta({ description: "Begründung der Spielleitung, zum Anzeigen." }),
    createdAt: isoDate.meta({ description: "Zeitpunkt des Entscheids (UTC)." }),
  }),
);

export const fairPlayEntrySchema = exactly<FairPlayEntry>()(
  z.object({
    rank: count.meta({
      description: "Rang nach Strafpunkten, weniger zuerst; gleich viele teilen den Rang.",
    }),
    teamId: id,
    name: z.string().meta({ description: "Anzeigename der Mannschaft wie in der Tabelle (rows[].name)." }),
    yellow: count.meta({
      description:
        "Gelbe Karten in den gezählten Meisterschaftsspielen der Saison (1 Strafpunkt). Zurückgezogene Mannschaften fehlen in dieser Liste.",
    }),
    yellowRed: count.meta({ description: "Gelb-rote Karten (zweite Gelbe; 3 Strafpunkte)." }),
    red: count.meta({ description: "Direkte rote Karten (3 Strafpunkte)." }),
    corrections: count.meta({
      description:
        "Strafpunkte, die die Spielleitung hinzugefügt hat (eine rote Karte höher bewertet, Fehlverhalten von Offiziellen).",
    }),
    penaltyPoints: count.meta({ description: "Summe: yellow + 3 × yellowRed + 3 × red + corrections." }),
  }),
);

const rankingGroupSchema = exactly<RankingGroup>()(
  z.object({
    name: z
      .string()
      .meta({ description: "Name der Gruppe, wie ihn group= der Tabelle erwartet (z. B. «Gruppe 1»)." }),
    teamCount: count.meta({
      description: "Mannschaften, die die Spielleitung in dieser Saison in die Gruppe eingeteilt hat.",
    }),
  }),
);

export const rankingLeagueSchema = exactly<RankingLeague>()(
  z.object({
    canton,
    league,
    teamCount: count.meta({
      description:
        "Mannschaften der Liga in diesem Kanton, jede einmal, auch eine zwischen Gruppen verschobene.",
    }),
    completedMatches: count.meta({
      description: "Beendete Spiele mit Resultat zwischen zwei Mannschaften dieses Kantons und dieser Liga.",
    }),
    groups: z.array(rankingGroupSchema),
  }),
);

export const rankedPlayerSchema = exactly<RankedPlayer>()(
  z.object({
    rank: count.meta({
      description:
        "Rang nach der Zahl (Torschützen: goals; Karten: rote und gelb-rote zusammen, dann gelbe). Gleiche Zahlen teilen den Rang (1, 2, 2, 4); innerhalb eines Rangs nach Namen geordnet.",
    }),
    playerId: id,
    firstName: z.string(),
    lastName: z.string(),
    playerImageUrl: text.meta({
      description: "Foto; null ohne Foto und bei Minderjährigen ohne Einverständnis für Veröffentlichung.",
    }),
    teamId: id.meta({
      description:
        "Die Mannschaft, für die diese Zahlen gezählt wurden: wer für zwei Mannschaften gespielt hat, hat eine Zeile je Mannschaft.",
    }),
    teamName: z.string(),
    teamImageUrl: text,
    clubId: id.nullable(),
    clubName: text,
    clubLogoUrl: text,
    goals: count.meta({
      description:
        "Tore, aus den Spielereignissen gezählt: Tore und verwandelte Penaltys, keine Eigentore. Mit canton und league zählen die beendeten Meisterschaftsspiele der Gruppe, wie in der Tabelle; sonst alle bestätigten Spiele der Saison (auch Cup und Freundschaftsspiele; ein Tor im Liveticker sofort), ausser gegen einen Gegner, den die Spielleitung noch nicht eingeteilt hat.",
    }),
    yellowCards: count.meta({ description: "Gelbe Karten, gezählt wie goals." }),
    yellowRedCards: count.meta({
      description: "Gelb-rote Karten (zweite Gelbe, ein Platzverweis), gezählt wie goals.",
    }),
    redCards: count.meta({ description: "Direkte rote Karten, gezählt wie goals." }),
  }),
);

export const leagueTableResponseSchema = exactly<LeagueTableResponse>()(
  z.object({
    canton,
    league,
    season: count.meta({
      description: "Startjahr der Saison (2025 = 2025/26; eine Saison läuft vom 1. Juli bis 30. Juni).",
    }),
    group: z.string().meta({ description: "Die gezeigte Gruppe («Gruppe 1», wo die Liga nur eine hat)." }),
    groups: z.array(z.string()).meta({
      description:
        "Alle Gruppen dieses Kantons und dieser Liga in der Saison, in ihrer Reihenfolge (Werte für group=).",
    }),
    rule: z.enum(["fairPlay", "goalDifference"]).meta({
      description:
        "Welche Schweizer Regel Punktgleiche trennt. goalDifference (1. Liga und höher): Tordifferenz, Tore, Direktbegegnungen, Los. fairPlay (2. Liga interregional und tiefer, Junioren, Senioren): zuerst weniger Strafpunkte, dann wie goalDifference.",
    }),
    rows: z.array(leagueTableEntrySchema),
    deductions: z.array(tableDeductionSchema).meta({
      description:
        "Punktabzüge der Spielleitung in dieser Gruppe und Saison, zum Anzeigen unter der Tabelle.",
    }),
    fairPlay: z.array(fairPlayEntrySchema).meta({
      description: "Die Fairplay-Wertung der Gruppe: nach Strafpunkten geordnet, weniger zuerst.",
    }),
  }),
);
const rankingCantonSchema = exactly<RankingCanton>()(
  z.object({
    canton,
    teamCount: count.meta({
      description:
        "Mannschaften des Kantons in der Saison, jede einmal, in wie vielen Ligen und Gruppen sie auch spielte.",
    }),
  }),
);

export const rankingLeaguesResponseSchema = exactly<RankingLeaguesResponse>()(
  z.object({
    season: count.meta({ description: "Startjahr der Saison (2025 = 2025/26)." }),
    leagues: z.array(rankingLeagueSchema),
    cantons: z.array(rankingCantonSchema),
  }),
);
export const playerRankingResponseSchema = exactly<PlayerRankingResponse>()(
  z.object({
    players: z.array(rankedPlayerSchema),
    sharedPlace: z.object({ rank: z.number().int(), count: z.number().int() }).nullable().meta({
      description:
        "Die Liste zeigt die 10 Besten und alle gleichauf mit dem Zehnten. Teilen so viele den Rang an dieser Grenze, dass die Liste über 20 wüchse, endet sie davor: sharedPlace nennt diesen Rang (rank) und wie viele ihn teilen (count). Sonst null.",
    }),
  }),
);
