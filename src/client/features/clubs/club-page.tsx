import { useSuspenseQuery } from "@tanstack/react-query";
import { BadgeCheck, Mail, Newspaper, Shield, Users } from "lucide-react";
import { useId, useState } from "react";
import { useParams } from "react-router";
import { clubDisplayName } from "#shared/clubs/club-name.ts";
import type { ClubDetail } from "#shared/clubs/types.ts";
import { formatCount } from "#shared/format.ts";
import { usePageTitle } from "../../app/use-page-title.ts";
import { useAddressTab } from "../../lib/use-address-tab.ts";
import { ClubLogo } from "../../ui/avatar.tsx";
import { BackLink } from "../../ui/back-link.tsx";
import { Badge } from "../../ui/badge.tsx";
import { cn, textLinkTapArea } from "../../ui/cn.ts";
import { usePrefetchWhenIdle } from "../../ui/on-demand.ts";
import { Container } from "../../ui/page.tsx";
import { onDemand, PartOnDemand } from "../../ui/part-on-demand.tsx";
import { responsiveImage } from "../../ui/responsive-image.ts";
import { ShareButton } from "../../ui/share-button.tsx";
import { LoadingState } from "../../ui/skeleton.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../ui/tabs.tsx";
import { clubQueryOptions } from "./api.ts";
import { ClubFixtures } from "./club-fixtures.tsx";
import { clubOtherTabsCode } from "./club-other-tabs-code.ts";
import { CLUB_TABS } from "./club-page-tabs.ts";
import { TeamsTab } from "./club-tabs.tsx";

// Not open at first: their code loads when one is opened (part-on-demand.tsx).
const newsTab = onDemand(clubOtherTabsCode, (module) => module.NewsTab);
const boardTab = onDemand(clubOtherTabsCode, (module) => module.BoardTab);
const contactTab = onDemand(clubOtherTabsCode, (module) => module.ContactTab);

export function Component() {
  const { clubId = "" } = useParams();
  const { tab, select, hrefOf } = useAddressTab(CLUB_TABS, "mannschaften");
  // Once the page is idle, so that opening another tab rarely waits for its code.
  usePrefetchWhenIdle(clubOtherTabsCode.load);
  // The loader has the club (or showed the not-found page): no loading or missing state here.
  const club = useSuspenseQuery(clubQueryOptions(clubId));
  const data = club.data;
  const name = clubDisplayName(data.clubName);
  usePageTitle(name);

  return (
    <div className="pb-12">
      <ClubHeader club={data} name={name} />
      <Container>
        <Tabs value={tab} onValueChange={select}>
          <TabsList aria-label={`Bereiche von ${name}`} className="max-sm:gap-0">
            <TabsTrigger value="mannschaften" href={hrefOf("mannschaften")} className="max-sm:px-2">
              <Users aria-hidden="true" className="max-sm:hidden" /> Mannschaften
            </TabsTrigger>
            <TabsTrigger value="news" href={hrefOf("news")} className="max-sm:px-2">
              <Newspaper aria-hidden="true" className="max-sm:hidden" /> News
            </TabsTrigger>
            <TabsTrigger value="vorstand" href={hrefOf("vorstand")} className="max-sm:px-2">
              <Shield aria-hidden="true" className="max-sm:hidden" /> Vorstand
            </TabsTrigger>
            <TabsTrigger value="kontakt" href={hrefOf("kontakt")} className="max-sm:px-2">
              <Mail aria-hidden="true" className="max-sm:hidden" /> Kontakt
            </TabsTrigger>
          </TabsList>
          <TabsContent value="mannschaften">
            <ClubFixtures clubId={data.id} />
            <TeamsTab clubId={data.id} clubName={name} clubLogoUrl={data.clubLogoUrl} />
          </TabsContent>
          <TabsContent value="news">
            <PartOnDemand
              part={newsTab}
              props={{ clubId: data.id }}
              fallback={<LoadingState label="Lade Neuigkeiten..." />}
            />
          </TabsContent>
          <TabsContent value="vorstand">
            <PartOnDemand
              part={boardTab}
              props={{ clubId: data.id }}
              fallback={<LoadingState label="Lade Vorstandsmitglieder..." />}
            />
          </TabsContent>
          <TabsContent value="kontakt">
            <PartOnDemand part={contactTab} props={{ club: data }} fallback={<LoadingState />} />
          </TabsContent>
        </Tabs>
      </Container>
    </div>
  );
}

function ClubHeader({ club, name }: { club: ClubDetail; name: string }) {
  return (
    <div className="border-b border-gray-200 bg-white">
      <Container className="py-2.5">
        <BackLink to="/vereine">Alle Vereine</BackLink>
      </Container>
      {club.stadiumImageUrl ? (
        <div className="relative h-36 overflow-hidden bg-brand-900 sm:h-56">
          <img
            {...responsiveImage(club.stadiumImageUrl, "100vw")}
            alt=""
            className="size-full object-cover opacity-90"
          />
          <div className="absolute inset-0 bg-gradient-to-t from-black/50 to-transparent" />
        </div>
      ) : (
        <div className="h-20 bg-gradient-to-r from-brand-800 to-brand-600 sm:h-28" />
      )}
      <Container className="relative pb-5">
        <div className="-mt-10 flex flex-col gap-4 sm:-mt-12 sm:flex-row sm:items-end">
          <ClubLogo name={name} src={club.clubLogoUrl} size="2xl" className="shadow-md" decorative />
          <div className="min-w-0 flex-1">
            <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{name}</h1>
            <div className="mt-2 flex flex-wrap gap-2">
              {club.verified ? (
                <Badge variant="success" title="Von der Spielleitung bestätigt">
                  <BadgeCheck aria-hidden="true" className="size-3.5" /> verifiziert
                </Badge>
              ) : null}
              {club.foundingYear ? <Badge variant="muted">Gegründet {club.foundingYear}</Badge> : null}
              {club.activeMembers !== null ? (
                <Badge variant="muted">{formatCount(club.activeMembers)} aktive Mitglieder</Badge>
              ) : null}
              {club.stadiumName ? <Badge variant="muted">{club.stadiumName}</Badge> : null}
            </div>
          </div>
          <ShareButton
            title={name}
            text={`${name} auf Tschutti: Mannschaften, Spiele und News.`}
            className="self-start sm:self-end"
          />
        </div>
        {club.description ? <ClubDescription text={club.description} /> : null}
      </Container>
    </div>
  );
}

/**
 * The club's own words. On a phone only the first lines show, so the teams (what fans come
 * for) start within the first screen; the rest opens on request. Without scripts, which the
 * request needs, all of it shows.
 */
function ClubDescription({ text }: { text: string }) {
  const [isExpanded, setExpanded] = useState(false);
  const id = useId();
  const lines = text.split(/\r?\n/).filter((line) => line.trim());
  return (
    <div className="mt-4 max-w-3xl text-gray-700">
      <div id={id} className={cn("space-y-2", isExpanded ? "" : "max-sm:scripted:line-clamp-3")}>
        {lines.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static text split into lines
          <p key={index}>{line}</p>
        ))}
      </div>
      <button
        type="button"
        onClick={() => setExpanded((v) => !v)}
        aria-expanded={isExpanded}
        aria-controls={id}
        className={cn(
          "mt-1 text-sm font-semibold text-brand-700 hover:underline sm:hidden unscripted:hidden",
          textLinkTapArea,
        )}
      >
        {isExpanded ? "Weniger anzeigen" : "Mehr über den Verein"}
      </button>
    </div>
  );
}
