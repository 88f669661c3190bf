import { escapeXml, wrapText } from "./svg-text.ts";

/**
 * What a share preview shows (og:image): a branded 1200×630 card with a kicker ("VEREIN"), the
 * title, a subtitle, up to three further lines (a table's leaders) and up to two logos, over
 * the brand's green or a photo of the page (a stadium, an article's picture).
 */
export interface ShareCard {
  kicker: string;
  title: string;
  subtitle: string;
  lines: string[];
  /** Image URLs of our own storage (club logo, team picture), at most two (a match's teams). */
  logoUrls: string[];
  /** A photo behind the text, darkened; null for the brand's green. */
  photoUrl: string | null;
}

export interface ShareCardImages {
  logos: Buffer[];
  photo: Buffer | null;
}

export const SHARE_CARD_WIDTH = 1200;
export const SHARE_CARD_HEIGHT = 630;

const MARGIN = 80;
const FOOTER_HEIGHT = 90;
const LOGO_BOX = 200;
const LOGO_PADDING = 22;
// Liberation Sans is metric-compatible with Arial (the server's fonts); DejaVu is the fallback.
const FONT = "'Liberation Sans', Arial, 'DejaVu Sans', sans-serif";
const BRAND_DARK = "#0e452e";
const BRAND = "#158550";
const ACCENT = "#f5b400";

function textBlock(card: ShareCard, width: number): string {
  const titleSize = card.title.length > 48 ? 54 : 66;
  const titleLines = wrapText(card.title, width, titleSize, 3);
  const subtitleLines = wrapText(card.subtitle, width, 32, 2);
  const parts: string[] = [];
  let y = 150;
  parts.push(
    `<text x="${MARGIN}" y="${y}" font-family="${FONT}" font-size="28" font-weight="700" letter-spacing="3" fill="${ACCENT}">${escapeXml(card.kicker.toUpperCase())}</text>`,
  );
  y += titleSize + 22;
  for (const line of titleLines) {
    parts.push(
      `<text x="${MARGIN}" y="${y}" font-family="${FONT}" font-size="${titleSize}" font-weight="700" fill="#ffffff">${escapeXml(line)}</text>`,
    );
    y += Math.round(titleSize * 1.15);
  }
  y += 8;
  for (const line of subtitleLines) {
    parts.push(
      `<text x="${MARGIN}" y="${y}" font-family="${FONT}" font-size="32" fill="#d6f5e1">${escapeXml(line)}</text>`,
    );
    y += 42;
  }
  y += 10;
  for (const line of card.lines.slice(0, 3)) {
    if (y > SHARE_CARD_HEIGHT - FOOTER_HEIGHT - 20) break;
    const [text] = wrapText(line, width, 28, 1);
    parts.push(
      `<text x="${MARGIN}" y="${y}" font-family="${FONT}" font-size="28" fill="#ffffff">${escapeXml(text ?? "")}</text>`,
    );
    y += 38;
  }
  return parts.join("");
}

function overlaySvg(card: ShareCard, hasPhoto: boolean, textWidth: number): Buffer {
  const footerY = SHARE_CARD_HEIGHT - FOOTER_HEIGHT;
  const background = hasPhoto
    ? // The photo stays recognisable on the right, the text side is dark enough to read.
      `<defs><linearGradient id="shade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#04180f" stop-opacity="0.92"/><stop offset="0.6" stop-color="#04180f" stop-opacity="0.7"/><stop offset="1" stop-color="#04180f" stop-opacity="0.35"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#shade)"/>`
    : `<defs><linearGradient id="brand" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${BRAND_DARK}"/><stop offset="1" stop-color="${BRAND}"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#brand)"/><circle cx="1080" cy="90" r="260" fill="#ffffff" fill-opacity="0.05"/><circle cx="1120" cy="560" r="180" fill="#ffffff" fill-opacity="0.05"/>`;
  const ball = `<g transform="translate(${MARGIN} ${footerY + 22}) scale(0.09)"><circle cx="256" cy="256" r="230" fill="#ffffff"/><path d="M256 156l58 42-22 68h-72l-22-68z" fill="${BRAND_DARK}"/><path d="M256 156v-48M314 198l46-16M292 266l28 40M220 266l-28 40M198 198l-46-16" stroke="${BRAND_DARK}" stroke-width="14" stroke-linecap="round"/></g>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_CARD_WIDTH}" height="${SHARE_CARD_HEIGHT}">${background}<rect y="${footerY}" width="${SHARE_CARD_WIDTH}" height="${FOOTER_HEIGHT}" fill="#04180f" fill-opacity="0.55"/><rect y="${footerY}" width="${SHARE_CARD_WIDTH}" height="6" fill="${ACCENT}"/>${ball}<text x="${MARGIN + 60}" y="${footerY + 58}" font-family="${FONT}" font-size="34" font-weight="700" fill="#ffffff">Tschutti</text><text x="${SHARE_CARD_WIDTH - MARGIN}" y="${footerY + 56}" text-anchor="end" font-family="${FONT}" font-size="26" fill="#d6f5e1">Amateurfussball Schweiz</text>${textBlock(card, textWidth)}</svg>`;
  return Buffer.from(svg);
}

type Sharp = typeof import("sharp").default;

/** A logo on a white rounded square, so any logo (dark, transparent) reads on the green. */
async function logoTile(sharp: Sharp, logo: Buffer): Promise<Buffer | null> {
  const inner = LOGO_BOX - 2 * LOGO_PADDING;
  try {
    const resized = await sharp(logo, { limitInputPixels: 50_000_000 })
      .resize({ width: inner, height: inner, fit: "contain", background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .png()
      .toBuffer();
    const tile = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${LOGO_BOX}" height="${LOGO_BOX}"><rect width="${LOGO_BOX}" height="${LOGO_BOX}" rx="28" fill="#ffffff"/></svg>`,
    );
    return await sharp(tile)
      .composite([{ input: resized, left: LOGO_PADDING, top: LOGO_PADDING }])
      .png()
      .toBuffer();
  } catch {
    // An unreadable stored logo leaves its place empty rather than failing the preview.
    return null;
  }
}

async function backgroundOf(sharp: Sharp, photo: Buffer | null): Promise<ReturnType<Sharp> | null> {
  if (!photo) return null;
  try {
    const resized = await sharp(photo, { limitInputPixels: 50_000_000 })
      .rotate()
      .resize({ width: SHARE_CARD_WIDTH, height: SHARE_CARD_HEIGHT, fit: "cover" })
      .flatten({ background: BRAND_DARK })
      .toBuffer();
    return sharp(resized);
  } catch {
    return null;
  }
}

/** The card as a 1200×630 JPEG (what every messenger and network shows large). */
export async function renderShareCard(card: ShareCard, images: ShareCardImages): Promise<Buffer> {
  const { default: sharp } = await import("sharp");
  const tiles = (await Promise.all(images.logos.slice(0, 2).map((logo) => logoTile(sharp, logo)))).filter(
    (tile): tile is Buffer => tile !== null,
  );
  const textWidth = SHARE_CARD_WIDTH - 2 * MARGIN - (tiles.length > 0 ? LOGO_BOX + 40 : 0);
  const photo = await backgroundOf(sharp, images.photo);
  const base =
    photo ??
    sharp({
      create: { width: SHARE_CARD_WIDTH, height: SHARE_CARD_HEIGHT, channels: 3, background: BRAND_DARK },
    });
  const contentHeight = SHARE_CARD_HEIGHT - FOOTER_HEIGHT;
  const logoLeft = SHARE_CARD_WIDTH - MARGIN - LOGO_BOX;
  const logoTops =
    tiles.length === 2
      ? [Math.round(contentHeight / 2 - LOGO_BOX - 15), Math.round(contentHeight / 2 + 15)]
      : [Math.round((contentHeight - LOGO_BOX) / 2)];
  return base
    .composite([
      { input: overlaySvg(card, photo !== null, textWidth), left: 0, top: 0 },
      ...tiles.map((tile, index) => ({ input: tile, left: logoLeft, top: logoTops[index] ?? 0 })),
    ])
    .jpeg({ quality: 88, mozjpeg: true })
    .toBuffer();
}
