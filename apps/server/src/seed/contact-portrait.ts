import sharp from 'sharp';

const PALETTE = ['#1565c0', '#2e7d32', '#6a1b9a', '#c62828', '#00838f', '#ef6c00', '#4527a0', '#283593'];

/** A neutral silhouette portrait for a demo sales contact: clearly a placeholder, never a real person. */
export async function contactPortrait(index: number): Promise<Buffer> {
  const color = PALETTE[index % PALETTE.length];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160">
  <rect width="160" height="160" rx="80" fill="${color}"/>
  <circle cx="80" cy="62" r="30" fill="#fff" fill-opacity="0.9"/>
  <path d="M28 140c6-30 28-44 52-44s46 14 52 44z" fill="#fff" fill-opacity="0.9"/>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
