import { ShieldAlert } from "lucide-react";
import { Suspense, useEffect, useRef } from "react";
import { Navigate, NavLink, useLocation, useParams } from "react-router";
import { usePageTitle } from "../../app/use-page-title.ts";
import { cn, focusRingInset } from "../../ui/cn.ts";
import { Container, PageHeader } from "../../ui/page.tsx";
import { EmptyState, LoadingState, Skeleton } from "../../ui/skeleton.tsx";
import { useMe } from "../auth/api.ts";
import { SignInFirst } from "../auth/sign-in-first.tsx";
import { OFFICE_SECTIONS, officeSectionPath } from "./office-sections.ts";

/** /spielleitung and /spielleitung/:section: the league office's console. */
export function Component() {
  const { section } = useParams();
  const me = useMe();
  const location = useLocation();
  usePageTitle("Spielleitung");
  const nav = useRef<HTMLElement>(null);
  // Where the tabs scroll sideways (a tablet's width), the open one («Verlauf») would otherwise sit
  // out of view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the tabs exist only once the role is known, so the scroll runs again then
  useEffect(() => {
    if (!section) return;
    nav.current
      ?.querySelector('[aria-current="page"]')
      ?.scrollIntoView?.({ block: "nearest", inline: "nearest" });
  }, [section, me.isLeagueOffice]);

  if (me.isLoading) return <LoadingState label="Spielleitung wird geladen…" />;
  if (!me.isSignedIn) return <SignInFirst />;
  if (!me.isLeagueOffice) {
    return (
      <Container className="pb-12">
        <PageHeader title="Spielleitung" />
        <EmptyState
          icon={ShieldAlert}
          title="Nur für die Spielleitung"
          description="Diese Seite ist den Personen vorbehalten, die die Meisterschaften leiten. Die Rolle vergibt der Betrieb von Tschutti."
        />
      </Container>
    );
  }
  const first = OFFICE_SECTIONS[0];
  const active = OFFICE_SECTIONS.find((s) => s.key === section);
  // The query is the league chosen (?saison=&kanton=&liga=): a shared link keeps it.
  if (!active || !first) {
    return (
      <Navigate
        to={{ pathname: officeSectionPath(first?.key ?? "einteilung"), search: location.search }}
        replace
      />
    );
  }

  return (
    <Container className="pb-12">
      <PageHeader
        title="Spielleitung"
        description="Saisons, Ligen und Gruppen, Punktabzüge, Rückzüge und Fairplay-Korrekturen, Änderungsvorschläge, Vereine und Konten, und der Verlauf aller Entscheide."
      />
      {/* On a phone the five sections wrap as chips, all in view: as a row that scrolled
          sideways, three of them sat out of view with nothing to say they were there. */}
      <nav ref={nav} aria-label="Bereiche der Spielleitung" className="mb-5 sm:overflow-x-auto">
        <ul className="flex flex-wrap gap-2 sm:flex-nowrap sm:gap-1 sm:border-b sm:border-gray-200">
          {OFFICE_SECTIONS.map((s) => (
            <li key={s.key}>
              <NavLink
                to={{ pathname: officeSectionPath(s.key), search: location.search }}
                className={({ isActive }) =>
                  cn(
                    "flex items-center gap-2 rounded-full border px-3 py-2 text-sm font-semibold whitespace-nowrap [&_svg]:size-4 [&_svg]:shrink-0",
                    "sm:rounded-b-none sm:rounded-t-md sm:border-0 sm:border-b-2 sm:bg-transparent sm:py-2.5",
                    isActive
                      ? "border-brand-600 bg-brand-50 text-brand-800 sm:border-brand-700"
                      : "border-gray-200 bg-white text-gray-700 hover:text-gray-900 sm:border-transparent sm:text-gray-600",
                    // Inside the link: the row scrolls sideways and clips a ring drawn outside it.
                    focusRingInset,
                  )
                }
              >
                <s.icon aria-hidden="true" /> {s.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Suspense fallback={<Skeleton className="h-40 w-full" />}>
        <active.Component />
      </Suspense>
    </Container>
  );
}
