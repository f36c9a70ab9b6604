import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { JSDOM } from 'jsdom';
import webpack from 'webpack';
import { ChunkIntegrityPlugin, sriOf } from './chunk-integrity-plugin';
import { compressionPlugins } from './webpack';

/** Builds a tiny app whose entry loads one chunk, in production mode, with the plugin and the compressed copies. */
async function build(dir: string): Promise<webpack.Stats> {
  writeFileSync(path.join(dir, 'entry.js'), "window.loaded = import('./lazy.js');\n");
  writeFileSync(path.join(dir, 'lazy.js'), "export const answer = 'from the chunk '.repeat(100);\n");
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: { main: './entry.js' },
    devtool: false,
    output: { path: path.join(dir, 'dist'), publicPath: 'https://cdn.example/app/', chunkFilename: '[name].[contenthash:10].js' },
    plugins: [new ChunkIntegrityPlugin(), ...compressionPlugins()],
  });
  const stats = await new Promise<webpack.Stats>((resolve, reject) => compiler.run((error, result) => (error || !result ? reject(error) : resolve(result))));
  await new Promise((resolve) => compiler.close(resolve));
  return stats;
}

describe('ChunkIntegrityPlugin (issue 21 point 8)', () => {
  let dir: string;
  let stats: webpack.Stats;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'chunk-integrity-'));
    stats = await build(dir);
  }, 60_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const dist = (file: string) => path.join(dir, 'dist', file);
  const chunkFile = () => stats.toJson({ assets: true }).assets!.map((asset) => asset.name).find((name) => /^\d+\.[0-9a-f]{10}\.js$/.test(name))!;

  it('builds without errors and writes the sha256 of the final chunk into the runtime', () => {
    expect(stats.hasErrors()).toBe(false);
    const runtime = readFileSync(dist('main.js'), 'utf8');
    expect(runtime).not.toContain('__CASINO_CHUNK_INTEGRITY__');
    expect(runtime).toContain(sriOf(readFileSync(dist(chunkFile()))));
  });

  it('leaves the compressed copies of the runtime equal to the file (filled before they are written)', () => {
    expect(zlib.brotliDecompressSync(readFileSync(dist('main.js.br'))).toString()).toBe(readFileSync(dist('main.js'), 'utf8'));
  });

  it('loads the chunk with its integrity and in CORS mode, so the browser refuses changed bytes', async () => {
    const { window } = new JSDOM('<!doctype html><html><head></head><body></body></html>', { runScripts: 'outside-only', url: 'https://site.example/' });
    window.eval(readFileSync(dist('main.js'), 'utf8'));
    // The chunk itself is not served here: only the element the loader made is read.
    (window as unknown as { loaded: Promise<unknown> }).loaded.catch(() => undefined);
    const script = window.document.head.querySelector<HTMLScriptElement>('script[src$=".js"]');
    window.close();
    expect(script?.src).toBe(`https://cdn.example/app/${chunkFile()}`);
    // jsdom does not reflect these two properties to attributes; a browser does.
    expect(script?.integrity).toBe(sriOf(readFileSync(dist(chunkFile()))));
    expect(script?.crossOrigin).toBe('anonymous');
  });

  it('gives a chunk the build did not hash an integrity no file has (fail closed)', () => {
    const runtime = readFileSync(dist('main.js'), 'utf8');
    expect(runtime).toMatch(/\|\|"sha256-A{43}="/);
  });
});
