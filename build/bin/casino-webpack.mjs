#!/usr/bin/env node
// Runs webpack for the app in the current directory with its TypeScript `webpack.config.ts`.
//   casino-webpack build            production build into dist/
//   casino-webpack serve            development server with hot reload
// tsx loads the TypeScript config, so no ts-node or config transpiling step is needed.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import webpack from 'webpack';
import WebpackDevServer from 'webpack-dev-server';

const command = process.argv[2] ?? 'build';
const mode = command === 'serve' ? 'development' : 'production';
const configUrl = pathToFileURL(path.resolve('webpack.config.ts')).href;
const { default: makeConfig } = await tsImport(configUrl, import.meta.url);
const config = makeConfig(mode);

if (command === 'serve') {
  const { devServer, ...rest } = config;
  const server = new WebpackDevServer(devServer, webpack(rest));
  await server.start();
} else {
  const { devServer: _unused, ...rest } = config;
  webpack(rest, (error, stats) => {
    if (error) {
      console.error(error);
      process.exit(1);
    }
    console.log(stats.toString({ colors: process.stdout.isTTY, chunks: false, modules: false, assets: false }));
    if (stats.hasErrors()) process.exit(1);
  });
}
