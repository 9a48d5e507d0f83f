// Draws the app's icons (the web manifest's, decision 042) from the logo of public/favicon.svg:
// run once when the logo changes (`node scripts/icons.mjs`); the PNGs are committed.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const out = path.resolve(import.meta.dirname, '../public/icons');
const BRAND = '#14532d'; // --color-brand-900, the theme colour
const ACCENT = '#fbbf24'; // the logo's letter
const LETTER = 'M9 24V8h8a5 5 0 0 1 0 10h-4v6z';

/** The logo as the favicon draws it: a rounded square with the letter. */
const rounded = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="${BRAND}"/><path d="${LETTER}" fill="${ACCENT}"/></svg>`;
/** Maskable: the ground fills the square (the system cuts its own shape); the letter stays inside the central 80 % safe zone. */
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${BRAND}"/><g transform="translate(16 16) scale(0.7) translate(-16 -16)"><path d="${LETTER}" fill="${ACCENT}"/></g></svg>`;

mkdirSync(out, { recursive: true });
const draw = (svg, size, name) =>
  sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(out, name));

await draw(rounded, 192, 'icon-192.png');
await draw(rounded, 512, 'icon-512.png');
await draw(maskable, 512, 'maskable-512.png');
await draw(maskable, 180, 'apple-touch-icon.png');
