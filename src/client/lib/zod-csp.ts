// zod compiles object parsers with `new Function` when it can, and probes for that by calling
// it once. Under the production CSP (script-src 'self', no 'unsafe-eval') the probe is blocked
// and reported as a violation on every page; the interpreted parser is fast enough for forms.
//
// Set without importing zod: zod keeps its configuration on `globalThis.__zod_globalConfig` and
// adopts an object that is already there, so the first page does not download zod to
// configure it (zod-csp.test.ts pins that contract).
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };

export {};
