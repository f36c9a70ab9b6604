import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.svg': 'image/svg+xml', '.webp': 'image/webp', '.json': 'application/json' };

/** The copies the build writes beside a file, best first, by the `Accept-Encoding` token that takes them. */
const PRECOMPRESSED = [
  { encoding: 'br', extension: '.br' },
  { encoding: 'gzip', extension: '.gz' },
] as const;

/**
 * Serves a folder on a free port of 127.0.0.1, as a single-page app (unknown paths get index.html,
 * or 404 when the folder has none).
 * Like the site's servers, it sends the brotli or gzip copy the build wrote beside a file when the
 * browser accepts it, so the baseline and the site travel the same way.
 */
export async function serveFolder(root: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    let file = path.join(root, path.normalize(pathname).replace(/^(\.\.[/\\])+/, ''));
    if (!file.startsWith(root) || !existsSync(file) || statSync(file).isDirectory()) file = path.join(root, 'index.html');
    if (!existsSync(file)) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const copy = PRECOMPRESSED.find(({ encoding, extension }) => accepted.includes(encoding) && existsSync(file + extension));
    response.writeHead(200, {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-cache',
      vary: 'accept-encoding',
      ...(copy ? { 'content-encoding': copy.encoding } : {}),
    });
    createReadStream(copy ? file + copy.extension : file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
