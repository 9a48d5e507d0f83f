import sharp from 'sharp';

const PALETTE: [string, string][] = [
  ['#14532d', '#bbf7d0'],
  ['#7c2d12', '#fed7aa'],
  ['#1e3a8a', '#bfdbfe'],
  ['#581c87', '#e9d5ff'],
  ['#713f12', '#fde68a'],
  ['#134e4a', '#99f6e4'],
  ['#831843', '#fbcfe8'],
  ['#3f3f46', '#e4e4e7'],
];

/** A simple portrait silhouette in two colours, as PNG: demo members get a photo-like picture with no real face. */
export function demoAvatar(index: number): Promise<Buffer> {
  const [back, front] = PALETTE[index % PALETTE.length]!;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">
    <rect width="256" height="256" fill="${back}"/>
    <circle cx="128" cy="104" r="52" fill="${front}"/>
    <rect x="48" y="172" width="160" height="120" rx="80" fill="${front}"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
