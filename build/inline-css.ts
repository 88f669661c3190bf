import type { Plugin } from "vite";

// On a slow network every request before the first paint costs a round trip: on DevTools'
// "Slow 3G" (2 s per request) the page's HTML arrived, then the browser asked for the style
// sheet and painted nothing until it came, 5 s after the click (bench/README.md, "Server
// rendering"). The whole style sheet is 10 KB in brotli, so it goes into the page itself: the
// server-rendered HTML paints as soon as it arrives. The page's later navigations are the
// client's and fetch no HTML, so a visitor pays the 10 KB once per full page load, not per page.
// The CSP allows inline styles ('unsafe-inline' in style-src, security-headers.ts).

const STYLESHEET = /<link rel="stylesheet"(?: crossorigin)? href="\/([^"]+\.css)">/g;

/** The shell with each of its style sheets from the bundle written into a <style> element. */
export function inlineStylesheets(html: string, cssOf: (file: string) => string | undefined): string {
  return html.replace(STYLESHEET, (link, file: string) => {
    const css = cssOf(file);
    // A style sheet could only close the element early by a literal "</style"; never seen in
    // Tailwind's output, but a link is better than a broken page.
    if (css === undefined || /<\/style/i.test(css)) return link;
    return `<style>${css}</style>`;
  });
}

export function inlineCss(): Plugin {
  return {
    name: "tschutti-inline-css",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        return inlineStylesheets(html, (file) => {
          const asset = bundle[file];
          if (asset?.type !== "asset") return undefined;
          return typeof asset.source === "string" ? asset.source : new TextDecoder().decode(asset.source);
        });
      },
    },
  };
}
