import { z } from "zod";

// zod compiles object parsers with `new Function` when it can, and probes for that by calling
// it once. Under the production CSP (script-src 'self', no 'unsafe-eval') the probe is blocked
// and reported as a violation on every page; the interpreted parser is fast enough for forms.
z.config({ jitless: true });
