import { SHARE_CARD_HEIGHT, SHARE_CARD_WIDTH } from "../../images/share-card.ts";
import { fullTitle, type PageMeta, SITE_NAME } from "./page-meta.ts";
import { shareImagePath } from "./share-image-url.ts";

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch] ?? ch);
}

/** JSON inside <script>: `<` is escaped, so no value can close the element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

function metaTag(attr: "name" | "property", key: string, content: string): string {
  return `<meta ${attr}="${key}" content="${escapeHtml(content)}" />`;
}

/** The head tags of one page: title, description, canonical, OpenGraph, Twitter, JSON-LD. */
export function renderHeadTags(meta: PageMeta, baseUrl: string): string {
  const title = fullTitle(meta.title);
  const canonical = meta.canonicalPath === null ? null : `${baseUrl}${meta.canonicalPath}`;
  const imagePath = shareImagePath(meta);
  const image = imagePath === null ? null : `${baseUrl}${imagePath}`;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    metaTag("name", "description", meta.description),
    meta.isNoIndex ? metaTag("name", "robots", "noindex") : null,
    canonical ? `<link rel="canonical" href="${escapeHtml(canonical)}" />` : null,
    metaTag("property", "og:site_name", SITE_NAME),
    metaTag("property", "og:locale", "de_CH"),
    metaTag("property", "og:type", meta.ogType),
    metaTag("property", "og:title", title),
    metaTag("property", "og:description", meta.description),
    canonical ? metaTag("property", "og:url", canonical) : null,
    ...(image
      ? [
          metaTag("property", "og:image", image),
          metaTag("property", "og:image:type", "image/jpeg"),
          metaTag("property", "og:image:width", String(SHARE_CARD_WIDTH)),
          metaTag("property", "og:image:height", String(SHARE_CARD_HEIGHT)),
          metaTag("property", "og:image:alt", `${meta.card.kicker}: ${meta.card.title}`),
        ]
      : []),
    metaTag("name", "twitter:card", image ? "summary_large_image" : "summary"),
    metaTag("name", "twitter:title", title),
    metaTag("name", "twitter:description", meta.description),
    image ? metaTag("name", "twitter:image", image) : null,
    ...meta.jsonLd.map((data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`),
  ];
  return tags.filter((t): t is string => t !== null).join("\n    ");
}

/** The app shell with its own title and description replaced by the page's head tags. */
export function injectHead(shell: string, meta: PageMeta, baseUrl: string): string {
  const stripped = shell
    .replace(/<title>[\s\S]*?<\/title>\s*/i, "")
    .replace(/<meta\s+name="description"[^>]*>\s*/i, "");
  const tags = renderHeadTags(meta, baseUrl);
  return stripped.replace(/<\/head>/i, () => `  ${tags}\n  </head>`);
}
