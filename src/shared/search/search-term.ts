// Apart from the schemas that check it (clubs, news): the search boxes of public pages read it,
// and a page that imports a schema module loads zod with it.

/** The longest search term the server takes (else 400): a box takes no more, a list asks with no more. */
export const SEARCH_TERM_MAX = 100;
