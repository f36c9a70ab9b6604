import { hashOf } from '../lib/hash';
import { escapeHtml } from '../lib/html';

/** Two gradient colours for an id: the same id always gets the same colours. */
export function coloursOf(id: string): [string, string] {
  const hue = hashOf(id) % 360;
  const second = (hue + 40 + (hashOf(`second:${id}`) % 80)) % 360;
  return [`hsl(${hue} 70% 45%)`, `hsl(${second} 75% 28%)`];
}

/** Splits a title into at most `maxLines` lines of about `width` characters. */
function linesOf(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && `${line} ${word}`.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1]}…`;
    return kept;
  }
  return lines;
}

interface CardOptions {
  /** Seeds the colours. */
  id: string;
  title: string;
  subtitle?: string;
  width: number;
  height: number;
  /** Drawn size: the view box stays `width` × `height`, the image is `scale` times larger. */
  scale?: number;
  fontSize: number;
  lineWidth: number;
}

/** A gradient card with a centred title (and a subtitle), as an SVG document. */
export function cardSvg(options: CardOptions): string {
  const [from, to] = coloursOf(options.id);
  const scale = options.scale ?? 1;
  const lines = linesOf(options.title, options.lineWidth, 3);
  const lineHeight = options.fontSize * 1.2;
  const subtitleSize = Math.round(options.fontSize * 0.55);
  const blockHeight = lines.length * lineHeight + (options.subtitle ? subtitleSize * 1.6 : 0);
  const top = (options.height - blockHeight) / 2 + options.fontSize;
  const text = lines
    .map((line, index) => `<text x="50%" y="${(top + index * lineHeight).toFixed(1)}" font-size="${options.fontSize}" font-weight="700">${escapeHtml(line)}</text>`)
    .join('');
  const subtitle = options.subtitle
    ? `<text x="50%" y="${(top + lines.length * lineHeight + subtitleSize * 0.4).toFixed(1)}" font-size="${subtitleSize}" opacity="0.85">${escapeHtml(options.subtitle)}</text>`
    : '';
  const gradient = `g${hashOf(options.id).toString(36)}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${options.width * scale}" height="${options.height * scale}" viewBox="0 0 ${options.width} ${options.height}" role="img" aria-label="${escapeHtml(options.title)}">
<defs><linearGradient id="${gradient}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="${options.width}" height="${options.height}" rx="${Math.round(Math.min(options.width, options.height) / 12)}" fill="url(#${gradient})"/>
<g fill="#fff" text-anchor="middle" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif">${text}${subtitle}</g>
</svg>
`;
}

/**
 * Artwork without words, as an SVG document: the gradient of `id` with a few soft circles placed by it. For
 * images the site writes its own text over or beside (banners, page heroes and tiles), where a drawn title
 * would show twice, or in another market's language. `title` is only the image's accessible name.
 */
export function backdropSvg(options: { id: string; title: string; width: number; height: number }): string {
  const [from, to] = coloursOf(options.id);
  const gradient = `b${hashOf(options.id).toString(36)}`;
  const size = Math.min(options.width, options.height);
  const circles = [0, 1, 2]
    .map((index) => {
      const seed = hashOf(`${index}:${options.id}`);
      const cx = Math.round(((seed % 1000) / 1000) * options.width);
      const cy = Math.round((((seed >> 10) % 1000) / 1000) * options.height);
      const r = Math.round(size * (0.25 + (((seed >> 20) % 100) / 100) * 0.35));
      return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#fff" opacity="${(0.06 + index * 0.03).toFixed(2)}"/>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${options.width}" height="${options.height}" viewBox="0 0 ${options.width} ${options.height}" role="img" aria-label="${escapeHtml(options.title)}">
<defs><linearGradient id="${gradient}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="${options.width}" height="${options.height}" rx="${Math.round(size / 12)}" fill="url(#${gradient})"/>
${circles}
</svg>
`;
}
