import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { precompress } from "./build/precompress.ts";
import { serviceWorker } from "./vite-service-worker.ts";

export default defineConfig({
  root: "src/client",
  publicDir: "public",
  // The service worker is emitted into the bundle first, so it is precompressed like the rest.
  plugins: [react(), tailwindcss(), serviceWorker(), precompress()],
  build: {
    // VITE_OUT_DIR lets several checkouts or agents build side by side.
    outDir: process.env.VITE_OUT_DIR ? `../../${process.env.VITE_OUT_DIR}` : "../../dist/client",
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
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
