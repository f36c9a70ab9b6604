import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compressionPlugins, typescriptRule } from '@casino/build/webpack';
import webpack from 'webpack';
import { tileWebp } from './tiles';

const benchDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Where the baseline's production files go. */
export const BASELINE_DIST = path.join(benchDir, 'baseline', 'dist');

/**
 * The baseline's webpack configuration: the apps' toolchain (webpack 5.111.1, swc-loader with their
 * swc options, production mode, the same brotli and gzip copies) without Module Federation, which is
 * the point of comparison.
 */
export function baselineConfig(): webpack.Configuration {
  return {
    mode: 'production',
    context: path.join(benchDir, 'baseline'),
    entry: { main: './src/index.tsx' },
    target: 'web',
    output: { path: BASELINE_DIST, filename: '[name].[contenthash:10].js', publicPath: '/', clean: true },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
    module: { rules: [typescriptRule(true)] },
    plugins: [new webpack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production') }), ...compressionPlugins()],
    performance: { hints: false },
  };
}

/** Builds the baseline page into `baseline/dist`: its bundle, an index.html and 60 WebP tile images. */
export async function buildBaseline(): Promise<string> {
  const stats = await new Promise<webpack.Stats>((resolve, reject) => {
    webpack(baselineConfig(), (error, result) => (error || !result ? reject(error ?? new Error('webpack gave no stats')) : resolve(result)));
  });
  if (stats.hasErrors()) throw new Error(stats.toString({ all: false, errors: true }));
  const scripts = Object.keys(stats.compilation.assets).filter((name) => name.endsWith('.js'));
  const tags = scripts.map((name) => `<script defer src="/${name}"></script>`).join('');
  writeFileSync(
    path.join(BASELINE_DIST, 'index.html'),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Baseline lobby</title>${tags}</head><body><div id="root"></div></body></html>`,
  );
  mkdirSync(path.join(BASELINE_DIST, 'tiles'), { recursive: true });
  // WebP like the sandbox's game thumbnails (sandbox/src/images/raster.ts), so both pages decode the same kind of image.
  await Promise.all(Array.from({ length: 60 }, (_, index) => tileWebp(index + 1).then((webp) => writeFileSync(path.join(BASELINE_DIST, 'tiles', `${index + 1}.webp`), webp))));
  return BASELINE_DIST;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  buildBaseline().then(
    (dist) => console.log(`baseline built in ${path.relative(process.cwd(), dist)}`),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
