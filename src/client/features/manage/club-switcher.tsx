import { useNavigate } from "react-router";
import type { MyClub } from "#shared/account/types.ts";
import { clubDisplayName } from "#shared/clubs/club-name.ts";
import { CLUB_ROLE_LABELS } from "#shared/members/club-roles.ts";
import type { ManageTabKey } from "#shared/members/manage-areas.ts";
import { Field } from "../../ui/input.tsx";
import { NativeSelect } from "../../ui/select.tsx";
import { manageTabPath, tabsFor } from "./manage-tabs.ts";

/**
 * «Verein wechseln» for a person in several clubs (their own and one that invited them): a
 * native select, which phones show as their own picker and keyboards work as usual. The choice
 * goes into the address (?verein=), and the page keeps it for the next visit; the tab stays when
 * the role in the other club allows it, else it is that role's first tab.
 */
export function ClubSwitcher({
  club,
  clubs,
  active,
  className,
}: {
  club: MyClub;
  clubs: readonly MyClub[];
  active: ManageTabKey;
  className?: string;
}) {
  const navigate = useNavigate();
  return (
    <Field label="Verein wechseln" className={className}>
      <NativeSelect
        name="verein"
        value={club.id}
        onChange={(event) => {
          const next = clubs.find((c) => c.id === event.target.value);
          if (!next) return;
          // Straight to a tab the role there may use: a detour through the page's fallback would
          // rebuild the header, and the focus would leave the switcher.
          const tabs = tabsFor(next);
          const tab = tabs.some((t) => t.key === active) ? active : (tabs[0]?.key ?? "club");
          void navigate(manageTabPath(tab, next.id));
        }}
        options={clubs.map((c) => ({
          value: c.id,
          label: `${clubDisplayName(c.clubName)} (${CLUB_ROLE_LABELS[c.role]})`,
        }))}
      />
    </Field>
  );
}
