import { storeImage } from "../images/store-image.ts";
import type { Storage } from "../storage/storage.ts";
import type { DemoImage, DemoImageArt } from "./demo-data.ts";
import { stadiumSvg, teamSvg } from "./demo-scene-art.ts";

/**
 * Real pictures for the demo without any network: small SVG drawings rendered by sharp, then
 * sent through the same pipeline and storage as an upload, so the demo exercises the real
 * image path (re-encoding, sizes, storage URLs).
 */

const FONT = "DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif";
const GRASS = [
  ["#2f8f3a", "#1f6e2b"],
  ["#3a9a44", "#256f2f"],
  ["#2b7f3f", "#17592a"],
  ["#45a04b", "#2a7a33"],
] as const;

/** Renders every image, stores it, and answers image key → stored URL. All or nothing. */
export async function storeDemoImages(
  images: readonly DemoImage[],
  storage: Storage,
): Promise<Map<string, string>> {
  const results = await Promise.allSettled(
    images.map(async (image) => {
      const stored = await storeImage(storage, image.kind, await renderDemoArt(image.art));
      return [image.key, stored.url] as const;
    }),
  );
  const stored = results.flatMap((r) => (r.status === "fulfilled" ? [r.value] : []));
  const failure = results.find((r) => r.status === "rejected");
  if (failure) {
    // Leave no orphaned files behind when one picture fails.
    await Promise.allSettled(stored.map(([, url]) => storage.remove(url)));
    throw failure.reason;
  }
  return new Map(stored);
}

/** The PNG of one drawing. */
export async function renderDemoArt(art: DemoImageArt): Promise<Buffer> {
  // Loaded on first use: sharp costs a noticeable part of a server start that needs no images.
  const { default: sharp } = await import("sharp");
  return sharp(Buffer.from(svgFor(art)))
    .png({ compressionLevel: 6 })
    .toBuffer();
}

function svgFor(art: DemoImageArt): string {
  switch (art.type) {
    case "crest":
      return crestSvg(art.initials, art.primary, art.secondary);
    case "stadium":
      return stadiumSvg(art.primary, art.variant);
    case "team":
      return teamSvg(art.primary, art.secondary, art.variant);
    case "news":
      return newsSvg(art.motif, art.variant);
    case "avatar":
      return avatarSvg(art.primary, art.secondary);
  }
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function crestSvg(initials: string, primary: string, secondary: string): string {
  const shield = "M256 20 L468 84 V246 C468 376 378 458 256 496 C134 458 44 376 44 246 V84 Z";
  const inner = "M256 48 L440 104 V246 C440 360 362 432 256 466 C150 432 72 360 72 246 V104 Z";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
  <defs><clipPath id="c"><path d="${inner}"/></clipPath></defs>
  <path d="${shield}" fill="${secondary}" stroke="#0f172a" stroke-width="8"/>
  <path d="${inner}" fill="${primary}"/>
  <g clip-path="url(#c)">
    <rect x="0" y="318" width="512" height="46" fill="${secondary}" opacity="0.9"/>
    <rect x="0" y="372" width="512" height="14" fill="${secondary}" opacity="0.6"/>
  </g>
  <circle cx="256" cy="128" r="30" fill="#ffffff" stroke="#0f172a" stroke-width="5"/>
  <path d="M256 112 l15 11 -6 18 h-18 l-6 -18 z" fill="#0f172a"/>
  <text x="256" y="262" text-anchor="middle" font-family="${FONT}" font-weight="bold" font-size="112"
    fill="#ffffff" stroke="#0f172a" stroke-width="3" paint-order="stroke">${escapeXml(initials)}</text>
</svg>`;
}

function pitchLines(opacity: number): string {
  return `<g fill="none" stroke="#ffffff" stroke-width="6" opacity="${opacity}">
    <rect x="60" y="60" width="1080" height="680"/>
    <line x1="600" y1="60" x2="600" y2="740"/>
    <circle cx="600" cy="400" r="110"/>
    <rect x="60" y="230" width="170" height="340"/>
    <rect x="970" y="230" width="170" height="340"/>
    <rect x="60" y="320" width="60" height="160"/>
    <rect x="1080" y="320" width="60" height="160"/>
  </g>
  <circle cx="600" cy="400" r="8" fill="#ffffff" opacity="${opacity}"/>`;
}

function ball(cx: number, cy: number, r: number): string {
  const patches = [0, 72, 144, 216, 288]
    .map((deg) => {
      const rad = (deg - 90) * (Math.PI / 180);
      const x = cx + Math.cos(rad) * r * 0.78;
      const y = cy + Math.sin(rad) * r * 0.78;
      return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${(r * 0.2).toFixed(1)}" fill="#111827"/>`;
    })
    .join("");
  return `<g><circle cx="${cx}" cy="${cy}" r="${r}" fill="#ffffff" stroke="#111827" stroke-width="6"/>
    <path d="M${cx} ${cy - r * 0.32} l${r * 0.3} ${r * 0.22} -${r * 0.12} ${r * 0.36} h-${r * 0.36} l-${r * 0.12} -${r * 0.36} z" fill="#111827"/>${patches}</g>`;
}

// The picture only: the caption belongs under it (figcaption), where it can be read, wraps on a
// phone and reaches screen readers; painted into the pixels it was cut off and doubled.
function newsSvg(motif: string, variant: number): string {
  const [light, dark] = GRASS[variant % GRASS.length] ?? GRASS[0];
  const stripes = Array.from({ length: 10 }, (_, i) =>
    i % 2 === 0 ? `<rect x="${i * 120}" y="0" width="120" height="800" fill="#ffffff" opacity="0.05"/>` : "",
  ).join("");
  let scene: string;
  switch (motif) {
    case "floodlight":
      scene = `<rect width="1200" height="800" fill="#0b1324"/>
      <rect y="360" width="1200" height="440" fill="url(#g)"/>
      ${[160, 1040]
        .map(
          (
            x,
          ) => `<polygon points="${x - 40},90 ${x + 40},90 ${x + 420 * Math.sign(600 - x)},800 ${x - 60 * Math.sign(600 - x)},800" fill="#fef9c3" opacity="0.12"/>
        <rect x="${x - 7}" y="90" width="14" height="290" fill="#64748b"/>
        <rect x="${x - 60}" y="60" width="120" height="50" rx="6" fill="#fefce8"/>`,
        )
        .join("")}
      <g opacity="0.8" fill="none" stroke="#ffffff" stroke-width="5"><path d="M120 420 H1080 L1180 780 H20 Z"/><line x1="600" y1="420" x2="600" y2="780"/></g>`;
      break;
    case "crowd": {
      const heads = Array.from({ length: 90 }, (_, i) => {
        const row = Math.floor(i / 18);
        const col = i % 18;
        const hue = (i * 47 + variant * 31) % 360;
        return `<circle cx="${40 + col * 66 + (row % 2) * 30}" cy="${60 + row * 62}" r="24" fill="hsl(${hue},55%,55%)"/>
          <rect x="${14 + col * 66 + (row % 2) * 30}" y="${84 + row * 62}" width="52" height="30" rx="12" fill="hsl(${(hue + 180) % 360},40%,40%)"/>`;
      }).join("");
      scene = `<rect width="1200" height="800" fill="#1e293b"/>${heads}
      <rect y="400" width="1200" height="400" fill="url(#g)"/>${stripes}
      <line x1="0" y1="470" x2="1200" y2="470" stroke="#ffffff" stroke-width="6" opacity="0.8"/>
      ${ball(600, 610, 60)}`;
      break;
    }
    case "trophy":
      scene = `<rect width="1200" height="800" fill="#1e293b"/>
      <circle cx="600" cy="360" r="300" fill="#334155"/>
      <path d="M470 160 H730 V260 C730 350 670 400 600 410 C530 400 470 350 470 260 Z" fill="#f59e0b" stroke="#b45309" stroke-width="8"/>
      <path d="M470 190 C390 190 390 300 480 310 M730 190 C810 190 810 300 720 310" fill="none" stroke="#f59e0b" stroke-width="18"/>
      <rect x="580" y="405" width="40" height="80" fill="#d97706"/>
      <rect x="510" y="480" width="180" height="50" rx="8" fill="#92400e"/>`;
      break;
    case "ball":
      scene = `<rect width="1200" height="800" fill="url(#g)"/>${stripes}${pitchLines(0.55)}${ball(760, 330, 130)}`;
      break;
    default:
      scene = `<rect width="1200" height="800" fill="url(#g)"/>${stripes}${pitchLines(0.85)}`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>
  ${scene}
</svg>`;
}

function avatarSvg(primary: string, secondary: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="600" viewBox="0 0 400 600">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e2e8f0"/><stop offset="1" stop-color="#94a3b8"/></linearGradient></defs>
  <rect width="400" height="600" fill="url(#bg)"/>
  <circle cx="200" cy="230" r="92" fill="#475569"/>
  <path d="M40 600 C40 430 110 360 200 360 C290 360 360 430 360 600 Z" fill="${primary}"/>
  <path d="M160 362 L200 410 L240 362" fill="none" stroke="${secondary}" stroke-width="12"/>
</svg>`;
}
