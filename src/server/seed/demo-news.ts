// The German texts of the demo world: club news. Kept apart from demo-data.ts so the
// structure of the world stays readable there. Swiss orthography (ss, never ß).

export interface DemoNewsText {
  /** Stable key, unique within the world. */
  key: string;
  clubKey: string;
  title: string;
  /** Paragraphs separated by line breaks; the client splits on them. */
  content: string;
  /** Days before now it was published; null for a draft. */
  publishedDaysAgo: number | null;
  images: ReadonlyArray<{ caption: string | null; motif: NewsMotif }>;
}

/** Which kind of picture the generated news image shows. */
export type NewsMotif = "pitch" | "floodlight" | "ball" | "crowd" | "trophy";

const paragraphs = (...lines: string[]) => lines.join("\n");

/**
 * `year` is the current year; posts about next summer's events name the coming summer,
 * whatever the month the demo is seeded in.
 */
export function demoNewsTexts(year: number, month: number): DemoNewsText[] {
  const nextSummer = month > 6 ? year + 1 : year;
  return [
    // FC Seeblick
    {
      key: "seeblick-gruempel",
      clubKey: "seeblick",
      title: `Grümpelturnier ${nextSummer}: Die Anmeldung ist offen`,
      content: paragraphs(
        `Am letzten Juni-Wochenende ${nextSummer} ist es wieder so weit: Das traditionelle Seeblick-Grümpelturnier geht in die nächste Runde. Gespielt wird in den Kategorien Plausch, Firmen, Damen und Junioren.`,
        `Ein Team besteht aus mindestens sechs Spielerinnen und Spielern, davon höchstens zwei mit aktiver Lizenz. Das Startgeld beträgt CHF 120 pro Team, Junioren spielen gratis.`,
        `Für das leibliche Wohl sorgt wie immer unsere Festwirtschaft mit Grill, Raclette und der legendären Seeblick-Bar. Anmeldungen nehmen wir bis Ende Mai über info@fc-seeblick.ch entgegen.`,
      ),
      publishedDaysAgo: 4,
      images: [
        { caption: "Beim Grümpelturnier ist jedes Jahr das ganze Dorf auf dem Platz.", motif: "crowd" },
      ],
    },
    {
      key: "seeblick-flutlicht",
      clubKey: "seeblick",
      title: "Neue Flutlichtanlage auf der Sportanlage Seeblick",
      content: paragraphs(
        `Nach drei Wochen Bauzeit ist es geschafft: Die Sportanlage Seeblick verfügt über eine neue LED-Flutlichtanlage. Die vier Masten leuchten den Hauptplatz gleichmässig aus und verbrauchen rund 60 Prozent weniger Strom als die alte Anlage.`,
        `Damit können wir im Winter endlich alle Trainings auf dem Hauptplatz durchführen, und auch Abendspiele unter der Woche sind wieder möglich. Ein grosses Dankeschön geht an die Gemeinde, an unsere Sponsoren und an die vielen Helferinnen und Helfer, die beim Aufbau mit angepackt haben.`,
        `Die offizielle Einweihung feiern wir beim nächsten Heimspiel der 1. Mannschaft. Die Festwirtschaft ist ab 18 Uhr geöffnet.`,
      ),
      publishedDaysAgo: 12,
      images: [
        { caption: "Die neuen Masten am Abend der ersten Probebeleuchtung.", motif: "floodlight" },
        { caption: "Gleichmässiges Licht bis in die Ecken des Hauptplatzes.", motif: "pitch" },
        { caption: "Das Helferteam nach dem letzten Arbeitseinsatz.", motif: "crowd" },
      ],
    },
    {
      key: "seeblick-junioren",
      clubKey: "seeblick",
      title: `Junioren B suchen Verstärkung (Jahrgänge ${year - 16} und ${year - 15})`,
      content: paragraphs(
        `Unsere Junioren B spielen eine starke Saison und wollen im Frühling in die Promotion aufsteigen. Dafür suchen wir noch zwei bis drei motivierte Spieler der Jahrgänge ${year - 16} und ${year - 15}.`,
        `Trainiert wird am Dienstag und Donnerstag von 18.00 bis 19.30 Uhr auf der Sportanlage Seeblick. Ein Probetraining ist jederzeit möglich, Vorkenntnisse im Verein sind keine Voraussetzung.`,
        `Interessierte melden sich direkt bei unserem Juniorenobmann oder kommen einfach mit Fussballschuhen und Schienbeinschonern vorbei.`,
      ),
      publishedDaysAgo: 25,
      images: [],
    },
    {
      key: "seeblick-gv",
      clubKey: "seeblick",
      title: "Einladung zur Generalversammlung",
      content: paragraphs(
        `Der Vorstand lädt alle Aktiv-, Passiv- und Ehrenmitglieder herzlich zur ordentlichen Generalversammlung ins Clubhaus ein.`,
        `Traktanden: Begrüssung, Protokoll der letzten GV, Jahresberichte, Jahresrechnung und Revisorenbericht, Budget und Mitgliederbeiträge, Wahlen, Anträge, Verschiedenes.`,
        `Anträge von Mitgliedern sind bis spätestens zwei Wochen vor der Versammlung schriftlich an den Präsidenten zu richten.`,
      ),
      publishedDaysAgo: null,
      images: [],
    },

    // SV Limmatau
    {
      key: "limmatau-schiri",
      clubKey: "limmatau",
      title: "Wir suchen Schiedsrichterinnen und Schiedsrichter",
      content: paragraphs(
        `Ohne Schiedsrichter kein Fussball: Der Verband verlangt von jedem Verein eine bestimmte Anzahl aktiver Unparteiischer. Der SV Limmatau sucht deshalb Verstärkung für sein Schiedsrichterteam.`,
        `Der nächste Grundkurs findet im Herbst statt und dauert drei Tage. Die Kurskosten übernimmt der Verein, und pro geleitetem Spiel gibt es eine Entschädigung.`,
        `Mitmachen können alle ab 14 Jahren. Melde dich bei unserem Schiedsrichterobmann, er beantwortet gerne alle Fragen.`,
      ),
      publishedDaysAgo: 3,
      images: [],
    },
    {
      key: "limmatau-helferfest",
      clubKey: "limmatau",
      title: "Rückblick auf das Helferfest",
      content: paragraphs(
        `Über 80 Helferinnen und Helfer sind unserer Einladung auf den Sportplatz Auwiesen gefolgt. Bei Grilladen, Salaten und einem feinen Dessertbuffet haben wir auf eine erfolgreiche Vereinssaison angestossen.`,
        `Der Präsident bedankte sich in seiner Rede für die rund 2500 Stunden Freiwilligenarbeit, die im vergangenen Jahr in Kiosk, Platzpflege, Juniorenbetreuung und Vorstand geleistet wurden.`,
        `Ein spezieller Dank ging an Beat Widmer, der seit 25 Jahren jeden Samstag den Kiosk führt.`,
      ),
      publishedDaysAgo: 15,
      images: [{ caption: "Gemütliches Beisammensein auf dem Sportplatz Auwiesen.", motif: "crowd" }],
    },
    {
      key: "limmatau-trainer",
      clubKey: "limmatau",
      title: "Neuer Trainer für die 2. Mannschaft",
      content: paragraphs(
        `Die 2. Mannschaft hat einen neuen Chef an der Seitenlinie: Daniel Huber übernimmt das Team per sofort. Er spielte selbst über zehn Jahre für den SV Limmatau und besitzt das C-Diplom.`,
        `Sein Ziel ist klar: Junge Spieler aus den eigenen Junioren sollen in der 2. Mannschaft Spielpraxis sammeln und sich für die 1. Mannschaft empfehlen.`,
        `Wir wünschen Daniel viel Freude und Erfolg in seiner neuen Aufgabe.`,
      ),
      publishedDaysAgo: 30,
      images: [],
    },
    {
      key: "limmatau-lager",
      clubKey: "limmatau",
      title: "Trainingslager im Sommer – erste Informationen",
      content: paragraphs(
        `Auch dieses Jahr fährt die 1. Mannschaft ins Trainingslager. Geplant sind fünf Tage in Tenero mit zwei Einheiten pro Tag und einem Testspiel.`,
        `Die genauen Daten und die Kostenbeteiligung folgen, sobald die Unterkunft bestätigt ist.`,
      ),
      publishedDaysAgo: null,
      images: [],
    },

    // SC Aarewald
    {
      key: "aarewald-familientag",
      clubKey: "aarewald",
      title: "Familientag im Stadion Aarewald",
      content: paragraphs(
        `Mit einem Festtag für die ganze Familie haben wir unser Stadion geöffnet. Alle Mannschaften vom Kinderfussball bis zu den Senioren stellten sich dem Publikum vor.`,
        `Höhepunkt war das Plauschspiel der 1. Mannschaft gegen eine Auswahl aus Vorstand und Sponsoren, das – wenig überraschend – deutlich an die Aktiven ging.`,
        `Herzlichen Dank an alle, die diesen Tag möglich gemacht haben. Wir freuen uns, euch bald wieder an einem Heimspiel der 2. Liga zu sehen!`,
      ),
      publishedDaysAgo: 5,
      images: [{ caption: "Alle Teams des SC Aarewald beim Familientag.", motif: "pitch" }],
    },
    {
      key: "aarewald-kunstrasen",
      clubKey: "aarewald",
      title: "Kunstrasen: Gemeinde bewilligt den Kredit",
      content: paragraphs(
        `Grosse Freude beim SC Aarewald: Die Gemeindeversammlung hat dem Kredit für einen neuen Kunstrasenplatz mit deutlicher Mehrheit zugestimmt.`,
        `Der neue Platz entsteht neben dem Stadion Aarewald und soll bereits im nächsten Frühling bespielbar sein. Damit entschärft sich die Platznot im Winter, unter der vor allem unsere Junioren gelitten haben.`,
        `Der Vorstand dankt allen Mitgliedern, die an der Versammlung teilgenommen und für das Projekt geworben haben.`,
      ),
      publishedDaysAgo: 18,
      images: [],
    },
    {
      key: "aarewald-hallenturnier",
      clubKey: "aarewald",
      title: "Junioren B gewinnen das Hallenturnier",
      content: paragraphs(
        `Unsere Junioren B haben das Hallenturnier in der Dreifachhalle ohne Niederlage gewonnen. Im Final setzten sie sich im Penaltyschiessen durch.`,
        `Trainer und Betreuer waren besonders vom Teamgeist beeindruckt: Jeder Spieler kam zum Einsatz, und jeder hat seinen Teil zum Turniersieg beigetragen.`,
      ),
      publishedDaysAgo: 35,
      images: [{ caption: "Der Pokal hat im Clubhaus einen Ehrenplatz bekommen.", motif: "trophy" }],
    },
    {
      key: "aarewald-sponsorenlauf",
      clubKey: "aarewald",
      title: "Sponsorenlauf am Aareufer",
      content: paragraphs(
        `Zugunsten der Juniorenabteilung organisieren wir einen Sponsorenlauf entlang der Aare. Jede Runde misst 800 Meter.`,
        `Sponsorenblätter können im Clubhaus bezogen werden.`,
      ),
      publishedDaysAgo: null,
      images: [],
    },

    // FC Rheinfelden-Au
    {
      key: "rheinfelden-verschoben",
      clubKey: "rheinfelden",
      title: "Heimspiel gegen den FC Chriesiwald abgesagt",
      content: paragraphs(
        `Nach den starken Regenfällen der letzten Tage steht die Sportanlage Au-Matten teilweise unter Wasser. Die Gemeinde hat die Plätze deshalb bis auf Weiteres gesperrt.`,
        `Das Heimspiel der 1. Mannschaft gegen den FC Chriesiwald findet darum nicht statt. Ein neues Datum wird mit dem Gegner und dem Verband vereinbart und hier publiziert.`,
        `Die Trainings finden bis zur Freigabe der Plätze in der Turnhalle Augarten statt.`,
      ),
      publishedDaysAgo: 1,
      images: [],
    },
    {
      key: "rheinfelden-beiz",
      clubKey: "rheinfelden",
      title: "Unsere neue Vereinsbeiz ist eröffnet",
      content: paragraphs(
        `Nach einem Winter voller Arbeitseinsätze ist es vollbracht: Die neue Vereinsbeiz auf der Sportanlage Au-Matten ist offen. Sie bietet Platz für 60 Gäste und hat eine Terrasse mit Blick auf den Hauptplatz.`,
        `Geöffnet ist sie an allen Spieltagen sowie am Dienstag- und Donnerstagabend während der Trainings. Unser Beizenteam freut sich auf euren Besuch!`,
      ),
      publishedDaysAgo: 10,
      images: [{ caption: "Die neue Terrasse der Vereinsbeiz.", motif: "pitch" }],
    },
    {
      key: "rheinfelden-helfer",
      clubKey: "rheinfelden",
      title: "Helferinnen und Helfer für das Stadtfest gesucht",
      content: paragraphs(
        `Am Stadtfest betreibt der FC Rheinfelden-Au wieder einen Stand. Wir suchen Helferinnen und Helfer für Auf- und Abbau sowie für Schichten am Grill.`,
      ),
      publishedDaysAgo: null,
      images: [],
    },

    // AS Valmaggina
    {
      key: "valmaggina-derby",
      clubKey: "valmaggina",
      title: "Verdienter Derbysieg gegen die US Castagneto",
      content: paragraphs(
        `Die 1. Mannschaft der AS Valmaggina hat das Derby auswärts mit 2:0 gewonnen. Vor einer für die 2. Liga beachtlichen Kulisse kontrollierten unsere Spieler die Partie von Beginn weg.`,
        `Nach der Pause belohnte sich das Team mit zwei Toren und brachte den Vorsprung souverän über die Zeit. Besonders die Defensive um Captain und Abwehrchef überzeugte.`,
        `Grazie mille an alle mitgereisten Fans für die lautstarke Unterstützung!`,
      ),
      publishedDaysAgo: 11,
      images: [{ caption: "Jubel nach dem Schlusspfiff in Castagneto.", motif: "ball" }],
    },
    {
      key: "valmaggina-fanshop",
      clubKey: "valmaggina",
      title: "Der Fanshop ist jetzt online",
      content: paragraphs(
        `Trikots, Schals und Mützen in den Vereinsfarben gibt es ab sofort auch online. Bestellungen können an jedem Heimspiel am Kiosk des Campo sportivo Ronchetto abgeholt werden.`,
        `Mit jedem Kauf unterstützt ihr direkt unsere Juniorenabteilung.`,
      ),
      publishedDaysAgo: 22,
      images: [],
    },
    {
      key: "valmaggina-festa",
      clubKey: "valmaggina",
      title: "Programm der Festa d'estate",
      content: paragraphs(`Das Programm unseres Sommerfests wird in den nächsten Tagen veröffentlicht.`),
      publishedDaysAgo: null,
      images: [],
    },
  ];
}
