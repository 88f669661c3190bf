import { useQuery } from "@tanstack/react-query";
import { redCardText } from "#shared/league/red-card-text.ts";
import type { OfficeRedCard } from "#shared/league/types.ts";
import { loadErrorDetail } from "../../lib/api.ts";
import { Button } from "../../ui/button.tsx";
import { Field } from "../../ui/input.tsx";
import { KeptTogether } from "../../ui/kept-together.tsx";
import { NativeSelect } from "../../ui/select.tsx";
import { officeRedCardsQueryOptions } from "./api.ts";

/**
 * «Rote Karte»: the team's red cards of the season that count, the one a «Rote Karte»
 * correction raises (it counts while that card does). A native select: the keyboard and the
 * phone's own picker work as everywhere. A card raised already is listed, but not to choose.
 */
export function RedCardPicker({
  teamId,
  season,
  eventId,
  onChange,
  error,
}: {
  teamId: string;
  season: number;
  eventId: string;
  onChange: (card: OfficeRedCard | null) => void;
  error?: string;
}) {
  const query = useQuery(officeRedCardsQueryOptions(teamId, season));
  // Without a list to choose from there is no field: the same title over a text, read as it
  // changes (loading, none, an error).
  const notice = (text: string, retry?: () => void) => (
    <div className="flex flex-col gap-1.5">
      <p className="text-sm font-medium text-gray-900">Rote Karte</p>
      <p className="text-sm text-gray-600" role="status">
        {text}
      </p>
      {retry ? (
        <Button type="button" size="sm" variant="outline" className="self-start" onClick={retry}>
          Erneut versuchen
        </Button>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm font-medium text-live-dark">
          {error}
        </p>
      ) : null}
    </div>
  );
  if (query.isPending) return notice("Rote Karten werden geladen …");
  if (query.isError) return notice(loadErrorDetail(query.error), () => void query.refetch());
  const cards = query.data.cards;
  if (cards.length === 0) return notice("Keine Rote Karte in dieser Saison");
  // A closed select shows its choice in one line: at a phone's width «04.12.2026 gegen SV
  // Limmatau 1. M…» lost the minute and the player that tell two cards apart.
  const chosen = cards.find((card) => card.eventId === eventId);
  return (
    <Field
      label="Rote Karte"
      required
      error={error}
      hint="Die Korrektur zählt, solange diese Karte in einer Tabelle zählt."
    >
      <NativeSelect
        value={eventId}
        required
        placeholder="Bitte wählen"
        onChange={(e) => onChange(cards.find((c) => c.eventId === e.target.value) ?? null)}
        options={cards.map((card) => ({
          value: card.eventId,
          label: card.raised ? `${redCardText(card)} (schon höher bewertet)` : redCardText(card),
          disabled: card.raised,
        }))}
      />
      {chosen ? (
        <p className="text-sm text-gray-700">
          Gewählt: <KeptTogether text={redCardText(chosen)} />
        </p>
      ) : null}
    </Field>
  );
}
