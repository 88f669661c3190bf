import { useQuery } from "@tanstack/react-query";
import { ChevronDown, Filter, RotateCcw } from "lucide-react";
import { useId, useState } from "react";
import { CANTONS, LEAGUES } from "#shared/constants.ts";
import {
  activeFilterCount,
  EMPTY_SCHEDULE_FILTER,
  type ScheduleFilter,
  scheduleAddress,
  scheduleTabParam,
} from "#shared/matches/schedule-filter.ts";
import { seasonOf } from "#shared/matches/season.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { Button } from "../../ui/button.tsx";
import { cn, focusRing } from "../../ui/cn.ts";
import { FilterForm } from "../../ui/filter-form.tsx";
import { Field, Input } from "../../ui/input.tsx";
import { NativeSelect } from "../../ui/select.tsx";
import { clubQueryOptions, clubTeamsQueryOptions } from "../clubs/api.ts";
import { rankingLeaguesQueryOptions } from "../rankings/api.ts";
import { scheduleClubChoicesQueryOptions } from "./api.ts";

// The schedule's filter panel: collapsed behind one button (a phone shows the list first), every
// control a native one (the phone's own pickers, the keyboard as usual), each change written to
// the address at once.

/** The filter's icon, its name and how many filters are active. */
function FilterTitle({ count }: { count: number }) {
  return (
    <>
      <Filter aria-hidden="true" className="size-4 text-brand-700" />
      Filter
      {count > 0 ? (
        <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs text-white">
          {count} <span className="sr-only">aktiv</span>
        </span>
      ) : null}
    </>
  );
}

export function ScheduleFilters({
  filter,
  onChange,
}: {
  filter: ScheduleFilter;
  /** A change of some filters; the page puts it on top of the others (lib/address-choice.ts). */
  onChange: (change: Partial<ScheduleFilter>) => void;
}) {
  const [isOpen, setIsOpen] = useState(false);
  const isHydrated = useHydrated();
  const panelId = useId();
  const count = activeFilterCount(filter);
  const set: Setter = onChange;
  return (
    <section aria-label="Filter" className="mb-6 rounded-xl border border-gray-200 bg-white shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2 p-3">
        <button
          type="button"
          aria-expanded={isOpen}
          aria-controls={panelId}
          onClick={() => setIsOpen((open) => !open)}
          className={cn(
            "inline-flex min-h-10 items-center gap-2 rounded-lg px-2 font-semibold text-gray-900 hover:bg-gray-100 unscripted:hidden",
            focusRing,
          )}
        >
          <FilterTitle count={count} />
          <ChevronDown
            aria-hidden="true"
            className={cn("size-4 transition-transform", isOpen && "rotate-180")}
          />
        </button>
        {/* Without scripts the panel is open and stays so: a title, not a button that does nothing. */}
        <p className="hidden min-h-10 items-center gap-2 px-2 font-semibold text-gray-900 unscripted:inline-flex">
          <FilterTitle count={count} />
        </p>
        {count > 0 ? (
          // A link to the address without filters, so that it works without the page's code too.
          <Button asChild variant="ghost" size="sm">
            <a
              href={scheduleAddress({ ...EMPTY_SCHEDULE_FILTER, tab: filter.tab })}
              onClick={(event) => {
                event.preventDefault();
                onChange({ ...EMPTY_SCHEDULE_FILTER, tab: filter.tab });
              }}
            >
              <RotateCcw aria-hidden="true" />
              Filter zurücksetzen
            </a>
          </Button>
        ) : null}
      </div>
      {/* Without scripts the panel stays open and its «Anzeigen» applies the choice
          (ui/filter-form.tsx). Where they run, the style sheet keeps it closed until the page
          has hydrated, and then the attribute does (in every browser). */}
      <div
        id={panelId}
        hidden={isHydrated ? !isOpen : undefined}
        className={cn("border-t border-gray-100 p-3", !isOpen && "scripted:hidden")}
      >
        <FilterForm
          keep={{ tab: scheduleTabParam(filter.tab) }}
          className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4"
        >
          {/* The favourites are kept by the browser's scripts: without them the box could not apply. */}
          <label className="flex unscripted:hidden min-h-10 items-center gap-2 self-end text-sm font-medium text-gray-900">
            <input
              type="checkbox"
              checked={filter.mine}
              onChange={(event) => set({ mine: event.target.checked })}
              className={cn("size-5 accent-brand-700", focusRing)}
            />
            Meine Favoriten
          </label>
          <ClubAndTeam filter={filter} set={set} isOpen={isOpen} />
          <Field label="Kanton">
            <NativeSelect
              name="kanton"
              value={filter.canton ?? ""}
              placeholder="Alle Kantone"
              options={CANTONS}
              onChange={(event) =>
                set({ canton: CANTONS.find((c) => c === event.target.value) ?? null, group: null })
              }
            />
          </Field>
          <Field label="Liga">
            <NativeSelect
              name="liga"
              value={filter.league ?? ""}
              placeholder="Alle Ligen"
              options={LEAGUES}
              onChange={(event) =>
                set({ league: LEAGUES.find((l) => l === event.target.value) ?? null, group: null })
              }
            />
          </Field>
          <GroupField filter={filter} set={set} />
          <Field label="Von">
            <Input
              type="date"
              name="von"
              value={filter.from ?? ""}
              max={filter.to ?? undefined}
              onChange={(event) => set({ from: event.target.value || null })}
            />
          </Field>
          <Field label="Bis">
            <Input
              type="date"
              name="bis"
              value={filter.to ?? ""}
              min={filter.from ?? undefined}
              onChange={(event) => set({ to: event.target.value || null })}
            />
          </Field>
        </FilterForm>
      </div>
    </section>
  );
}

type Setter = (change: Partial<ScheduleFilter>) => void;

function ClubAndTeam({ filter, set, isOpen }: { filter: ScheduleFilter; set: Setter; isOpen: boolean }) {
  // The club list loads when the panel opens, or at once for a club chosen in the address; the
  // server renders the page with it (schedule-loader.ts), since there the panel is open.
  const clubs = useQuery({ ...scheduleClubChoicesQueryOptions, enabled: isOpen || filter.clubId !== null });
  const teams = useQuery({ ...clubTeamsQueryOptions(filter.clubId ?? ""), enabled: filter.clubId !== null });
  const choices = (clubs.data ?? []).map((club) => ({ value: club.id, label: club.clubName }));
  // A club from the address beyond the list's first page: its own name, read on its own.
  const isListed = filter.clubId === null || choices.some((c) => c.value === filter.clubId);
  const chosen = useQuery({
    ...clubQueryOptions(filter.clubId ?? ""),
    enabled: clubs.isSuccess && !isListed,
  });
  if (!isListed && filter.clubId && chosen.data) {
    choices.unshift({ value: filter.clubId, label: chosen.data.clubName });
  }
  return (
    <>
      <Field label="Verein">
        <NativeSelect
          name="verein"
          value={filter.clubId ?? ""}
          placeholder={clubs.isPending && filter.clubId ? "Lade Vereine..." : "Alle Vereine"}
          options={choices}
          onChange={(event) => set({ clubId: event.target.value || null, teamId: null })}
        />
      </Field>
      <Field label="Mannschaft">
        <NativeSelect
          name="team"
          value={filter.teamId ?? ""}
          disabled={filter.clubId === null}
          placeholder={filter.clubId === null ? "Zuerst einen Verein wählen" : "Alle Mannschaften"}
          options={(teams.data ?? []).map((team) => ({ value: team.id, label: team.name }))}
          onChange={(event) => set({ teamId: event.target.value || null })}
        />
      </Field>
    </>
  );
}

function GroupField({ filter, set }: { filter: ScheduleFilter; set: Setter }) {
  const isChoosable = filter.canton !== null && filter.league !== null;
  const leagues = useQuery({ ...rankingLeaguesQueryOptions(seasonOf(new Date())), enabled: isChoosable });
  const groups =
    leagues.data?.leagues
      .find((l) => l.canton === filter.canton && l.league === filter.league)
      ?.groups.map((g) => g.name) ?? [];
  // A group from the address stays choosable while the list loads or when this season lacks it.
  const options = filter.group && !groups.includes(filter.group) ? [filter.group, ...groups] : groups;
  return (
    <Field label="Gruppe">
      <NativeSelect
        name="gruppe"
        value={filter.group ?? ""}
        disabled={!isChoosable}
        placeholder={isChoosable ? "Alle Gruppen" : "Zuerst Kanton und Liga wählen"}
        options={options}
        onChange={(event) => set({ group: event.target.value || null })}
      />
    </Field>
  );
}
