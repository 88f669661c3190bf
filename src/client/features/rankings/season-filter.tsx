import { useSearchParams } from "react-router";
import { seasonLabel, seasonOf, selectableSeasons } from "#shared/matches/season.ts";
import { Field } from "../../ui/input.tsx";
import { NativeSelect } from "../../ui/select.tsx";
import { seasonParamOf } from "./ranking-params.ts";

/**
 * The season of the ranking page (?saison=2025 for 2025/26), shared by the table, scorers and
 * cards; without one, the current season (1 July to 30 June).
 */
export function useSeasonParam(): [number, (season: number) => void] {
  const [params, setParams] = useSearchParams();
  const season = seasonParamOf(params);
  const setSeason = (next: number) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === seasonOf(new Date())) updated.delete("saison");
        else updated.set("saison", String(next));
        return updated;
      },
      { replace: true },
    );
  return [season, setSeason];
}

export function SeasonField({ season, onChange }: { season: number; onChange: (season: number) => void }) {
  return (
    <Field label="Saison">
      <NativeSelect
        name="saison"
        value={String(season)}
        onChange={(event) => onChange(Number(event.target.value))}
        options={selectableSeasons().map((s) => ({ value: String(s), label: seasonLabel(s) }))}
      />
    </Field>
  );
}
