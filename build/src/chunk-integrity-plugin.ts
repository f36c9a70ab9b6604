import { createHash } from 'node:crypto';
import webpack from 'webpack';

/** Stands in the runtime for the chunk → hash map until the chunks' final bytes are known. */
const PLACEHOLDER = '__CASINO_CHUNK_INTEGRITY__';

/**
 * A well-formed sha256 that no file has: a chunk the build did not hash is refused rather than loaded
 * unchecked (a missing or unknown hash would make the browser skip the check).
 */
const NO_FILE_HAS_THIS = `sha256-${'A'.repeat(43)}=`;

const NAME = 'ChunkIntegrityPlugin';

/**
 * The `sha256-<base64>` subresource-integrity value of a chunk's bytes. SHA-256 rather than the entries'
 * SHA-384: every remote entry carries one per chunk of the remote (dozens), and base64 hashes do not
 * compress, so each page's entries would weigh about a kilobyte more for no practical gain in strength.
 */
export function sriOf(bytes: Buffer | string): string {
  return `sha256-${createHash('sha256').update(bytes).digest('base64')}`;
}

class ChunkIntegrityRuntimeModule extends webpack.RuntimeModule {
  constructor() {
    super('chunk integrity', webpack.RuntimeModule.STAGE_ATTACH);
  }

  override generate(): string {
    return `${webpack.RuntimeGlobals.require}.sriHashes = ${JSON.stringify(PLACEHOLDER)};`;
  }
}

/**
 * Subresource integrity for every chunk a remote's `remoteEntry.js` loads (issue 21 point 8,
 * ARCHITECTURE §6). The release manifest records the entry's sha384 and the host loads the entry with
 * it; this plugin writes the sha256 of each chunk into the entry, and the entry's chunk loader puts it
 * on each chunk's `<script integrity crossorigin="anonymous">`. A chunk changed on the CDN is then
 * refused like a changed entry, and a chunk the map does not name is refused too (fail closed).
 *
 * The same hashes by file name go into the remote's `mf-manifest.json` as `metaData.integrity`
 * (`chunkIntegrityOf`, through the federation plugin's `manifest.additionalData`), which the host's early
 * preload reads (with the manifest's own recorded integrity) to preload chunks the way the loader will
 * ask for them.
 *
 * webpack-subresource-integrity was tried first: with Module Federation it stops the build ("contains
 * unresolved integrity placeholders", waysact/webpack-subresource-integrity#176). This plugin needs no
 * chunk-graph walk: remotes' production builds have one runtime chunk (`remoteEntry.js`), and nothing
 * else it hashes contains hashes, so the map is filled once every chunk's bytes are final (after
 * webpack's real content hash, before the compressed copies are written).
 */
export class ChunkIntegrityPlugin {
  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      const withMap = new WeakSet<webpack.Chunk>();
      compilation.hooks.runtimeRequirementInTree.for(webpack.RuntimeGlobals.loadScript).tap(NAME, (chunk) => {
        if (withMap.has(chunk)) return;
        withMap.add(chunk);
        compilation.addRuntimeModule(chunk, new ChunkIntegrityRuntimeModule());
      });
      // The chunk loader's `__webpack_require__.l(url, done, key, chunkId)` creates the script element.
      webpack.runtime.LoadScriptRuntimeModule.getCompilationHooks(compilation).createScript.tap(NAME, (source) =>
        [
          source,
          `script.integrity = (${webpack.RuntimeGlobals.require}.sriHashes || {})[chunkId] || ${JSON.stringify(NO_FILE_HAS_THIS)};`,
          `script.crossOrigin = "anonymous";`,
        ].join('\n'),
      );
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER, before: 'CompressionPlugin' },
        () => fillIntegrity(compilation),
      );
    });
  }
}

/**
 * The `sha256-…` of each JavaScript file of the build's chunks whose bytes are final, by file name and by
 * chunk id; runtime chunks (`remoteEntry.js`, which holds the map and whose own hash the release manifest
 * records) are listed apart. Call it once webpack's
 * real content hash has run (processAssets stage OPTIMIZE_TRANSFER).
 */
export function chunkIntegrityOf(compilation: webpack.Compilation): { byFile: Record<string, string>; byChunkId: Record<string, string>; runtimeFiles: string[] } {
  const byChunkId: Record<string, string> = {};
  const byFile: Record<string, string> = {};
  const runtimeFiles: string[] = [];
  for (const chunk of compilation.chunks) {
    for (const file of chunk.files) {
      const asset = file.endsWith('.js') ? compilation.getAsset(file) : undefined;
      if (!asset) continue;
      if (chunk.hasRuntime()) {
        runtimeFiles.push(file);
        continue;
      }
      const sri = sriOf(asset.source.buffer());
      byFile[file] = sri;
      if (chunk.id !== null) byChunkId[String(chunk.id)] = sri;
    }
  }
  return { byFile, byChunkId, runtimeFiles };
}

function fillIntegrity(compilation: webpack.Compilation): void {
  const { byChunkId, runtimeFiles } = chunkIntegrityOf(compilation);
  for (const file of runtimeFiles) {
    const text = compilation.getAsset(file)?.source.source().toString() ?? '';
    if (!text.includes(PLACEHOLDER)) continue;
    const filled = text.replace(new RegExp(`(["'])${PLACEHOLDER}\\1`, 'g'), () => JSON.stringify(byChunkId));
    if (filled.includes(PLACEHOLDER)) {
      compilation.errors.push(new webpack.WebpackError(`${NAME}: ${file} still holds the chunk integrity placeholder`));
    }
    compilation.updateAsset(file, new webpack.sources.RawSource(filled));
  }
}
