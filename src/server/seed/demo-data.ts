import type {
  AccountType,
  Canton,
  League,
  MatchPeriod,
  MatchStatus,
  Position,
  StoredEventType,
  TeamSide,
} from "#shared/constants.ts";
import { zurichParts } from "#shared/format.ts";
import { seasonOf } from "#shared/matches/season.ts";
import type { ImageKind } from "../images/process-image.ts";
import {
  GERMAN_SPEAKING_MIX,
  type NamePool,
  OFFICIALS_MIX,
  type PoolMix,
  TICINO_MIX,
  TICINO_OFFICIALS_MIX,
} from "./demo-names.ts";
import { demoNewsTexts, type NewsMotif } from "./demo-news.ts";
import { daysToLastSaturday, daysToNextSaturday, zurichWallTime } from "./zurich-time.ts";

/**
 * The demo world as plain data: five fictional Swiss clubs with teams, squads, staff, news and
 * a season of matches (past, live, upcoming). No I/O here: seed.ts turns it into rows, and
 * demo-images.ts turns the image descriptions into files. Things link through stable string
 * keys; database ids are generated at insert time. Every date is relative to `now`, so the
 * demo stays current whenever it is seeded, and the random choices come from a fixed seed,
 * so every seeding produces the same world.
 */

export const DEMO_PASSWORD = "tschutti-demo";

/** The sign-ins the demo offers (README, e2e tests and the seed summary refer to these). */
export const DEMO_ACCOUNTS = {
  club: {
    email: "verein@tschutti.ch",
    password: DEMO_PASSWORD,
    username: "fcseeblick",
    fullName: "FC Seeblick Admin",
    accountType: "club",
    clubName: "FC Seeblick",
  },
  fan: {
    email: "fan@tschutti.ch",
    password: DEMO_PASSWORD,
    username: "matchfan",
    fullName: "Lea Fankhauser",
    accountType: "fan",
  },
  leagueOffice: {
    email: "spielleitung@tschutti.ch",
    password: DEMO_PASSWORD,
    username: "spielleitung",
    fullName: "Regula Spielleiterin",
    accountType: "fan",
  },
} as const;

export type DemoAccountKey = keyof typeof DEMO_ACCOUNTS;

// ---------------------------------------------------------------------------------------------
// Shapes

export type DemoImageArt =
  | { type: "crest"; initials: string; primary: string; secondary: string }
  | { type: "stadium"; primary: string; variant: number }
  | { type: "team"; primary: string; secondary: string; variant: number }
  | { type: "news"; caption: string; motif: NewsMotif; variant: number }
  | { type: "avatar"; primary: string; secondary: string };

export interface DemoImage {
  key: string;
  kind: ImageKind;
  art: DemoImageArt;
}

export interface DemoAccount {
  key: DemoAccountKey;
  email: string;
  password: string;
  username: string;
  fullName: string;
  accountType: AccountType;
  city: string;
  newsletterOptIn: boolean;
  /** For the club account: the club it administers. */
  clubKey: string | null;
  /** Belongs to the league office («Spielleitung»). */
  leagueOffice: boolean;
  favoriteTeamKeys: string[];
}

export interface DemoClub {
  key: string;
  clubName: string;
  logoImage: string | null;
  stadiumName: string;
  stadiumImage: string | null;
  foundingYear: number;
  activeMembers: number;
  teamsCount: number;
  contactAddress: string;
  contactEmail: string;
  contactPhone: string;
  description: string;
}

export interface DemoTeam {
  key: string;
  name: string;
  /** Null for an opponent that belongs to no club on the platform. */
  clubKey: string | null;
  /** For opponents: the club that created it while scheduling (and may edit it). */
  createdByClubKey: string | null;
  canton: Canton;
  league: League;
  /** The group in the running season. */
  group: string;
  /** Where it played the season before, when it did (a promotion, or the same league). */
  previousLeague: League | null;
  image: string | null;
  /** How the team is named in texts: the club name for a first team, else "Club (Team)". */
  label: string;
}

export interface DemoPlayer {
  key: string;
  teamKey: string;
  firstName: string;
  lastName: string;
  playerNumber: number | null;
  position: Position;
  birthYear: number;
  atClubSince: number;
  image: string | null;
}

export interface DemoCoach {
  key: string;
  teamKey: string;
  firstName: string;
  lastName: string;
  role: string;
  birthYear: number;
  atClubSince: number;
}

export interface DemoBoardMember {
  key: string;
  clubKey: string;
  firstName: string;
  lastName: string;
  role: string;
  birthYear: number | null;
  atClubSince: number | null;
  email: string | null;
  phone: string | null;
}

export interface DemoNews {
  key: string;
  clubKey: string;
  title: string;
  content: string;
  isPublished: boolean;
  publishedAt: Date | null;
  createdAt: Date;
  images: Array<{ image: string; caption: string | null }>;
}

export interface DemoEvent {
  type: StoredEventType;
  minute: number;
  playerKey: string | null;
  assistPlayerKey: string | null;
  /** The player coming on in a substitution (playerKey goes off). */
  playerInKey: string | null;
  teamSide: TeamSide | null;
  description: string;
  createdAt: Date;
}

export interface DemoMatch {
  key: string;
  homeTeamKey: string;
  awayTeamKey: string;
  matchDate: Date;
  stadium: string;
  status: MatchStatus;
  homeScore: number | null;
  awayScore: number | null;
  cancellationReason: string | null;
  startedAt: Date | null;
  period: MatchPeriod;
  periodStartedAt: Date | null;
  stoppageMinutes: number;
  createdByClubKey: string | null;
  events: DemoEvent[];
}

export interface DemoReport {
  matchKey: string;
  /** The demo account that wrote it, or null (clubs without an account on the platform). */
  authorAccountKey: DemoAccountKey | null;
  title: string;
  content: string;
  highlights: string;
  manOfMatchPlayerKey: string | null;
  attendance: number;
  weatherConditions: string;
  refereeNotes: string;
  /** The referee's name, as the Matchtelegramm prints it ('SR Meier'). */
  referee: string;
}

export interface DemoWorld {
  accounts: DemoAccount[];
  clubs: DemoClub[];
  teams: DemoTeam[];
  players: DemoPlayer[];
  coaches: DemoCoach[];
  boardMembers: DemoBoardMember[];
  news: DemoNews[];
  matches: DemoMatch[];
  reports: DemoReport[];
  images: DemoImage[];
}

// ---------------------------------------------------------------------------------------------
// The fixed description: clubs, their teams and officials

type SquadKind = "first" | "second" | "seniors" | "juniorsB";

/** Ages per kind of team, as the Swiss football association's categories have them. */
const AGE_RANGE: Record<SquadKind, readonly [number, number]> = {
  first: [18, 33],
  second: [18, 38],
  seniors: [30, 45],
  juniorsB: [15, 16],
};

interface CoachSpec {
  firstName: string;
  lastName: string;
  role: "Trainer" | "Co-Trainer" | "Torwarttrainer";
  age: number;
  yearsAtClub: number;
}

interface TeamSpec {
  key: string;
  name: string;
  canton: Canton;
  league: League;
  kind: SquadKind;
  colors?: readonly [string, string];
  /** Players left without a shirt number (new signings), to show the "–" fallback. */
  withoutNumber?: number;
  /** How many players get a generated portrait. */
  portraits?: number;
  coaches: CoachSpec[];
}

interface BoardSpec {
  firstName: string;
  lastName: string;
  role: string;
  birthYear?: number;
  since?: number;
  email?: string;
  phone?: string;
}

interface ClubSpec {
  key: string;
  clubName: string;
  initials: string;
  colors: readonly [string, string];
  hasLogo: boolean;
  hasStadiumImage: boolean;
  stadiumName: string;
  foundingYear: number;
  activeMembers: number;
  contactAddress: string;
  contactEmail: string;
  contactPhone: string;
  description: string;
  mix: PoolMix;
  officialsMix: PoolMix;
  teams: TeamSpec[];
  board: BoardSpec[];
}

const CLUB_SPECS: ClubSpec[] = [
  {
    key: "seeblick",
    clubName: "FC Seeblick",
    initials: "FCS",
    colors: ["#1d4ed8", "#ffffff"],
    hasLogo: true,
    hasStadiumImage: true,
    stadiumName: "Sportanlage Seeblick",
    foundingYear: 1921,
    activeMembers: 342,
    contactAddress: "Seestrasse 212\n8800 Thalwil",
    contactEmail: "info@fc-seeblick.ch",
    contactPhone: "+41 44 720 31 45",
    description: [
      "Der FC Seeblick ist seit 1921 am linken Zürichseeufer zu Hause. Auf der Sportanlage Seeblick mit ihrem Blick über den See trainieren und spielen heute über 300 Mitglieder – vom Kinderfussball bis zu den Senioren.",
      "Unsere 1. Mannschaft spielt in der 3. Liga und setzt konsequent auf Spieler aus der eigenen Juniorenabteilung. Neben dem Sport pflegen wir die Geselligkeit: Grümpelturnier, Chlausabend und Vereinsreise gehören fest zu unserem Jahresprogramm.",
      "Neue Spielerinnen, Spieler, Trainer und Helfer sind jederzeit herzlich willkommen!",
    ].join("\n"),
    mix: GERMAN_SPEAKING_MIX,
    officialsMix: OFFICIALS_MIX,
    teams: [
      {
        key: "seeblick-1",
        name: "1. Mannschaft",
        canton: "Zürich",
        league: "3. Liga",
        kind: "first",
        colors: ["#1d4ed8", "#ffffff"],
        withoutNumber: 2,
        portraits: 2,
        coaches: [
          { firstName: "Marco", lastName: "Brunner", role: "Trainer", age: 44, yearsAtClub: 6 },
          { firstName: "Dragan", lastName: "Milić", role: "Co-Trainer", age: 38, yearsAtClub: 3 },
          { firstName: "Peter", lastName: "Oberholzer", role: "Torwarttrainer", age: 52, yearsAtClub: 11 },
        ],
      },
      {
        key: "seeblick-sen",
        name: "Senioren 30+",
        canton: "Zürich",
        league: "5. Liga",
        kind: "seniors",
        coaches: [{ firstName: "Urs", lastName: "Kälin", role: "Trainer", age: 51, yearsAtClub: 19 }],
      },
      {
        key: "seeblick-jb",
        name: "Junioren B",
        canton: "Zürich",
        league: "Junioren B",
        kind: "juniorsB",
        coaches: [
          { firstName: "Sandro", lastName: "Rüegg", role: "Trainer", age: 34, yearsAtClub: 4 },
          { firstName: "Nadine", lastName: "Wettstein", role: "Co-Trainer", age: 27, yearsAtClub: 2 },
        ],
      },
    ],
    board: [
      {
        firstName: "Thomas",
        lastName: "Baumgartner",
        role: "Präsident",
        birthYear: 1968,
        since: 1995,
        email: "praesident@fc-seeblick.ch",
        phone: "+41 79 412 33 08",
      },
      { firstName: "Claudia", lastName: "Hess", role: "Vizepräsidentin", birthYear: 1975, since: 2009 },
      {
        firstName: "René",
        lastName: "Schnyder",
        role: "Kassier",
        birthYear: 1961,
        since: 1988,
        email: "kasse@fc-seeblick.ch",
      },
      {
        firstName: "Adrian",
        lastName: "Pfister",
        role: "Sportchef",
        birthYear: 1980,
        since: 2014,
        phone: "+41 78 905 16 42",
      },
      { firstName: "Monika", lastName: "Frey", role: "Aktuarin" },
    ],
  },
  {
    key: "limmatau",
    clubName: "SV Limmatau",
    initials: "SVL",
    colors: ["#15803d", "#facc15"],
    hasLogo: false,
    hasStadiumImage: false,
    stadiumName: "Sportplatz Auwiesen",
    foundingYear: 1946,
    activeMembers: 265,
    contactAddress: "Auwiesenstrasse 8\n8953 Dietikon",
    contactEmail: "sekretariat@sv-limmatau.ch",
    contactPhone: "+41 44 741 22 80",
    description: [
      "Der SV Limmatau wurde 1946 von Arbeitern der Textilfabrik an der Limmat gegründet. Heute ist er ein Quartierverein mit Spielern aus über zwanzig Nationen.",
      "Auf dem Sportplatz Auwiesen spielen zwei Aktivmannschaften und sieben Juniorenteams. Wir stehen für ehrlichen Fussball, Fairplay und einen Kiosk mit der besten Bratwurst im Limmattal.",
    ].join("\n"),
    mix: GERMAN_SPEAKING_MIX,
    officialsMix: OFFICIALS_MIX,
    teams: [
      {
        key: "limmatau-1",
        name: "1. Mannschaft",
        canton: "Zürich",
        league: "3. Liga",
        kind: "first",
        colors: ["#15803d", "#facc15"],
        withoutNumber: 1,
        portraits: 1,
        coaches: [
          { firstName: "Besnik", lastName: "Rexhepi", role: "Trainer", age: 41, yearsAtClub: 5 },
          { firstName: "Stefan", lastName: "Wälti", role: "Co-Trainer", age: 36, yearsAtClub: 8 },
        ],
      },
      {
        key: "limmatau-2",
        name: "2. Mannschaft",
        canton: "Zürich",
        league: "5. Liga",
        kind: "second",
        coaches: [{ firstName: "Daniel", lastName: "Huber", role: "Trainer", age: 39, yearsAtClub: 0 }],
      },
    ],
    board: [
      {
        firstName: "Giuseppe",
        lastName: "Marchetti",
        role: "Präsident",
        birthYear: 1964,
        since: 1990,
        email: "praesident@sv-limmatau.ch",
        phone: "+41 79 233 71 90",
      },
      { firstName: "Sabrina", lastName: "Koller", role: "Kassierin", birthYear: 1983, since: 2012 },
      {
        firstName: "Fatmir",
        lastName: "Aliu",
        role: "Sportchef",
        birthYear: 1979,
        since: 2016,
        email: "sport@sv-limmatau.ch",
      },
      { firstName: "Hans", lastName: "Wegmann", role: "Aktuar" },
    ],
  },
  {
    key: "aarewald",
    clubName: "SC Aarewald",
    initials: "SCA",
    colors: ["#b91c1c", "#111827"],
    hasLogo: true,
    hasStadiumImage: true,
    stadiumName: "Stadion Aarewald",
    foundingYear: 1908,
    activeMembers: 410,
    contactAddress: "Aarewaldweg 3\n3110 Münsingen",
    contactEmail: "kontakt@sc-aarewald.ch",
    contactPhone: "+41 31 721 18 90",
    description: [
      "Der SC Aarewald gehört zu den ältesten Fussballvereinen im Aaretal. Seit 1908 wird im Stadion Aarewald zwischen Fluss und Wald Fussball gespielt.",
      "Mit über 400 Mitgliedern sind wir einer der grössten Vereine der Region. Unsere 1. Mannschaft spielt in der 2. Liga, und unsere Juniorenabteilung wurde vom Verband mit dem Qualitätslabel ausgezeichnet.",
      "Das Clubhaus mit Terrasse ist an allen Heimspielen geöffnet – wir freuen uns auf deinen Besuch.",
    ].join("\n"),
    mix: GERMAN_SPEAKING_MIX,
    officialsMix: OFFICIALS_MIX,
    teams: [
      {
        key: "aarewald-1",
        name: "1. Mannschaft",
        canton: "Bern",
        league: "2. Liga",
        kind: "first",
        colors: ["#b91c1c", "#111827"],
        withoutNumber: 1,
        portraits: 1,
        coaches: [
          { firstName: "Christoph", lastName: "Zaugg", role: "Trainer", age: 47, yearsAtClub: 3 },
          { firstName: "Martin", lastName: "Aebischer", role: "Torwarttrainer", age: 55, yearsAtClub: 14 },
        ],
      },
      {
        key: "aarewald-jb",
        name: "Junioren B",
        canton: "Bern",
        league: "Junioren B",
        kind: "juniorsB",
        coaches: [
          { firstName: "Lukas", lastName: "Gfeller", role: "Trainer", age: 29, yearsAtClub: 3 },
          { firstName: "Samuel", lastName: "Bieri", role: "Co-Trainer", age: 23, yearsAtClub: 1 },
        ],
      },
    ],
    board: [
      {
        firstName: "Ueli",
        lastName: "Rüfenacht",
        role: "Präsident",
        birthYear: 1959,
        since: 1978,
        email: "praesident@sc-aarewald.ch",
        phone: "+41 79 674 20 11",
      },
      { firstName: "Barbara", lastName: "Stettler", role: "Vizepräsidentin", birthYear: 1972, since: 2004 },
      {
        firstName: "Kurt",
        lastName: "Zbinden",
        role: "Kassier",
        birthYear: 1957,
        since: 1981,
        phone: "+41 31 721 44 02",
      },
      {
        firstName: "Michael",
        lastName: "Jenni",
        role: "Sportchef",
        birthYear: 1977,
        since: 2011,
        email: "sport@sc-aarewald.ch",
      },
    ],
  },
  {
    key: "rheinfelden",
    clubName: "FC Rheinfelden-Au",
    initials: "FCR",
    colors: ["#0f766e", "#f8fafc"],
    hasLogo: false,
    hasStadiumImage: false,
    stadiumName: "Sportanlage Au-Matten",
    foundingYear: 1955,
    activeMembers: 198,
    contactAddress: "Au-Matten 2\n4310 Rheinfelden",
    contactEmail: "info@fc-rheinfelden-au.ch",
    contactPhone: "+41 61 831 47 12",
    description: [
      "Der FC Rheinfelden-Au ist der Fussballverein im Au-Quartier, direkt am Rhein. Familiär, engagiert und mit viel Herzblut geführt.",
      "Unsere 1. Mannschaft spielt in der 3. Liga, die Junioren B in der regionalen Meisterschaft. Trainiert wird auf der Sportanlage Au-Matten.",
    ].join("\n"),
    mix: GERMAN_SPEAKING_MIX,
    officialsMix: OFFICIALS_MIX,
    teams: [
      {
        key: "rheinfelden-1",
        name: "1. Mannschaft",
        canton: "Aargau",
        league: "3. Liga",
        kind: "first",
        coaches: [{ firstName: "Roger", lastName: "Wullschleger", role: "Trainer", age: 49, yearsAtClub: 7 }],
      },
      {
        key: "rheinfelden-jb",
        name: "Junioren B",
        canton: "Aargau",
        league: "Junioren B",
        kind: "juniorsB",
        coaches: [
          { firstName: "Jasmin", lastName: "Hasler", role: "Trainer", age: 31, yearsAtClub: 5 },
          { firstName: "Enis", lastName: "Mehmeti", role: "Co-Trainer", age: 24, yearsAtClub: 2 },
        ],
      },
    ],
    board: [
      {
        firstName: "Beat",
        lastName: "Schweizer",
        role: "Präsident",
        birthYear: 1966,
        since: 1999,
        email: "praesident@fc-rheinfelden-au.ch",
      },
      { firstName: "Carmen", lastName: "Lopes", role: "Kassierin", birthYear: 1985, since: 2018 },
      { firstName: "Reto", lastName: "Hauri", role: "Aktuar", phone: "+41 76 544 80 27" },
    ],
  },
  {
    key: "valmaggina",
    clubName: "AS Valmaggina",
    initials: "ASV",
    colors: ["#ea580c", "#1e3a8a"],
    hasLogo: true,
    hasStadiumImage: false,
    stadiumName: "Campo sportivo Ronchetto",
    foundingYear: 1932,
    activeMembers: 236,
    contactAddress: "Via ai Ronchi 14\n6598 Tenero",
    contactEmail: "info@as-valmaggina.ch",
    contactPhone: "+41 91 745 12 63",
    description: [
      "Die Associazione Sportiva Valmaggina verbindet seit 1932 die Dörfer am Eingang des Maggiatals. Gespielt wird auf dem Campo sportivo Ronchetto, umgeben von Kastanienwäldern.",
      "Die 1. Mannschaft spielt in der 2. Liga, die Senioren geniessen ihren Fussball in der 5. Liga. Forza Valmaggina!",
    ].join("\n"),
    mix: TICINO_MIX,
    officialsMix: TICINO_OFFICIALS_MIX,
    teams: [
      {
        key: "valmaggina-1",
        name: "1. Mannschaft",
        canton: "Tessin",
        league: "2. Liga",
        kind: "first",
        coaches: [
          { firstName: "Massimo", lastName: "Dell'Era", role: "Trainer", age: 46, yearsAtClub: 4 },
          { firstName: "Ivan", lastName: "Quadri", role: "Co-Trainer", age: 35, yearsAtClub: 9 },
        ],
      },
      {
        key: "valmaggina-sen",
        name: "Senioren 30+",
        canton: "Tessin",
        league: "5. Liga",
        kind: "seniors",
        coaches: [{ firstName: "Franco", lastName: "Righetti", role: "Trainer", age: 58, yearsAtClub: 21 }],
      },
    ],
    board: [
      {
        firstName: "Paolo",
        lastName: "Mozzini",
        role: "Präsident",
        birthYear: 1962,
        since: 1984,
        email: "presidente@as-valmaggina.ch",
        phone: "+41 79 856 02 37",
      },
      { firstName: "Elena", lastName: "Cavalli", role: "Kassierin", birthYear: 1979, since: 2008 },
      {
        firstName: "Mirko",
        lastName: "Tognola",
        role: "Sportchef",
        birthYear: 1974,
        since: 2003,
        email: "sport@as-valmaggina.ch",
      },
      { firstName: "Sara", lastName: "Vanoni", role: "Aktuarin", birthYear: 1990, since: 2020 },
    ],
  },
];

interface OpponentSpec {
  key: string;
  name: string;
  canton: Canton;
  league: League;
  createdByClubKey: string;
  venue: string;
  mix: PoolMix;
  /** The running season's group; 'Gruppe 1' when left out. */
  group?: string;
  /** The league of the season before (FC Glattwies came up from the 4. Liga). */
  previousLeague?: League;
}

/** Teams without a club on the platform, created by a demo club while scheduling its matches. */
const OPPONENT_SPECS: OpponentSpec[] = [
  {
    key: "zh-glattwies",
    name: "FC Glattwies",
    canton: "Zürich",
    league: "3. Liga",
    createdByClubKey: "seeblick",
    venue: "Sportplatz Glattwies",
    mix: GERMAN_SPEAKING_MIX,
    // Promoted: last season's 4. Liga table has it first, today's 4. Liga does not list it.
    previousLeague: "4. Liga",
  },
  {
    key: "zh-hinterbirch",
    name: "SC Hinterbirch",
    canton: "Zürich",
    league: "3. Liga",
    createdByClubKey: "seeblick",
    venue: "Sportanlage Hinterbirch",
    mix: GERMAN_SPEAKING_MIX,
  },
  {
    key: "zh-eichhalde",
    name: "FC Eichhalde",
    canton: "Zürich",
    league: "3. Liga",
    createdByClubKey: "limmatau",
    venue: "Sportplatz Eichhalde",
    mix: GERMAN_SPEAKING_MIX,
  },
  {
    key: "zh-rebhuegel",
    name: "SV Rebhügel",
    canton: "Zürich",
    league: "3. Liga",
    createdByClubKey: "limmatau",
    venue: "Sportplatz Rebhügel",
    mix: GERMAN_SPEAKING_MIX,
  },
  // The Zürich 3. Liga has a second group.
  ...(
    [
      ["zh-toesstal", "FC Tösstal", "Sportplatz Tösstal"],
      ["zh-furttal", "SC Furttal", "Sportanlage Furttal"],
      ["zh-albisrank", "FC Albisrank", "Sportplatz Albisrank"],
      ["zh-pfannenstiel", "FC Pfannenstiel", "Sportplatz Pfannenstiel"],
    ] as const
  ).map(([key, name, venue]) => ({
    key,
    name,
    canton: "Zürich" as const,
    league: "3. Liga" as const,
    createdByClubKey: "limmatau",
    venue,
    mix: GERMAN_SPEAKING_MIX,
    group: "Gruppe 2",
  })),
  // The Zürich 4. Liga, where FC Glattwies played last season.
  ...(
    [
      ["zh-sihlbrugg", "FC Sihlbrugg", "Sportplatz Sihlbrugg"],
      ["zh-reppischtal", "SC Reppischtal", "Sportanlage Reppischtal"],
    ] as const
  ).map(([key, name, venue]) => ({
    key,
    name,
    canton: "Zürich" as const,
    league: "4. Liga" as const,
    createdByClubKey: "seeblick",
    venue,
    mix: GERMAN_SPEAKING_MIX,
    previousLeague: "4. Liga" as const,
  })),
  {
    key: "be-gurtenblick",
    name: "SC Gurtenblick",
    canton: "Bern",
    league: "2. Liga",
    createdByClubKey: "aarewald",
    venue: "Sportplatz Gurtenblick",
    mix: GERMAN_SPEAKING_MIX,
  },
  {
    key: "ag-chriesiwald",
    name: "FC Chriesiwald",
    canton: "Aargau",
    league: "3. Liga",
    createdByClubKey: "rheinfelden",
    venue: "Sportanlage Chriesiwald",
    mix: GERMAN_SPEAKING_MIX,
  },
  {
    key: "ti-castagneto",
    name: "US Castagneto",
    canton: "Tessin",
    league: "2. Liga",
    createdByClubKey: "valmaggina",
    venue: "Campo comunale Castagneto",
    mix: TICINO_MIX,
  },
];

/** The canton and league whose table the demo fills: six teams, five played rounds. */
export const DEMO_TABLE = { canton: "Zürich", league: "3. Liga" } as const satisfies {
  canton: Canton;
  league: League;
};

// ---------------------------------------------------------------------------------------------
// Randomness with a fixed seed (mulberry32): the same world on every seeding.

type Random = () => number;

function createRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function randomInt(rand: Random, min: number, max: number): number {
  return min + Math.floor(rand() * (max - min + 1));
}

function pick<T>(rand: Random, items: readonly T[]): T {
  const item = items[Math.floor(rand() * items.length)];
  if (item === undefined) throw new Error("pick from an empty list");
  return item;
}

function shuffle<T>(rand: Random, items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

function pickWeighted<T>(rand: Random, items: readonly T[], weight: (item: T) => number): T | null {
  const total = items.reduce((sum, item) => sum + weight(item), 0);
  if (total <= 0) return null;
  let r = rand() * total;
  for (const item of items) {
    r -= weight(item);
    if (r < 0) return item;
  }
  return items[items.length - 1] ?? null;
}

function pickPool(rand: Random, mix: PoolMix): NamePool {
  return pickWeighted(rand, mix, ([, weight]) => weight)?.[0] ?? pick(rand, mix)[0];
}

// ---------------------------------------------------------------------------------------------
// The builder

const SQUAD_SHAPE: Record<"club" | "opponent", Record<Position, number>> = {
  club: { Torwart: 2, Verteidiger: 6, Mittelfeldspieler: 6, Stürmer: 4 },
  opponent: { Torwart: 2, Verteidiger: 5, Mittelfeldspieler: 5, Stürmer: 4 },
};

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export function buildDemoWorld(now: Date): DemoWorld {
  const rand = createRandom(0x7c5a11);
  const year = zurichParts(now).year;
  const usedNames = new Set<string>();

  const images: DemoImage[] = [];
  const clubs: DemoClub[] = [];
  const teams: DemoTeam[] = [];
  const players: DemoPlayer[] = [];
  const coaches: DemoCoach[] = [];
  const boardMembers: DemoBoardMember[] = [];
  const venues = new Map<string, string>();

  // Counts the stadium and team pictures, so neighbouring clubs get different scenes.
  let pictureVariant = 0;
  const addImage = (key: string, kind: ImageKind, art: DemoImageArt) => {
    images.push({ key, kind, art });
    return key;
  };

  const uniqueName = (mix: PoolMix): { firstName: string; lastName: string } => {
    for (;;) {
      const pool = pickPool(rand, mix);
      const firstName = pick(rand, pool.firstNames);
      const lastName = pick(rand, pool.lastNames);
      const full = `${firstName} ${lastName}`;
      if (!usedNames.has(full)) {
        usedNames.add(full);
        return { firstName, lastName };
      }
    }
  };

  const addSquad = (
    team: DemoTeam,
    shape: Record<Position, number>,
    kind: SquadKind,
    mix: PoolMix,
    options: { withoutNumber?: number; portraits?: number; colors?: readonly [string, string] },
  ) => {
    const [minAge, maxAge] = AGE_RANGE[kind];
    const keeperNumbers = [1, pick(rand, [12, 21, 23])];
    const fieldNumbers = shuffle(
      rand,
      Array.from({ length: 29 }, (_, i) => i + 2)
        .concat([33, 44, 77, 99])
        .filter((n) => !keeperNumbers.includes(n)),
    );
    const positions = (Object.entries(shape) as Array<[Position, number]>).flatMap(([position, count]) =>
      Array.from({ length: count }, () => position),
    );
    positions.forEach((position, index) => {
      const { firstName, lastName } = uniqueName(mix);
      const age = randomInt(rand, minAge, maxAge);
      const birthYear = year - age;
      const atClubSince =
        kind === "juniorsB"
          ? randomInt(rand, birthYear + 6, year)
          : year - randomInt(rand, 0, Math.min(12, age - 17));
      const key = `${team.key}:p${index + 1}`;
      const isLast = index >= positions.length - (options.withoutNumber ?? 0);
      const number = position === "Torwart" ? keeperNumbers.shift() : fieldNumbers.shift();
      const portrait =
        index < (options.portraits ?? 0)
          ? addImage(`portrait:${key}`, "player", {
              type: "avatar",
              primary: options.colors?.[0] ?? "#334155",
              secondary: options.colors?.[1] ?? "#e2e8f0",
            })
          : null;
      players.push({
        key,
        teamKey: team.key,
        firstName,
        lastName,
        playerNumber: isLast ? null : (number ?? null),
        position,
        birthYear,
        atClubSince,
        image: portrait,
      });
    });
  };

  for (const spec of CLUB_SPECS) {
    const logo = spec.hasLogo
      ? addImage(`logo:${spec.key}`, "logo", {
          type: "crest",
          initials: spec.initials,
          primary: spec.colors[0],
          secondary: spec.colors[1],
        })
      : null;
    const stadium = spec.hasStadiumImage
      ? addImage(`stadium:${spec.key}`, "stadium", {
          type: "stadium",
          primary: spec.colors[0],
          variant: pictureVariant++,
        })
      : null;
    clubs.push({
      key: spec.key,
      clubName: spec.clubName,
      logoImage: logo,
      stadiumName: spec.stadiumName,
      stadiumImage: stadium,
      foundingYear: spec.foundingYear,
      activeMembers: spec.activeMembers,
      teamsCount: spec.teams.length,
      contactAddress: spec.contactAddress,
      contactEmail: spec.contactEmail,
      contactPhone: spec.contactPhone,
      description: spec.description,
    });

    spec.board.forEach((member, index) => {
      boardMembers.push({
        key: `${spec.key}:b${index + 1}`,
        clubKey: spec.key,
        firstName: member.firstName,
        lastName: member.lastName,
        role: member.role,
        birthYear: member.birthYear ?? null,
        atClubSince: member.since ?? null,
        email: member.email ?? null,
        phone: member.phone ?? null,
      });
    });

    for (const teamSpec of spec.teams) {
      const image = teamSpec.colors
        ? addImage(`team:${teamSpec.key}`, "team", {
            type: "team",
            primary: teamSpec.colors[0],
            secondary: teamSpec.colors[1],
            variant: pictureVariant++,
          })
        : null;
      const team: DemoTeam = {
        key: teamSpec.key,
        name: teamSpec.name,
        clubKey: spec.key,
        createdByClubKey: null,
        canton: teamSpec.canton,
        league: teamSpec.league,
        group: "Gruppe 1",
        previousLeague: null,
        image,
        label: teamSpec.kind === "first" ? spec.clubName : `${spec.clubName} (${teamSpec.name})`,
      };
      teams.push(team);
      venues.set(team.key, spec.stadiumName);
      addSquad(team, SQUAD_SHAPE.club, teamSpec.kind, spec.mix, {
        ...(teamSpec.withoutNumber === undefined ? {} : { withoutNumber: teamSpec.withoutNumber }),
        ...(teamSpec.portraits === undefined ? {} : { portraits: teamSpec.portraits }),
        ...(teamSpec.colors === undefined ? {} : { colors: teamSpec.colors }),
      });
      teamSpec.coaches.forEach((coach, index) => {
        coaches.push({
          key: `${teamSpec.key}:c${index + 1}`,
          teamKey: teamSpec.key,
          firstName: coach.firstName,
          lastName: coach.lastName,
          role: coach.role,
          birthYear: year - coach.age,
          atClubSince: year - coach.yearsAtClub,
        });
      });
    }
  }

  for (const spec of OPPONENT_SPECS) {
    const team: DemoTeam = {
      key: spec.key,
      name: spec.name,
      clubKey: null,
      createdByClubKey: spec.createdByClubKey,
      canton: spec.canton,
      league: spec.league,
      group: spec.group ?? "Gruppe 1",
      previousLeague: spec.previousLeague ?? null,
      image: null,
      label: spec.name,
    };
    teams.push(team);
    venues.set(team.key, spec.venue);
    addSquad(team, SQUAD_SHAPE.opponent, "first", spec.mix, {});
    const coachName = uniqueName(OFFICIALS_MIX);
    coaches.push({
      key: `${spec.key}:c1`,
      teamKey: spec.key,
      ...coachName,
      role: "Trainer",
      birthYear: year - randomInt(rand, 36, 58),
      atClubSince: year - randomInt(rand, 0, 8),
    });
  }

  const news = buildNews(now, images);
  const { matches, reports } = buildMatches(now, rand, teams, players, venues);

  const accounts: DemoAccount[] = [
    {
      key: "club",
      ...DEMO_ACCOUNTS.club,
      city: "Thalwil",
      newsletterOptIn: false,
      clubKey: "seeblick",
      leagueOffice: false,
      favoriteTeamKeys: [],
    },
    {
      key: "fan",
      ...DEMO_ACCOUNTS.fan,
      city: "Dietikon",
      newsletterOptIn: true,
      clubKey: null,
      leagueOffice: false,
      // Three clubs; SV Limmatau plays live right now and has upcoming matches.
      favoriteTeamKeys: ["limmatau-1", "aarewald-1", "valmaggina-1"],
    },
    {
      key: "leagueOffice",
      ...DEMO_ACCOUNTS.leagueOffice,
      city: "Zürich",
      newsletterOptIn: false,
      clubKey: null,
      leagueOffice: true,
      favoriteTeamKeys: [],
    },
  ];

  return { accounts, clubs, teams, players, coaches, boardMembers, news, matches, reports, images };
}

function buildNews(now: Date, images: DemoImage[]): DemoNews[] {
  const { year, month } = zurichParts(now);
  const publishTimes = ["08:15", "18:40", "12:05", "20:30", "07:50", "17:10"];
  let variant = 0;
  return demoNewsTexts(year, month).map((text, index) => {
    const time = publishTimes[index % publishTimes.length] ?? "12:00";
    const publishedAt =
      text.publishedDaysAgo === null ? null : zurichWallTime(now, -text.publishedDaysAgo, time);
    // Drafts were started yesterday; published posts were written a few hours before going out.
    const createdAt = publishedAt
      ? new Date(publishedAt.getTime() - (2 + (index % 5)) * 60 * MINUTE)
      : new Date(now.getTime() - DAY);
    return {
      key: text.key,
      clubKey: text.clubKey,
      title: text.title,
      content: text.content,
      isPublished: publishedAt !== null,
      publishedAt,
      createdAt,
      images: text.images.map((img, imageIndex) => {
        const key = `news:${text.key}:${imageIndex + 1}`;
        images.push({
          key,
          kind: "news",
          art: { type: "news", caption: img.caption ?? text.title, motif: img.motif, variant: variant++ },
        });
        return { image: key, caption: img.caption };
      }),
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Matches and their events

interface GoalPlan {
  side: TeamSide;
  minute: number;
}

interface MatchSide {
  team: DemoTeam;
  players: DemoPlayer[];
}

const SCORER_WEIGHT: Record<Position, number> = {
  Torwart: 0,
  Verteidiger: 1,
  Mittelfeldspieler: 3,
  Stürmer: 6,
};
const ASSIST_WEIGHT: Record<Position, number> = {
  Torwart: 0,
  Verteidiger: 2,
  Mittelfeldspieler: 4,
  Stürmer: 3,
};
const CARD_WEIGHT: Record<Position, number> = {
  Torwart: 1,
  Verteidiger: 5,
  Mittelfeldspieler: 4,
  Stürmer: 2,
};

const fullName = (p: DemoPlayer) => `${p.firstName} ${p.lastName}`;

/** The wall-clock time of a match minute: the second half starts after a 15-minute break. */
const minuteToTime = (kickoff: Date, minute: number) =>
  new Date(kickoff.getTime() + (minute <= 45 ? minute : minute + 15) * MINUTE);

function buildMatches(
  now: Date,
  rand: Random,
  teams: DemoTeam[],
  players: DemoPlayer[],
  venues: Map<string, string>,
): { matches: DemoMatch[]; reports: DemoReport[] } {
  const side = (teamKey: string): MatchSide => {
    const team = teams.find((t) => t.key === teamKey);
    if (!team) throw new Error(`unknown demo team ${teamKey}`);
    return { team, players: players.filter((p) => p.teamKey === teamKey) };
  };
  const clubOf = (teamKey: string) => {
    const team = side(teamKey).team;
    return team.clubKey ?? team.createdByClubKey;
  };
  const at = (dayOffset: number, time: string) => zurichWallTime(now, dayOffset, time);
  const lastSat = daysToLastSaturday(now);
  const nextSat = daysToNextSaturday(now);

  const matches: DemoMatch[] = [];
  const base = (key: string, homeKey: string, awayKey: string, matchDate: Date) => ({
    key,
    homeTeamKey: homeKey,
    awayTeamKey: awayKey,
    matchDate,
    stadium: venues.get(homeKey) ?? "",
    homeScore: null,
    awayScore: null,
    cancellationReason: null,
    startedAt: null,
    period: "not_started" as MatchPeriod,
    periodStartedAt: null,
    stoppageMinutes: 0,
    // A club team's own club scheduled it; between two opponents, the club that created the home side.
    createdByClubKey: clubOf(homeKey),
    events: [] as DemoEvent[],
  });

  const completed = (
    key: string,
    homeKey: string,
    awayKey: string,
    matchDate: Date,
    [homeScore, awayScore]: readonly [number, number],
    options: { withEvents?: boolean; goals?: GoalPlan[] } = {},
  ) => {
    const home = side(homeKey);
    const away = side(awayKey);
    const goals = options.goals ?? planGoals(rand, homeScore, awayScore);
    const events =
      options.withEvents === false
        ? []
        : playedMatchEvents(rand, matchDate, home, away, goals, { isFinished: true });
    matches.push({
      ...base(key, homeKey, awayKey, matchDate),
      status: "completed",
      homeScore,
      awayScore,
      startedAt: options.withEvents === false ? null : matchDate,
      period: "finished",
      events,
    });
  };

  const scheduled = (key: string, homeKey: string, awayKey: string, matchDate: Date) => {
    matches.push({ ...base(key, homeKey, awayKey, matchDate), status: "scheduled" });
  };

  // Zürich 3. Liga: a full first round (every pair once), five weekends over the past weeks.
  // Scores are chosen so the table has a leader, a chase and a relegation fight.
  const S = "seeblick-1";
  const L = "limmatau-1";
  const G = "zh-glattwies";
  const H = "zh-hinterbirch";
  const E = "zh-eichhalde";
  const R = "zh-rebhuegel";
  // The two matches with a report get goal minutes that fit their texts.
  const reportedGoals: Record<string, GoalPlan[]> = {
    "zh3-r3-2": [
      { side: "home", minute: 7 },
      { side: "home", minute: 26 },
      { side: "home", minute: 52 },
      { side: "away", minute: 68 },
      { side: "home", minute: 81 },
    ],
    "zh3-r5-2": [{ side: "home", minute: 71 }],
  };
  const rounds: Array<{ week: number; games: Array<[string, string, [number, number]]> }> = [
    {
      week: -6,
      games: [
        [S, R, [3, 1]],
        [L, E, [2, 0]],
        [G, H, [1, 1]],
      ],
    },
    {
      week: -5,
      games: [
        [R, L, [1, 2]],
        [G, S, [2, 2]],
        [H, E, [0, 1]],
      ],
    },
    {
      week: -3,
      games: [
        [R, G, [0, 3]],
        [L, H, [4, 1]],
        [S, E, [2, 0]],
      ],
    },
    {
      week: -2,
      games: [
        [R, H, [2, 2]],
        [E, G, [1, 2]],
        [L, S, [1, 3]],
      ],
    },
    {
      week: 0,
      games: [
        [E, R, [3, 0]],
        [S, H, [1, 0]],
        [G, L, [1, 1]],
      ],
    },
  ];
  const slots: Array<[number, string]> = [
    [0, "15:00"],
    [0, "17:30"],
    [-1, "20:00"],
  ];
  rounds.forEach((round, r) => {
    round.games.forEach(([home, away, score], g) => {
      const [dayShift, time] = slots[g] ?? [0, "16:00"];
      const date = at(lastSat + round.week * 7 + dayShift, time);
      // One result was entered after the final whistle without any events.
      const withEvents = !(home === E && away === R);
      const key = `zh3-r${r + 1}-${g + 1}`;
      const goals = reportedGoals[key];
      completed(key, home, away, date, score, { withEvents, ...(goals ? { goals } : {}) });
    });
  });

  // Zürich 3. Liga Gruppe 2: two played rounds.
  completed("zh3g2-r1-1", "zh-toesstal", "zh-furttal", at(lastSat - 28, "15:00"), [2, 1]);
  completed("zh3g2-r1-2", "zh-albisrank", "zh-pfannenstiel", at(lastSat - 28, "17:00"), [0, 0]);
  completed("zh3g2-r2-1", "zh-toesstal", "zh-albisrank", at(lastSat - 14, "15:00"), [1, 3]);
  completed("zh3g2-r2-2", "zh-furttal", "zh-pfannenstiel", at(lastSat - 14, "17:00"), [2, 2]);

  // Last season's Zürich 4. Liga (spring of the season before): FC Glattwies won it and went up.
  const lastSpring = Math.round((Date.UTC(seasonOf(now), 2, 14, 12) - now.getTime()) / 86_400_000);
  const lastSpringSat = lastSpring - (((lastSpring % 7) + 7) % 7);
  completed("zh4-past-1", G, "zh-sihlbrugg", at(lastSpringSat, "15:00"), [3, 1], { withEvents: false });
  completed("zh4-past-2", "zh-reppischtal", G, at(lastSpringSat + 7, "16:00"), [0, 2], { withEvents: false });
  completed("zh4-past-3", "zh-sihlbrugg", "zh-reppischtal", at(lastSpringSat + 14, "15:00"), [1, 1], {
    withEvents: false,
  });
  completed("zh4-past-4", "zh-sihlbrugg", G, at(lastSpringSat + 21, "15:00"), [2, 2], { withEvents: false });

  // Other leagues: a few played matches, some with reports below.
  completed("be-aarewald-gurtenblick", "aarewald-1", "be-gurtenblick", at(lastSat - 7, "16:00"), [2, 2], {
    goals: [
      { side: "home", minute: 22 },
      { side: "away", minute: 50 },
      { side: "away", minute: 71 },
      { side: "home", minute: 88 },
    ],
  });
  completed("ti-castagneto-valmaggina", "ti-castagneto", "valmaggina-1", at(-12, "17:00"), [0, 2], {
    // The club's news post tells of two second-half goals.
    goals: [
      { side: "away", minute: 53 },
      { side: "away", minute: 78 },
    ],
  });
  completed("zh5-seeblick-limmatau", "seeblick-sen", "limmatau-2", at(-16, "19:30"), [4, 3]);
  completed("jb-seeblick-aarewald", "seeblick-jb", "aarewald-jb", at(-20, "10:30"), [3, 1]);
  completed("ag-chriesiwald-rheinfelden", "ag-chriesiwald", "rheinfelden-1", at(-9, "19:30"), [1, 0]);

  // The live derby: second half running. Kick-off 80 minutes ago = 45 played + 15 break + 20
  // into the second half, so a clock derived from started_at and one derived from the period
  // agree on about the 66th minute.
  matches.push(liveMatch(now, side(S), side(L), venues.get(S) ?? "", clubOf(S)));

  // Upcoming: the next three weekends of the Zürich 3. Liga, plus other clubs' fixtures.
  scheduled("zh3-r6-1", E, L, at(nextSat, "15:00"));
  scheduled("zh3-r6-2", R, S, at(nextSat, "17:30"));
  scheduled("zh3-r6-3", H, G, at(nextSat + 1, "14:30"));
  scheduled("zh3-r7-1", S, G, at(nextSat + 7, "16:00"));
  scheduled("zh3-r7-2", L, R, at(nextSat + 7, "18:00"));
  scheduled("zh3-r7-3", E, H, at(nextSat + 8, "15:00"));
  scheduled("zh3-r8-1", L, G, at(nextSat + 13, "19:30"));
  scheduled("zh3-r8-2", H, S, at(nextSat + 14, "15:00"));
  scheduled("zh3-r8-3", R, E, at(nextSat + 14, "17:00"));
  scheduled("zh5-limmatau-seeblick", "limmatau-2", "seeblick-sen", at(4, "19:30"));
  scheduled("be-gurtenblick-aarewald", "be-gurtenblick", "aarewald-1", at(3, "19:30"));
  scheduled("ti-valmaggina-castagneto", "valmaggina-1", "ti-castagneto", at(9, "16:00"));
  scheduled("jb-rheinfelden-seeblick", "rheinfelden-jb", "seeblick-jb", at(nextSat + 7, "10:00"));
  matches.push({
    ...base("ag-rheinfelden-chriesiwald", "rheinfelden-1", "ag-chriesiwald", at(5, "19:30")),
    status: "cancelled",
    cancellationReason: "Platz unbespielbar nach starkem Regen",
  });

  const reports = buildReports(matches, (key) => side(key));
  return { matches, reports };
}

/** Distinct goal minutes in regular time (never 45/46, where the half-time events sit). */
function planGoals(rand: Random, home: number, away: number): GoalPlan[] {
  const candidates = Array.from({ length: 89 }, (_, i) => i + 1).filter((m) => m !== 45 && m !== 46);
  const minutes = shuffle(rand, candidates)
    .slice(0, home + away)
    .sort((a, b) => a - b);
  const sides = shuffle(rand, [
    ...Array.from({ length: home }, () => "home" as const),
    ...Array.from({ length: away }, () => "away" as const),
  ]);
  return minutes.map((minute, i) => ({ minute, side: sides[i] ?? "home" }));
}

interface EventDraft {
  type: StoredEventType;
  minute: number;
  side: TeamSide | null;
  player: DemoPlayer | null;
  assist: DemoPlayer | null;
  playerIn?: DemoPlayer | null;
  description: string;
}

/**
 * Kick-off, goals (scorer and maybe an assist from the scoring side), a few cards, one
 * substitution per side, half-time, second-half kick-off and, for a finished match, the final
 * whistle. A player sent off or substituted has no later events.
 */
function playedMatchEvents(
  rand: Random,
  kickoff: Date,
  home: MatchSide,
  away: MatchSide,
  goals: GoalPlan[],
  { isFinished }: { isFinished: boolean },
): DemoEvent[] {
  const drafts: EventDraft[] = [
    { type: "kickoff", minute: 0, side: null, player: null, assist: null, description: "Anpfiff" },
    { type: "halftime", minute: 45, side: null, player: null, assist: null, description: "Halbzeit" },
    {
      type: "kickoff",
      minute: 46,
      side: null,
      player: null,
      assist: null,
      description: "Anpfiff zur zweiten Halbzeit",
    },
  ];
  if (isFinished) {
    drafts.push({
      type: "final_whistle",
      minute: 90,
      side: null,
      player: null,
      assist: null,
      description: "Schlusspfiff",
    });
  }
  const involved = new Set<string>();
  const sideOf = (s: TeamSide) => (s === "home" ? home : away);

  const score = { home: 0, away: 0 };
  for (const goal of [...goals].sort((a, b) => a.minute - b.minute)) {
    const squad = sideOf(goal.side).players;
    const scorer = pickWeighted(rand, squad, (p) => SCORER_WEIGHT[p.position]);
    const assist =
      rand() < 0.65 ? pickWeighted(rand, squad, (p) => (p === scorer ? 0 : ASSIST_WEIGHT[p.position])) : null;
    score[goal.side]++;
    if (scorer) involved.add(scorer.key);
    if (assist) involved.add(assist.key);
    drafts.push({
      type: "goal",
      minute: goal.minute,
      side: goal.side,
      player: scorer,
      assist,
      description: `Tor${scorer ? ` durch ${fullName(scorer)}` : ""} zum ${score.home}:${score.away}`,
    });
  }

  // Cards and substitutions go to players with no other event, so no one scores after a red card.
  const uninvolved = (s: TeamSide, weight: (p: DemoPlayer) => number) =>
    pickWeighted(rand, sideOf(s).players, (p) => (involved.has(p.key) ? 0 : weight(p)));
  const randomSide = (): TeamSide => (rand() < 0.5 ? "home" : "away");

  const yellowCount = randomInt(rand, 1, 4);
  for (let i = 0; i < yellowCount; i++) {
    const s = randomSide();
    const player = uninvolved(s, (p) => CARD_WEIGHT[p.position]);
    if (!player) continue;
    involved.add(player.key);
    drafts.push({
      type: "yellow_card",
      minute: randomInt(rand, 8, 89),
      side: s,
      player,
      assist: null,
      description: `Gelbe Karte für ${fullName(player)}`,
    });
  }
  if (rand() < 0.2) {
    const s = randomSide();
    const player = uninvolved(s, (p) => CARD_WEIGHT[p.position]);
    if (player) {
      involved.add(player.key);
      drafts.push({
        type: "red_card",
        minute: randomInt(rand, 55, 88),
        side: s,
        player,
        assist: null,
        description: `Rote Karte für ${fullName(player)}`,
      });
    }
  }
  for (const s of ["home", "away"] as const) {
    const coming = uninvolved(s, (p) => (p.position === "Torwart" ? 0 : 1));
    if (!coming) continue;
    involved.add(coming.key);
    const leaving = uninvolved(s, (p) => (p.position === "Torwart" ? 0 : 1));
    if (!leaving) continue;
    involved.add(leaving.key);
    drafts.push({
      type: "substitution",
      minute: randomInt(rand, 58, 80),
      side: s,
      player: leaving,
      playerIn: coming,
      assist: null,
      description: `Wechsel: ${fullName(coming)} kommt für ${fullName(leaving)}`,
    });
  }

  return finishEvents(drafts, (minute) => minuteToTime(kickoff, minute));
}

function finishEvents(drafts: EventDraft[], timeOf: (minute: number) => Date): DemoEvent[] {
  // Stable order within a minute: half-time markers around the play, as a ticker would record them.
  const rank = (d: EventDraft) =>
    d.type === "kickoff" ? 0 : d.type === "halftime" || d.type === "final_whistle" ? 2 : 1;
  return drafts
    .sort((a, b) => a.minute - b.minute || rank(a) - rank(b))
    .map((d) => ({
      type: d.type,
      minute: d.minute,
      playerKey: d.player?.key ?? null,
      assistPlayerKey: d.assist?.key ?? null,
      playerInKey: d.playerIn?.key ?? null,
      teamSide: d.side,
      description: d.description,
      createdAt: timeOf(d.minute),
    }));
}

function liveMatch(
  now: Date,
  home: MatchSide,
  away: MatchSide,
  stadium: string,
  clubKey: string | null,
): DemoMatch {
  const startedAt = new Date(now.getTime() - 80 * MINUTE);
  const secondHalfAt = new Date(now.getTime() - 20 * MINUTE);
  // The fixture was set for a round time; the referee blew a couple of minutes later.
  const matchDate = new Date(Math.floor((startedAt.getTime() - 2 * MINUTE) / (5 * MINUTE)) * 5 * MINUTE);
  const byPosition = (s: MatchSide, position: Position, nth = 0) => {
    const found = s.players.filter((p) => p.position === position)[nth];
    if (!found) throw new Error(`demo team ${s.team.key} lacks a ${position}`);
    return found;
  };
  const homeStriker = byPosition(home, "Stürmer");
  const homeMid = byPosition(home, "Mittelfeldspieler", 1);
  const homeDefender = byPosition(home, "Verteidiger", 2);
  const awayStriker = byPosition(away, "Stürmer", 1);
  const awayMid = byPosition(away, "Mittelfeldspieler");
  const awayDefender = byPosition(away, "Verteidiger", 1);
  const homeSecond = byPosition(home, "Stürmer", 1);

  const drafts: EventDraft[] = [
    { type: "kickoff", minute: 0, side: null, player: null, assist: null, description: "Anpfiff" },
    {
      type: "goal",
      minute: 12,
      side: "home",
      player: homeStriker,
      assist: homeMid,
      description: `Tor durch ${fullName(homeStriker)} zum 1:0`,
    },
    {
      type: "yellow_card",
      minute: 27,
      side: "away",
      player: awayDefender,
      assist: null,
      description: `Gelbe Karte für ${fullName(awayDefender)}`,
    },
    {
      type: "goal",
      minute: 38,
      side: "away",
      player: awayStriker,
      assist: awayMid,
      description: `Tor durch ${fullName(awayStriker)} zum 1:1`,
    },
    { type: "halftime", minute: 45, side: null, player: null, assist: null, description: "Halbzeit" },
    {
      type: "kickoff",
      minute: 46,
      side: null,
      player: null,
      assist: null,
      description: "Anpfiff zur zweiten Halbzeit",
    },
    {
      type: "goal",
      minute: 58,
      side: "home",
      player: homeSecond,
      assist: null,
      description: `Tor durch ${fullName(homeSecond)} zum 2:1`,
    },
    {
      type: "yellow_card",
      minute: 63,
      side: "home",
      player: homeDefender,
      assist: null,
      description: `Gelbe Karte für ${fullName(homeDefender)}`,
    },
  ];
  const timeOf = (minute: number) =>
    minute <= 45
      ? new Date(startedAt.getTime() + minute * MINUTE)
      : new Date(secondHalfAt.getTime() + (minute - 46) * MINUTE);

  return {
    key: "zh3-live",
    homeTeamKey: home.team.key,
    awayTeamKey: away.team.key,
    matchDate,
    stadium,
    status: "live",
    homeScore: 2,
    awayScore: 1,
    cancellationReason: null,
    startedAt,
    period: "second_half",
    periodStartedAt: secondHalfAt,
    stoppageMinutes: 0,
    createdByClubKey: clubKey,
    events: finishEvents(drafts, timeOf),
  };
}

// ---------------------------------------------------------------------------------------------
// Match reports: the texts are fixed, the scorers and the highlights come from the events.

interface ReportSpec {
  matchKey: string;
  authorAccountKey: DemoAccountKey | null;
  title: string;
  intro: string;
  outro: string;
  attendance: number;
  weatherConditions: string;
  refereeNotes: string;
  /** The referee's name, as the Matchtelegramm prints it ('SR Meier'). */
  referee: string;
}

const REPORT_SPECS: ReportSpec[] = [
  {
    matchKey: "zh3-r5-2",
    authorAccountKey: "club",
    title: "Arbeitssieg gegen den SC Hinterbirch",
    intro:
      "Gegen einen tief stehenden SC Hinterbirch tat sich der FC Seeblick lange schwer. Die Gäste verteidigten mit zwei Viererketten und lauerten auf Konter, Torchancen waren in der ersten Halbzeit Mangelware.",
    outro:
      "In der Schlussphase warf Hinterbirch alles nach vorne, doch unsere Defensive hielt dicht. Mit diesem Sieg bleibt der FC Seeblick an der Tabellenspitze – nächste Woche wartet das nächste Derby.",
    attendance: 180,
    weatherConditions: "Bewölkt, 14 °C, leichter Wind vom See",
    refereeNotes: "Souveräne Leitung, klare Linie bei den Zweikämpfen. Keine strittigen Szenen.",
    referee: "Sandro Meier",
  },
  {
    matchKey: "zh3-r3-2",
    authorAccountKey: null,
    title: "Limmatau mit Torfestival gegen Hinterbirch",
    intro:
      "Der SV Limmatau zeigte auf dem Sportplatz Auwiesen seine bisher beste Saisonleistung. Von der ersten Minute an bestimmte das Heimteam das Tempo und liess Ball und Gegner laufen.",
    outro:
      "Hinterbirch kam nur noch zu einem Ehrentreffer. Trainer Besnik Rexhepi lobte nach dem Spiel vor allem die Laufbereitschaft seiner Mannschaft.",
    attendance: 140,
    weatherConditions: "Sonnig, 19 °C",
    refereeNotes: "Etwas kleinlich in der ersten Halbzeit, danach gute Spielleitung.",
    referee: "Lara Brunner",
  },
  {
    matchKey: "be-aarewald-gurtenblick",
    authorAccountKey: null,
    title: "Spätes Remis im Stadion Aarewald",
    intro:
      "Das Spitzenspiel der 2. Liga hielt, was es versprach. Der SC Aarewald ging früh in Führung, musste nach der Pause aber zwei Gegentore hinnehmen.",
    outro:
      "Als sich viele Zuschauer schon mit der Niederlage abgefunden hatten, fiel kurz vor Schluss doch noch der Ausgleich. Das Stadion Aarewald bebte – ein gerechter Punkt nach einem intensiven Spiel.",
    attendance: 420,
    weatherConditions: "Leichter Regen, 11 °C, rutschiger Rasen",
    refereeNotes: "Gute Leistung des Schiedsrichtertrios trotz schwieriger Bedingungen.",
    referee: "Patrick Huber",
  },
];

function buildReports(matches: DemoMatch[], side: (teamKey: string) => MatchSide): DemoReport[] {
  return REPORT_SPECS.map((spec) => {
    const match = matches.find((m) => m.key === spec.matchKey);
    if (!match) throw new Error(`report for unknown demo match ${spec.matchKey}`);
    const squad = new Map(
      [...side(match.homeTeamKey).players, ...side(match.awayTeamKey).players].map((p) => [p.key, p]),
    );
    const nameOf = (key: string | null) => {
      const player = key ? squad.get(key) : undefined;
      return player ? fullName(player) : "unbekannt";
    };
    const goals = match.events.filter((e) => e.type === "goal");
    const minutesByScorer = new Map<string, number[]>();
    for (const g of goals) {
      const name = nameOf(g.playerKey);
      minutesByScorer.set(name, [...(minutesByScorer.get(name) ?? []), g.minute]);
    }
    const scorers = [...minutesByScorer].map(
      ([name, minutes]) => `${name} (${minutes.map((m) => `${m}.`).join(", ")})`,
    );
    const homeLabel = side(match.homeTeamKey).team.label;
    const awayLabel = side(match.awayTeamKey).team.label;
    const result = `${match.homeScore}:${match.awayScore}`;
    const middle =
      goals.length === 1
        ? `Das einzige Tor beim ${result} zwischen ${homeLabel} und ${awayLabel} erzielte ${joinGerman(scorers)}.`
        : `Die Tore zum ${result} zwischen ${homeLabel} und ${awayLabel} erzielten ${joinGerman(scorers)}.`;
    const cards = match.events.filter((e) => e.type === "yellow_card" || e.type === "red_card");
    const highlights = [...goals, ...cards]
      .sort((a, b) => a.minute - b.minute)
      .map(
        (e) =>
          `${e.minute}' ${e.description}${e.assistPlayerKey ? ` (Vorlage ${nameOf(e.assistPlayerKey)})` : ""}`,
      )
      .concat(`${spec.attendance} Zuschauerinnen und Zuschauer`)
      .join("\n");
    return {
      matchKey: spec.matchKey,
      authorAccountKey: spec.authorAccountKey,
      title: spec.title,
      content: [spec.intro, middle, spec.outro].join("\n"),
      highlights,
      manOfMatchPlayerKey: manOfTheMatch(match),
      attendance: spec.attendance,
      weatherConditions: spec.weatherConditions,
      refereeNotes: spec.refereeNotes,
      referee: spec.referee,
    };
  });
}

/** The most goals plus assists on the winning side (home when drawn); ties go to the earlier one. */
function manOfTheMatch(match: DemoMatch): string | null {
  const winner: TeamSide = (match.awayScore ?? 0) > (match.homeScore ?? 0) ? "away" : "home";
  const tally = new Map<string, number>();
  for (const e of match.events) {
    if (e.type !== "goal" || e.teamSide !== winner) continue;
    if (e.playerKey) tally.set(e.playerKey, (tally.get(e.playerKey) ?? 0) + 2);
    if (e.assistPlayerKey) tally.set(e.assistPlayerKey, (tally.get(e.assistPlayerKey) ?? 0) + 1);
  }
  let best: string | null = null;
  let bestScore = 0;
  for (const [key, points] of tally) {
    if (points > bestScore) {
      best = key;
      bestScore = points;
    }
  }
  return best;
}

function joinGerman(items: string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} und ${items[items.length - 1]}`;
}
