import path from "node:path";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { inlineCss } from "./build/inline-css.ts";
import { precompress } from "./build/precompress.ts";
import { routePreload } from "./build/route-preload.ts";
import { routerProductionBuild } from "./build/router-production.ts";
import { CLUB_OTHER_TABS } from "./src/client/features/clubs/club-page-tabs.ts";
import { RANKING_TABLE_TABS } from "./src/client/features/rankings/ranking-page-tabs.ts";
import { serviceWorker } from "./vite-service-worker.ts";

export default defineConfig({
  root: "src/client",
  publicDir: "public",
  // The service worker and the route preloader are emitted into the bundle first, so they are
  // precompressed like the rest.
  plugins: [
    react(),
    routerProductionBuild(),
    tailwindcss(),
    serviceWorker(),
    // A tab whose code loads when opened: an address that opens it preloads that code too. The
    // tabs are the pages' own lists (their code parts read the same), so a renamed tab is renamed
    // here too (app/tab-parts.test.ts).
    routePreload(path.resolve(import.meta.dirname, "src/client/app/router.tsx"), [
      {
        page: "vereine/:clubId",
        tabs: CLUB_OTHER_TABS,
        module: path.resolve(import.meta.dirname, "src/client/features/clubs/club-other-tabs.tsx"),
      },
      {
        page: "ranking",
        tabs: RANKING_TABLE_TABS,
        module: path.resolve(import.meta.dirname, "src/client/features/rankings/league-table-tab.tsx"),
      },
    ]),
    inlineCss(),
    precompress(),
  ],
  build: {
    // VITE_OUT_DIR lets several checkouts or agents build side by side.
    outDir: process.env.VITE_OUT_DIR ? `../../${process.env.VITE_OUT_DIR}` : "../../dist/client",
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      // Required by the inlining below; the entry's exports are used by nothing.
      preserveEntrySignatures: false,
      // Radix's builds name each function with a top-level `__name(fn, "fn")` call; as a call it
      // counted as a use, so every function of a Radix module stayed in the bundle whether
      // anything ran it or not (react-collection's second implementation, most of Popper's
      // helpers). Marked pure, a call whose result nobody reads goes with its unused function;
      // what remains only loses the original `name` of a minified function.
      treeshake: { manualPureFunctions: ["__name"] },
      output: {
        codeSplitting: {
          // Shared modules of a few KB (icons, cards, small helpers) are copied into the chunks
          // that use them instead of each becoming a file: `/` needed 51 requests of 0.2-2 KB,
          // and on a phone over HTTP/1.1 (six connections) each round of six costs a round
          // trip before the first paint. Rolldown keeps one module instance across the copies.
          // Except the match reads (with the timeline and the paths they use): the start page, a
          // club page and a match page load their loader module and their screen side by side,
          // both import them, and as copies a first route downloaded them twice (3 KB brotli);
          // as a chunk of their own they come once, with one request more.
          experimentalInlineCommonChunks: {
            maxSize: 16 * 1024,
            exclude: [/src[\\/]client[\\/]features[\\/]matches[\\/]api\.ts$/],
          },
          groups: [
            // What every page runs before any of its own code (React, the router, the query
            // cache): one chunk, one request, compressed as one.
            {
              name: "framework",
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      "/api": { target: "http://localhost:3000", changeOrigin: false },
      "/uploads": { target: "http://localhost:3000", changeOrigin: false },
    },
  },
});
