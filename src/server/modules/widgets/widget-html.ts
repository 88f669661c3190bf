import { keptTogetherParts } from "#shared/text/kept-together.ts";
import type { WidgetTheme } from "#shared/widgets/theme.ts";
import { escapeHtml } from "../seo/html-head.ts";

/**
 * The text escaped, its ordinals with their words («1. Mannschaft») and times with «Uhr» in spans
 * that move to the next line whole (the style sheet's .kt), as KeptTogether does on Tschutti's own
 * pages: a frame 300 px wide otherwise leaves «FC Seeblick 1.» on one line and «Mannschaft» on the
 * next. An inline block, not nowrap: where even a line of its own is too narrow (the ticker's
 * score beside the big result at 300 px) it still breaks, and the frame never scrolls sideways.
 */
export function keptTogetherHtml(text: string): string {
  return keptTogetherParts(text)
    .map((part) => (part.kept ? `<span class="kt">${escapeHtml(part.text)}</span>` : escapeHtml(part.text)))
    .join("");
}

export interface WidgetPage {
  title: string;
  /** The browser tab's name; without it, the title and «– Tschutti». */
  tabTitle?: string;
  subtitle?: string;
  body: string;
  /** Link to the full page on Tschutti. */
  moreUrl: string;
  moreLabel: string;
  /** Matches live or about to start: the script keeps the page current while they are. */
  liveMatchIds?: readonly string[];
  /** The colours the club's code names (theme.ts). */
  theme: WidgetTheme;
}

/** A whole widget document: small, no cookies, only Tschutti's own style sheet and script. */
export function renderWidget(page: WidgetPage): string {
  const live = page.liveMatchIds?.length ? ` data-live="${escapeHtml(page.liveMatchIds.join(","))}"` : "";
  const sub = page.subtitle ? `<span class="w-sub">${escapeHtml(page.subtitle)}</span>` : "";
  return `<!doctype html>
<html lang="de-CH" data-theme="${page.theme}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(page.tabTitle ?? `${page.title} – Tschutti`)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/widget/widget.css">
<script src="/widget/widget.js" defer></script>
</head>
<body>
<main class="w" id="w"${live}>
<div class="w-head"><h1 class="w-title">${keptTogetherHtml(page.title)}</h1>${sub}</div>
${page.body}
<p class="foot"><a href="${escapeHtml(page.moreUrl)}" target="_blank" rel="noopener">${escapeHtml(page.moreLabel)}</a></p>
</main>
</body>
</html>`;
}

/** A widget that cannot show its content (unknown team, bad query). */
export function renderWidgetError(message: string, baseUrl: string, theme: WidgetTheme): string {
  return renderWidget({
    theme,
    // The page is about nothing but Tschutti itself: named once, not «Tschutti – Tschutti».
    title: "Tschutti",
    tabTitle: "Tschutti",
    body: `<p class="empty">${escapeHtml(message)}</p>`,
    moreUrl: `${baseUrl}/`,
    moreLabel: "Zu Tschutti",
  });
}
