import sharp from 'sharp';

/** A 200 × 200 SVG tile for the baseline's grid: a coloured square with its number, about 300 bytes. */
function tileSvg(tile: number): string {
  const hue = (tile * 47) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200"><rect width="200" height="200" fill="hsl(${hue} 60% 35%)"/><circle cx="100" cy="90" r="48" fill="hsl(${hue} 70% 60%)"/><text x="100" y="175" font-family="sans-serif" font-size="24" fill="#fff" text-anchor="middle">${tile}</text></svg>`;
}

/** The tile as WebP (quality 80, as the sandbox serves game thumbnails): what the baseline's grid shows. */
export function tileWebp(tile: number): Promise<Buffer> {
  return sharp(Buffer.from(tileSvg(tile))).webp({ quality: 80 }).toBuffer();
}
