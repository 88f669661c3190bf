import { CANTONS, LEAGUES } from "#shared/constants.ts";
import { seasonLabel } from "#shared/matches/season.ts";
import { useAddressChoice } from "../../lib/address-choice.ts";
import { Field } from "../../ui/input.tsx";
import { NativeSelect } from "../../ui/select.tsx";
import type { OfficeLeagueChoice } from "./api.ts";
import { officeChoiceOf, officeSeasons } from "./office-params.ts";

/** Season, canton and league of the console, kept in the address. */
export function useOfficeChoice(): [OfficeLeagueChoice, (next: Partial<OfficeLeagueChoice>) => void] {
  // A change builds on the last choice, not on an address still showing the one before
  // (address-choice.ts): choosing «Uri» and then «4. Liga» quickly kept Zürich once.
  const { shown, change } = useAddressChoice(officeChoiceOf, officeAddress);
  return [shown, change];
}

function officeAddress(choice: OfficeLeagueChoice): string {
  return new URLSearchParams({
    saison: String(choice.season),
    kanton: choice.canton,
    liga: choice.league,
  }).toString();
}

export function LeagueSelectors({
  choice,
  onChange,
}: {
  choice: OfficeLeagueChoice;
  onChange: (next: Partial<OfficeLeagueChoice>) => void;
}) {
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-3 lg:max-w-3xl">
      <Field label="Saison">
        <NativeSelect
          value={String(choice.season)}
          onChange={(e) => onChange({ season: Number(e.target.value) })}
          options={officeSeasons().map((s) => ({ value: String(s), label: `Saison ${seasonLabel(s)}` }))}
        />
      </Field>
      <Field label="Kanton">
        <NativeSelect
          value={choice.canton}
          onChange={(e) => onChange({ canton: e.target.value as OfficeLeagueChoice["canton"] })}
          options={CANTONS}
        />
      </Field>
      <Field label="Liga">
        <NativeSelect
          value={choice.league}
          onChange={(e) => onChange({ league: e.target.value as OfficeLeagueChoice["league"] })}
          options={LEAGUES}
        />
      </Field>
    </div>
  );
}
