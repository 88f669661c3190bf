// The two legal pages: their addresses and titles, for the router's links, the footer, the
// registration form and the server's head and sitemap (modules/seo/page-meta.ts).

export const IMPRESSUM_PATH = "/impressum";
export const PRIVACY_PATH = "/datenschutz";

export const IMPRESSUM_TITLE = "Impressum";
export const PRIVACY_TITLE = "Datenschutzerklärung";

/** What the pages say where the operator has not entered his details (OPERATOR_* unset). */
export const OPERATOR_MISSING =
  "Der Betreiber dieser Tschutti-Instanz hat seine Angaben (Name, Adresse, E-Mail) noch nicht eingetragen.";
