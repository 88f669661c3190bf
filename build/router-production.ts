import path from "node:path";
import type { Plugin } from "vite";

/**
 * React Router's package exports name only its development build (its issue 14102: the
 * production build beside it is never chosen), so every page shipped the router's developer
 * warnings, their texts and the default error screen's "Hey developer" (0.6 KB brotli of the
 * framework chunk), and the server rendered every page with their checks. The client's build and
 * the server's bundle (scripts/server-bundle.ts) take the library's own production build instead;
 * the dev server and the tests keep the warnings.
 */
export const ROUTER_PRODUCTION_BUILD = path.resolve(
  import.meta.dirname,
  "../node_modules/react-router/dist/production/index.mjs",
);

export function routerProductionBuild(): Plugin {
  return {
    name: "tschutti-router-production",
    apply: "build",
    config: () => ({
      resolve: {
        alias: [
          {
            find: /^react-router$/,
            replacement: ROUTER_PRODUCTION_BUILD,
          },
        ],
      },
    }),
  };
}
