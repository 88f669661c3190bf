// Renders the PWA icons (web manifest, 192 and 512 px PNG) from the app icon SVG. The PNGs are
// committed; run again after changing the SVG: `node --import tsx scripts/generate-icons.ts`.
import { readFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

const DIR = path.resolve("src/client/public/icons");
const SIZES = [192, 512] as const;

const svg = await readFile(path.join(DIR, "app-icon.svg"));
for (const size of SIZES) {
  const out = path.join(DIR, `icon-${size}.png`);
  await sharp(svg, { density: Math.ceil((72 * size) / 512) * 2 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(out);
  console.log(`${out} (${size}×${size})`);
}
