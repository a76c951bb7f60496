// Writes the program pictures of public/images/programs/ (one small SVG illustration per discipline).
// They are committed; run `node scripts/generate-program-pictures.mjs` again only to redraw them.
// Each picture: a gradient in the discipline's colours, soft background shapes, a large white line drawing
// on a translucent disc and a few discipline-specific details. viewBox 0 0 640 360, every file < 3 KB.
import { mkdirSync, writeFileSync } from "node:fs";

const out = new URL("../public/images/programs/", import.meta.url);
mkdirSync(out, { recursive: true });

/** A 24×24 stroke drawing scaled up around (cx, cy). */
const art = (d, cx = 320, cy = 180, s = 7) =>
  `<path transform="translate(${cx - 12 * s} ${cy - 12 * s}) scale(${s})" d="${d}" fill="none" stroke="#fff" stroke-width="${(10 / s).toFixed(2)}" stroke-linecap="round" stroke-linejoin="round"/>`;
const line = (d, w = 8, o = 1) =>
  `<path d="${d}" fill="none" stroke="#fff" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round"${o < 1 ? ` opacity="${o}"` : ""}/>`;
const fill = (d, o = 1) => `<path d="${d}" fill="#fff"${o < 1 ? ` opacity="${o}"` : ""}/>`;
const dot = (cx, cy, r, o = 0.5) => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#fff" opacity="${o}"/>`;
const cloud = (x, y, o = 0.35) =>
  fill(`M${x} ${y}a22 22 0 0 1 40-12 28 28 0 0 1 52 10 18 18 0 0 1 0 36h-86a17 17 0 0 1-6-34z`, o);
const sparkle = (x, y, r = 14) =>
  fill(
    `M${x} ${y - r}l${r / 3} ${(2 * r) / 3} ${(2 * r) / 3} ${r / 3}-${(2 * r) / 3} ${r / 3}-${r / 3} ${(2 * r) / 3}-${r / 3}-${(2 * r) / 3}-${(2 * r) / 3}-${r / 3} ${(2 * r) / 3}-${r / 3}z`,
    0.8,
  );

const ICON = {
  medicine: "M12 7v10M7 12h10M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0z",
  tooth:
    "M7 3C4.5 3 3 5 3 7.5c0 3 1.5 5 2 7.5.5 2.5 1 6 2.5 6S9.5 17 12 17s3 4 4.5 4 2-3.5 2.5-6c.5-2.5 2-4.5 2-7.5C21 5 19.5 3 17 3c-2 0-3 1-5 1S9 3 7 3z",
  pill: "m10.5 20.5 10-10a5 5 0 0 0-7-7l-10 10a5 5 0 0 0 7 7zM8.5 8.5l7 7",
  heart:
    "M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8l1 1L12 21l7.8-7.6 1-1a5.5 5.5 0 0 0 0-7.8zM3.5 12h5l1.5-3 3 6 1.5-3h5",
  monitor:
    "M4 4h16a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1zM8 20h8M12 16v4M10 8l-2 2 2 2M14 8l2 2-2 2",
  gear: "M15 12a3 3 0 1 1-6 0 3 3 0 0 1 6 0zM19 12a7 7 0 1 1-14 0 7 7 0 0 1 14 0zM12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9 7 7M17 17l2.1 2.1M4.9 19.1 7 17M17 7l2.1-2.1",
  briefcase:
    "M4 7h16a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1zM9 7V5a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v2M3 13h18",
  chart: "M3 3v18h18M7 15l4-4 3 3 6-6M16 8h4v4",
  scales: "M12 3v18M7 21h10M5 7h14M5 7l-3 7M5 7l3 7M19 7l-3 7M19 7l3 7M2 14a3 3 0 0 0 6 0M16 14a3 3 0 0 0 6 0",
  head: "M9 21v-3H6a2 2 0 0 1-2-2v-3l-2-1 2-3a8 8 0 1 1 12 7v5M15 9.5a2 2 0 1 1-4 0 2 2 0 0 1 4 0z",
  columns: "M3 21h18M5 21V10M9 21V10M15 21V10M19 21V10M2 10h20L12 3z",
  globe: "M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0zM3 12h18M12 3a14 14 0 0 1 0 18 14 14 0 0 1 0-18z",
  truck: "M2 6h11v10H2zM13 9h4l4 4v3h-8M8 18a2 2 0 1 1-4 0 2 2 0 0 1 4 0zM19 18a2 2 0 1 1-4 0 2 2 0 0 1 4 0z",
  chef: "M6 13.9A4 4 0 0 1 7 6a5 5 0 0 1 10 0 4 4 0 0 1 1 7.9V20H6zM6 17h12",
  plane: "M21 16v-2l-8-5V3.5a1.5 1.5 0 0 0-3 0V9l-8 5v2l8-2.5V19l-2 1.5V22l3.5-1 3.5 1v-1.5L13 19v-5.5z",
  megaphone: "M3 11v3a1 1 0 0 0 1 1h2l5 4V6l-5 4H4a1 1 0 0 0-1 1zM15 9a4 4 0 0 1 0 6M18 6a8 8 0 0 1 0 12",
  dna: "M7 2c0 6 10 8 10 14v6M17 2c0 6-10 8-10 14v6M8 6h8M8 18h8M9.5 10h5",
  person: "M14 4a2 2 0 1 1-4 0 2 2 0 0 1 4 0zM5 7l4 2h6l4-2M12 9v6M12 15l-3 6M12 15l3 6",
  apple:
    "M12 7c-2-1.5-6-1-6.5 3S7 20 9.5 20.5c1 .2 1.7-.5 2.5-.5s1.5.7 2.5.5C17 20 19 14 18.5 10S14 5.5 12 7zM12 7c0-2 1-3.5 3-4",
  cap: "M22 10 12 5 2 10l10 5 10-5zM6 12v5c3 3 9 3 12 0v-5",
  ear: "M6 8.5a6 6 0 1 1 12 0c0 6-6 6-6 10a3.5 3.5 0 0 1-7 0M9 9a3 3 0 0 1 6 0c0 2-3 2-3 4",
  bolt: "M13 2 4 14h7l-1 8 10-12h-7z",
  factory: "M2 20V10l6 4v-4l6 4v-4l6 4V4h2v16zM6 17h2M11 17h2M16 17h2",
  microscope:
    "M6 18h8M3 22h18M14 22a7 7 0 1 0 0-14h-1M9 14h2M9 12a2 2 0 0 1-2-2V6h6v4a2 2 0 0 1-2 2zM12 6V3a1 1 0 0 0-1-1H9a1 1 0 0 0-1 1v3",
  sofa: "M5 11V8a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2v3M3 11h2v4h14v-4h2v6H3zM5 17v2M19 17v2",
  palette:
    "M12 3a9 9 0 1 0 0 18c1 0 1.5-.7 1.5-1.5 0-.4-.2-.8-.4-1-.3-.3-.4-.6-.4-1 0-.8.7-1.5 1.5-1.5H16a5 5 0 0 0 5-5c0-4.4-4-8-9-8zM7.5 11.5h.01M9.5 7.5h.01M14.5 7.5h.01M17 11h.01",
  book: "M4 19.5A2.5 2.5 0 0 1 6.5 17H20V3H6.5A2.5 2.5 0 0 0 4 5.5zM4 19.5A2.5 2.5 0 0 0 6.5 22H20v-5M8 7h8M8 11h6",
  shield: "M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10zM9 11h6v5H9zM10 11V9a2 2 0 0 1 4 0v2",
  nodes:
    "M5 6a2 2 0 1 1 0 .01M5 18a2 2 0 1 1 0 .01M12 12a2 2 0 1 1 0 .01M19 6a2 2 0 1 1 0 .01M19 18a2 2 0 1 1 0 .01M7 6l3 5M7 18l3-5M14 11l3-4M14 13l3 4M5 8v8M19 8v8",
};

const ecg = line("M40 300h150l18-40 28 80 24-64 16 24h324", 6, 0.6);
const ground = (o = 0.18) => fill("M0 300q160-30 320 0t320 0v60H0z", o);

const PICTURES = {
  medicine: ["#991b1b", "#ef4444", art(ICON.medicine) + ecg + sparkle(520, 90)],
  dentistry: ["#0f766e", "#2dd4bf", art(ICON.tooth) + sparkle(470, 100) + sparkle(500, 150, 9) + sparkle(160, 260, 10)],
  pharmacy: [
    "#166534",
    "#4ade80",
    art(ICON.pill, 320, 180, 6.5) +
      line("M110 250l40-40", 22, 0.5) +
      line("M520 110l30 30", 22, 0.5) +
      dot(160, 110, 14) +
      dot(500, 260, 18),
  ],
  nursing: [
    "#9f1239",
    "#fb7185",
    art(ICON.heart) + line("M120 110v36M102 128h36", 8, 0.6) + line("M510 230v36M492 248h36", 8, 0.6),
  ],
  physiotherapy: [
    "#c2410c",
    "#fb923c",
    ground() + art(ICON.person, 320, 170) + line("M90 250h80M104 232v36M156 232v36", 10, 0.7) + dot(520, 110, 26, 0.35),
  ],
  nutrition: [
    "#3f6212",
    "#a3e635",
    art(ICON.apple) +
      fill("M470 120q40-40 80 0q-40 40-80 0z", 0.5) +
      dot(150, 250, 16) +
      dot(176, 262, 16) +
      dot(160, 224, 16),
  ],
  audiology: [
    "#6b21a8",
    "#c084fc",
    art(ICON.ear) + line("M470 130a60 60 0 0 1 0 100", 8, 0.6) + line("M500 100a100 100 0 0 1 0 160", 8, 0.4),
  ],
  computer: [
    "#312e81",
    "#6366f1",
    art(ICON.monitor) + line("M90 100h60M90 130h90M90 160h40", 8, 0.45) + line("M490 230h70M490 260h40", 8, 0.45),
  ],
  "artificial-intelligence": [
    "#1e1b4b",
    "#8b5cf6",
    art(ICON.nodes) +
      dot(120, 90, 6, 0.7) +
      dot(150, 270, 5, 0.6) +
      dot(520, 80, 7, 0.6) +
      dot(540, 280, 5, 0.7) +
      line("M120 90l30 180M520 80l20 200", 2, 0.3),
  ],
  electrical: [
    "#854d0e",
    "#facc15",
    art(ICON.bolt) +
      line("M60 110h90v60h50M580 250h-90v-60h-50", 6, 0.55) +
      dot(60, 110, 10, 0.8) +
      dot(580, 250, 10, 0.8),
  ],
  civil: [
    "#1e3a8a",
    "#60a5fa",
    fill("M0 290h640v70H0z", 0.2) +
      line("M40 250h560M140 250V90M500 250V90", 10) +
      line("M140 90q180 190 360 0M40 200q50 0 100-110M600 200q-50 0-100-110", 6, 0.9) +
      line("M200 142v108M260 177v73M320 188v62M380 177v73M440 142v108", 4, 0.7),
  ],
  mechanical: [
    "#334155",
    "#94a3b8",
    art(ICON.gear, 270, 170, 6.5) + art(ICON.gear, 430, 220, 4) + art(ICON.gear, 440, 100, 2.6),
  ],
  industrial: [
    "#7c2d12",
    "#f59e0b",
    ground() + art(ICON.factory, 320, 175) + dot(480, 90, 16, 0.4) + dot(510, 66, 22, 0.3) + dot(550, 50, 28, 0.2),
  ],
  biomedical: [
    "#155e75",
    "#22d3ee",
    art(ICON.dna, 260, 175, 6.5) + line("M370 200h40l14-30 22 60 18-46 12 16h80", 6, 0.8),
  ],
  genetics: [
    "#14532d",
    "#34d399",
    art(ICON.microscope, 350, 180) + art(ICON.dna, 150, 170, 3.5) + dot(520, 100, 20, 0.35),
  ],
  business: [
    "#0c2b56",
    "#1d6fd8",
    art(ICON.briefcase, 290, 185) + fill("M470 280h26v-50h-26zM506 280h26v-90h-26zM542 280h26v-130h-26z", 0.6),
  ],
  economics: [
    "#064e3b",
    "#10b981",
    `${art(ICON.chart, 300, 180)}<g fill="none" stroke="#fff" stroke-width="6" opacity=".7"><ellipse cx="520" cy="270" rx="44" ry="14"/><ellipse cx="520" cy="246" rx="44" ry="14"/><ellipse cx="520" cy="222" rx="44" ry="14"/></g>`,
  ],
  law: ["#422006", "#a16207", art(ICON.scales) + art(ICON.columns, 120, 250, 3) + art(ICON.columns, 520, 250, 3)],
  psychology: [
    "#701a75",
    "#e879f9",
    art(ICON.head, 300, 180) + dot(440, 100, 12, 0.6) + dot(470, 70, 18, 0.5) + dot(510, 48, 26, 0.4),
  ],
  architecture: [
    "#3f3f46",
    "#a1a1aa",
    line(
      "M40 60h560M40 120h560M40 180h560M40 240h560M100 20v320M220 20v320M340 20v320M460 20v320M580 20v320",
      1.5,
      0.2,
    ) +
      art(ICON.columns, 300, 175) +
      line("M470 290l80-140 80 140z", 8, 0.8),
  ],
  "interior-design": [
    "#78350f",
    "#fbbf24",
    ground(0.15) + art(ICON.sofa, 300, 200) + line("M520 290V130M490 130h60l-14-40h-32z", 8, 0.8),
  ],
  design: [
    "#be185d",
    "#f472b6",
    art(ICON.palette, 300, 180) +
      line("M470 270l90-90 20 20-90 90h-20z", 8, 0.8) +
      dot(130, 100, 22, 0.35) +
      dot(110, 270, 14, 0.35),
  ],
  "international-relations": [
    "#1e40af",
    "#38bdf8",
    art(ICON.globe) +
      line("M120 280V110M490 280V100", 6) +
      fill("M120 110h56l-12 20 12 20h-56zM490 100h56l-12 20 12 20h-56z", 0.8),
  ],
  logistics: [
    "#0e7490",
    "#f97316",
    ground(0.2) +
      art(ICON.truck, 230, 190, 6) +
      fill("M420 290h80v-50h-80zM510 290h80v-50h-80zM465 232h80v-50h-80z", 0.75),
  ],
  gastronomy: [
    "#9a3412",
    "#fdba74",
    art(ICON.chef, 320, 170) +
      line("M110 100v80M95 100v35a15 15 0 0 0 30 0v-35M110 180v100M530 100c25 10 25 70 0 80v100", 8, 0.8),
  ],
  aviation: [
    "#0369a1",
    "#7dd3fc",
    `${cloud(90, 250) + cloud(460, 90, 0.3) + cloud(470, 280, 0.25)}<g transform="rotate(45 320 180)">${art(ICON.plane)}</g>`,
  ],
  communication: [
    "#9d174d",
    "#f97316",
    art(ICON.megaphone, 290, 180) +
      fill(
        "M470 80h110a14 14 0 0 1 14 14v50a14 14 0 0 1-14 14h-70l-26 22v-22h-14a14 14 0 0 1-14-14V94a14 14 0 0 1 14-14z",
        0.5,
      ) +
      fill(
        "M70 230h90a12 12 0 0 1 12 12v40a12 12 0 0 1-12 12H96l-20 18v-18h-6a12 12 0 0 1-12-12v-40a12 12 0 0 1 12-12z",
        0.35,
      ),
  ],
  education: [
    "#1e3a8a",
    "#f59e0b",
    art(ICON.book, 320, 180) + line("M90 100l20-40 20 40M97 86h26M480 250h60M480 280h40", 7, 0.6),
  ],
  "cyber-security": [
    "#0f172a",
    "#0ea5e9",
    art(ICON.shield) +
      line("M70 80h40v40h40M570 280h-40v-40h-40", 4, 0.5) +
      dot(150, 120, 7, 0.8) +
      dot(490, 240, 7, 0.8),
  ],
  default: [
    "#0c2b56",
    "#e4572e",
    art(ICON.cap, 320, 170) + sparkle(130, 90) + sparkle(520, 260, 10) + dot(540, 90, 30, 0.2) + dot(110, 270, 24, 0.2),
  ],
};

for (const [name, [from, to, motif]] of Object.entries(PICTURES)) {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360" width="640" height="360">` +
    `<defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="640" height="360" fill="url(#g)"/>` +
    `<circle cx="590" cy="40" r="140" fill="#fff" opacity=".07"/><circle cx="40" cy="340" r="110" fill="#fff" opacity=".07"/>` +
    `<circle cx="320" cy="180" r="118" fill="#fff" opacity=".13"/>` +
    motif +
    `</svg>\n`;
  const bytes = Buffer.byteLength(svg);
  if (bytes >= 3072) throw new Error(`${name}.svg is ${bytes} bytes (limit 3 KB)`);
  writeFileSync(new URL(`${name}.svg`, out), svg);
  console.log(`${name}.svg ${bytes} B`);
}
