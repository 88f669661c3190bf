/**
 * The stadium and team pictures of the demo: SVG scenes in the club's colours. They carry no
 * text: the names stand beside the picture on the page, where they wrap on a phone and reach
 * screen readers; painted into the pixels they were cut off by the crops of the image sizes.
 * The variant picks the scenery, so the clubs of the demo do not all look alike.
 */

const SCENES = 4;

interface Sky {
  top: string;
  bottom: string;
  /** Hills, mountains or trees on the horizon. */
  horizon: string;
  night: boolean;
}

const SKIES: readonly Sky[] = [
  { top: "#4f9be8", bottom: "#dbeefe", horizon: "#7fa886", night: false },
  { top: "#8ec5f0", bottom: "#f0f7ff", horizon: "#6b8fa8", night: false },
  { top: "#0b1530", bottom: "#28406e", horizon: "#0f1d33", night: true },
  { top: "#f08a4b", bottom: "#fde2b8", horizon: "#3d4a3a", night: false },
];

function skyOf(variant: number): Sky {
  return SKIES[variant % SCENES] ?? (SKIES[0] as Sky);
}

function skyDefs(sky: Sky): string {
  return `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky.top}"/><stop offset="1" stop-color="${sky.bottom}"/></linearGradient>
    <linearGradient id="grass" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky.night ? "#2f8a3c" : "#45a04b"}"/><stop offset="1" stop-color="${sky.night ? "#145a22" : "#1f6e2b"}"/></linearGradient>`;
}

function cloud(x: number, y: number, s: number): string {
  return `<g fill="#ffffff" opacity="0.85" transform="translate(${x} ${y}) scale(${s})">
    <ellipse cx="0" cy="0" rx="60" ry="22"/><ellipse cx="-40" cy="8" rx="40" ry="16"/><ellipse cx="45" cy="6" rx="44" ry="18"/><ellipse cx="5" cy="-14" rx="34" ry="20"/></g>`;
}

/** What stands on the horizon: rolling hills, snowy Alps, a night sky or a line of trees at dusk. */
function backdrop(variant: number, width: number, base: number): string {
  const sky = skyOf(variant);
  switch (variant % SCENES) {
    case 1: {
      const peaks = [
        [0, 70],
        [170, 150],
        [300, 90],
        [470, 175],
        [640, 110],
        [820, 185],
        [990, 100],
        [1200, 160],
      ]
        .map(([x, h]) => [((x ?? 0) * width) / 1200, base - (h ?? 0)] as const)
        .map(([x, y]) => `${x.toFixed(0)},${y}`)
        .join(" ");
      // Snow above a line under the highest peaks, cut to the mountains' outline.
      const snowLine = base - 120;
      const jags = Array.from(
        { length: 25 },
        (_, i) => `${((24 - i) * width) / 24},${snowLine + (i % 2) * 14}`,
      ).join(" ");
      return `<defs><clipPath id="peaks"><polygon points="0,${base} ${peaks} ${width},${base}"/></clipPath></defs>
        <polygon points="0,${base} ${peaks} ${width},${base}" fill="${sky.horizon}"/>
        <polygon points="0,0 ${width},0 ${jags}" fill="#f8fafc" clip-path="url(#peaks)"/>`;
    }
    case 2: {
      const stars = Array.from({ length: 40 }, (_, i) => {
        const x = (i * 149 + 37) % width;
        const y = (i * 61 + 13) % (base - 60);
        return `<circle cx="${x}" cy="${y}" r="${1 + (i % 3) * 0.6}" fill="#ffffff" opacity="${0.35 + (i % 4) * 0.15}"/>`;
      }).join("");
      return `${stars}<circle cx="${width * 0.82}" cy="70" r="30" fill="#f8fafc" opacity="0.9"/>
        <path d="M0 ${base} Q${width * 0.3} ${base - 50} ${width * 0.6} ${base - 20} T${width} ${base - 30} V${base} Z" fill="${sky.horizon}"/>`;
    }
    case 3: {
      const trees = Array.from({ length: Math.ceil(width / 60) + 1 }, (_, i) => {
        const x = i * 60 + ((i * 17) % 25);
        const r = 34 + ((i * 13) % 22);
        return `<circle cx="${x}" cy="${base - r * 0.6}" r="${r}"/>`;
      }).join("");
      return `<circle cx="${width * 0.7}" cy="${base - 40}" r="70" fill="#fff1c2" opacity="0.9"/>
        <g fill="${sky.horizon}">${trees}</g>`;
    }
    default:
      return `${cloud(width * 0.2, 70, 1)}${cloud(width * 0.72, 110, 0.8)}
        <path d="M0 ${base - 20} Q${width * 0.18} ${base - 90} ${width * 0.38} ${base - 40} T${width * 0.72} ${base - 50} T${width} ${base - 30} V${base} H0 Z" fill="${sky.horizon}"/>`;
  }
}

function floodlight(x: number, top: number, bottom: number, lit: boolean): string {
  const beam = lit
    ? `<polygon points="${x - 50},${top + 20} ${x + 50},${top + 20} ${x + 260},${bottom + 320} ${x - 260},${bottom + 320}" fill="#fef9c3" opacity="0.1"/>`
    : "";
  return `${beam}<rect x="${x - 6}" y="${top}" width="12" height="${bottom - top}" fill="#475569"/>
    <rect x="${x - 50}" y="${top - 10}" width="100" height="44" rx="6" fill="${lit ? "#fefce8" : "#e2e8f0"}" stroke="#475569" stroke-width="6"/>`;
}

/** A pitch seen from the stand: perspective stripes, touchlines, halfway line and centre circle. */
function pitch(top: number, width: number, height: number): string {
  const stripes = Array.from({ length: 7 }, (_, i) => {
    const y = top + (height * (i * i)) / 49;
    const h = (height * (2 * i + 1)) / 98;
    return `<rect x="0" y="${y.toFixed(1)}" width="${width}" height="${h.toFixed(1)}" fill="#ffffff" opacity="0.07"/>`;
  }).join("");
  const inset = width * 0.12;
  return `<rect x="0" y="${top}" width="${width}" height="${height}" fill="url(#grass)"/>${stripes}
    <g fill="none" stroke="#ffffff" stroke-width="5" opacity="0.9">
      <path d="M${inset} ${top + 20} H${width - inset} L${width + 40} ${top + height} H-40 Z"/>
      <line x1="${width / 2}" y1="${top + 20}" x2="${width / 2}" y2="${top + height}"/>
      <ellipse cx="${width / 2}" cy="${top + 20 + (height - 20) * 0.45}" rx="${width * 0.13}" ry="${height * 0.15}"/>
    </g>`;
}

/** The stands or the clubhouse behind the pitch, in the club's colour. */
function stand(variant: number, primary: string, width: number, base: number): string {
  if (variant % SCENES === 1 || variant % SCENES === 3) {
    // A village ground: a clubhouse with a pitched roof and advertising boards along the pitch.
    const boards = Array.from({ length: 10 }, (_, i) => {
      const x = 40 + i * ((width - 80) / 10);
      return `<rect x="${x.toFixed(0)}" y="${base - 28}" width="${((width - 80) / 10 - 8).toFixed(0)}" height="26" fill="${i % 2 ? primary : "#f8fafc"}" opacity="0.95"/>`;
    }).join("");
    const cx = width * (variant % SCENES === 1 ? 0.3 : 0.62);
    return `<rect x="${cx - 150}" y="${base - 130}" width="300" height="110" fill="#f5efe6"/>
      <path d="M${cx - 175} ${base - 126} L${cx} ${base - 200} L${cx + 175} ${base - 126} Z" fill="#9a3412"/>
      ${[-100, -30, 40, 110].map((dx) => `<rect x="${cx + dx - 18}" y="${base - 100}" width="36" height="30" fill="#7dd3fc" stroke="#475569" stroke-width="3"/>`).join("")}
      <rect x="${cx - 150}" y="${base - 58}" width="300" height="16" fill="${primary}"/>
      ${boards}`;
  }
  const rows = Array.from({ length: 5 }, (_, row) => {
    const y = base - 150 + row * 26;
    return `<rect x="${width * 0.125}" y="${y}" width="${width * 0.75}" height="16" fill="${primary}" opacity="${0.95 - row * 0.12}"/>`;
  }).join("");
  return `<rect x="${width * 0.11}" y="${base - 190}" width="${width * 0.78}" height="190" fill="#334155"/>
    <path d="M${width * 0.09} ${base - 190} H${width * 0.91} L${width * 0.88} ${base - 220} H${width * 0.12} Z" fill="#1e293b"/>
    ${rows}`;
}

export function stadiumSvg(primary: string, variant: number): string {
  const sky = skyOf(variant);
  const [width, height, base] = [1200, 675, 340];
  const lit = sky.night;
  const masts = variant % SCENES === 1 ? "" : [90, 1110].map((x) => floodlight(x, 40, base, lit)).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>${skyDefs(sky)}</defs>
  <rect width="${width}" height="${height}" fill="url(#sky)"/>
  ${backdrop(variant, width, base)}
  ${stand(variant, primary, width, base)}
  ${masts}
  ${pitch(base - 10, width, height - base + 10)}
</svg>`;
}

const SKIN = ["#f1c9a5", "#d9a57b", "#8d5b3a", "#e8b893", "#5c3a24", "#c68b62"] as const;
const HAIR = ["#2b1d14", "#6b4423", "#d6b370", "#111827", "#8a5a2b", "#3f2a1d"] as const;

function person(
  x: number,
  y: number,
  scale: number,
  kit: { shirt: string; trim: string; striped: boolean },
  index: number,
): string {
  const stripes = kit.striped
    ? `<path d="M-30 -44 V40 M0 -48 V40 M30 -44 V40" stroke="${kit.trim}" stroke-width="10" opacity="0.85"/>`
    : "";
  return `<g transform="translate(${x} ${y}) scale(${scale})">
    <path d="M-52 -38 Q0 -58 52 -38 L60 40 H-60 Z" fill="${kit.shirt}" stroke="${kit.trim}" stroke-width="4"/>
    ${stripes}
    <path d="M-14 -44 L0 -28 L14 -44" fill="none" stroke="${kit.trim}" stroke-width="5"/>
    <circle cx="0" cy="-70" r="26" fill="${SKIN[(index * 5) % SKIN.length]}"/>
    <path d="M-26 -74 Q-24 -102 0 -100 Q24 -102 26 -74 Q14 -88 0 -86 Q-14 -88 -26 -74 Z" fill="${HAIR[(index * 7) % HAIR.length]}"/>
  </g>`;
}

function ball(cx: number, cy: number, r: number): string {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#ffffff" stroke="#111827" stroke-width="4"/>
    <path d="M${cx} ${cy - r * 0.35} l${r * 0.33} ${r * 0.24} -${r * 0.13} ${r * 0.4} h-${r * 0.4} l-${r * 0.13} -${r * 0.4} z" fill="#111827"/>`;
}

/** A team photo: two rows in the team's kit (the keeper in his own), in front of varying scenery. */
export function teamSvg(primary: string, secondary: string, variant: number): string {
  const sky = skyOf(variant);
  const [width, height, base] = [960, 720, 330];
  const kit = { shirt: primary, trim: secondary, striped: variant % 2 === 1 };
  const keeper = { shirt: variant % 2 ? "#facc15" : "#111827", trim: "#f8fafc", striped: false };
  const back = Array.from({ length: 7 }, (_, i) =>
    person(150 + i * 110, 420, 1, i === 0 ? keeper : kit, i),
  ).join("");
  const front = Array.from({ length: 6 }, (_, i) =>
    person(205 + i * 110, 560, 1.12, kit, i + 3 + variant),
  ).join("");
  const scenery =
    variant % SCENES === 0
      ? `<g stroke="#ffffff" fill="none">
    <path d="M250 ${base} V170 H710 V${base}" stroke-width="10"/>
    <path d="${Array.from({ length: 11 }, (_, i) => `M${270 + i * 40} 180 V${base}`).join(" ")} M250 220 H710 M250 270 H710" stroke-width="2" opacity="0.6"/>
  </g>`
      : `${stand(variant, primary, width, base)}${sky.night ? [70, 890].map((x) => floodlight(x, 60, base, true)).join("") : ""}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>${skyDefs(sky)}</defs>
  <rect width="${width}" height="${height}" fill="url(#sky)"/>
  ${backdrop(variant, width, base)}
  <rect x="0" y="${base}" width="${width}" height="${height - base}" fill="url(#grass)"/>
  ${scenery}
  ${back}
  ${front}
  ${ball(width / 2, 650, 34)}
</svg>`;
}
