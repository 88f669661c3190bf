// Name pools for the generated squads. A Swiss amateur dressing room mixes Swiss German,
// Romandie, Ticino, Balkan, Portuguese, Turkish and West African family backgrounds, so the
// demo squads do too. All combinations are drawn at random; none is meant to be a real person.

export interface NamePool {
  firstNames: readonly string[];
  lastNames: readonly string[];
}

const SWISS_GERMAN: NamePool = {
  firstNames: [
    "Luca",
    "Noah",
    "Jan",
    "Nico",
    "Simon",
    "Lukas",
    "Fabian",
    "Remo",
    "Dario",
    "Reto",
    "Marco",
    "Pascal",
    "Silvan",
    "Yannick",
    "Joel",
    "Levin",
    "Cédric",
    "Kevin",
    "Janis",
    "Severin",
    "Andrin",
    "Mauro",
    "Florian",
    "Tobias",
    "Raphael",
    "Manuel",
    "Elias",
    "Gian",
  ],
  lastNames: [
    "Meier",
    "Müller",
    "Keller",
    "Brunner",
    "Baumann",
    "Frei",
    "Huber",
    "Steiner",
    "Gerber",
    "Schmid",
    "Widmer",
    "Zimmermann",
    "Bachmann",
    "Graf",
    "Roth",
    "Wyss",
    "Lüthi",
    "Bühler",
    "Kägi",
    "Hofer",
    "Suter",
    "Moser",
    "Imhof",
    "Zürcher",
    "Egli",
    "Ammann",
    "Sutter",
    "Kunz",
    "Stucki",
    "Hürlimann",
  ],
};

const ROMANDIE: NamePool = {
  firstNames: ["Mathieu", "Loïc", "Julien", "Théo", "Maxime", "Bastien", "Quentin", "Arnaud", "Romain"],
  lastNames: ["Favre", "Rochat", "Dubois", "Perrin", "Girard", "Chappuis", "Bonvin", "Rey", "Jaquier"],
};

const TICINO: NamePool = {
  firstNames: [
    "Alessandro",
    "Matteo",
    "Gianluca",
    "Davide",
    "Lorenzo",
    "Filippo",
    "Nicola",
    "Samuele",
    "Riccardo",
    "Elia",
    "Tommaso",
    "Michele",
    "Andrea",
    "Fabio",
  ],
  lastNames: [
    "Bernasconi",
    "Rossi",
    "Ferrari",
    "Bianchi",
    "Pedrazzini",
    "Lombardi",
    "Galli",
    "Colombo",
    "Cattaneo",
    "Guidotti",
    "Mondada",
    "Pellandini",
    "Rusconi",
    "Sciaroni",
    "Valsecchi",
  ],
};

const BALKAN: NamePool = {
  firstNames: [
    "Arben",
    "Valon",
    "Dardan",
    "Ardit",
    "Luka",
    "Nikola",
    "Milan",
    "Edin",
    "Haris",
    "Leutrim",
    "Blerim",
  ],
  lastNames: [
    "Berisha",
    "Krasniqi",
    "Gashi",
    "Hoxha",
    "Shala",
    "Jovanović",
    "Petrović",
    "Kovačević",
    "Hadžić",
    "Begić",
    "Morina",
  ],
};

const PORTUGUESE: NamePool = {
  firstNames: ["Tiago", "Rúben", "João", "Diogo", "Rafael", "Bruno"],
  lastNames: ["da Silva", "Ferreira", "Pereira", "Carvalho", "Gonçalves", "Rodrigues", "Sousa"],
};

const OTHER: NamePool = {
  firstNames: ["Emre", "Burak", "Moussa", "Ibrahima", "Javier", "Sergio", "Kerem", "Samuel"],
  lastNames: ["Yılmaz", "Demir", "Kaya", "Diallo", "Traoré", "Fernández", "Ndiaye", "Özdemir"],
};

/** Weighted mix of pools; the weight is how many out of 20 players come from that background. */
export type PoolMix = ReadonlyArray<readonly [NamePool, number]>;

export const GERMAN_SPEAKING_MIX: PoolMix = [
  [SWISS_GERMAN, 11],
  [BALKAN, 3],
  [TICINO, 2],
  [PORTUGUESE, 2],
  [ROMANDIE, 1],
  [OTHER, 1],
];

export const TICINO_MIX: PoolMix = [
  [TICINO, 13],
  [SWISS_GERMAN, 2],
  [BALKAN, 2],
  [PORTUGUESE, 2],
  [OTHER, 1],
];

/** For coaches and officials: mostly long-time locals. */
export const OFFICIALS_MIX: PoolMix = [
  [SWISS_GERMAN, 14],
  [TICINO, 2],
  [BALKAN, 2],
  [ROMANDIE, 1],
  [PORTUGUESE, 1],
];

export const TICINO_OFFICIALS_MIX: PoolMix = [
  [TICINO, 16],
  [SWISS_GERMAN, 3],
  [BALKAN, 1],
];
