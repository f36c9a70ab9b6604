/**
 * Webpack + Module Federation config factories shared by the host and the six remotes.
 *
 * Every app builds the same way: TypeScript through swc, content-hashed files, and one list of
 * shared singletons (ARCHITECTURE §3) so that a page never loads two copies of React. What differs
 * per app (its federation name, what it exposes, its port) is passed in from the app's own
 * `federation.config.ts`.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import ReactRefreshPlugin from '@pmmmwh/react-refresh-webpack-plugin';
import CompressionPlugin from 'compression-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack from 'webpack';
import type { Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { parse as parseYaml } from 'yaml';
import { ChunkIntegrityPlugin, chunkIntegrityOf } from './chunk-integrity-plugin';

// Loaders resolve from this package, not from the app being built.
const require = createRequire(import.meta.url);

/**
 * Packages that must exist once per page. `react-dom/client` and `react/jsx-runtime` are separate
 * requests from `react-dom` and `react`: sharing only the package roots still loads a renderer per
 * app with React 19 (TOOLCHAIN.md), so they are listed on their own.
 *
 * react-router, rxjs and zod/mini are one copy per page too, but through the thin modules of
 * `@casino/shared-modules`, which re-export only the names the apps import: a shared module is never
 * tree-shaken, so sharing react-router and rxjs whole sent every page all of both (the figures are in
 * shared-modules/README.md). The apps import them from there; lint forbids `react-router`, `rxjs` and
 * `zod/mini` elsewhere.
 */
export const SHARED_SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  '@casino/shared-modules/react-router',
  'styled-components',
  '@casino/shared-modules/rxjs',
  '@casino/shared-modules/zod',
  'i18next',
  'react-i18next',
  '@tanstack/react-query',
] as const;

type SharedConfig = Record<string, { singleton: true; requiredVersion: string; strictVersion: false }>;

/** The package whose version range governs a singleton request (`react/jsx-runtime` → `react`). */
function packageOf(request: string): string {
  return request.startsWith('@')
    ? request.split('/').slice(0, 2).join('/')
    : (request.split('/')[0] ?? request);
}

interface PackageJson {
  name: string;
  version: string;
  dependencies?: Record<string, string>;
}

interface WorkspaceCatalogs {
  catalog?: Record<string, string>;
  catalogs?: Record<string, Record<string, string>>;
}

interface Workspace extends WorkspaceCatalogs {
  /** The folder of pnpm-workspace.yaml. */
  root?: string;
  /** Its `packages`: folders relative to the root, or `folder/*` for every folder inside one. */
  packages?: string[];
}

/**
 * The version range a `catalog:` specifier stands for: the workspace's pnpm-workspace.yaml holds the
 * ranges (`catalog:` is the default catalog, `catalog:<name>` a named one, https://pnpm.io/catalogs).
 * Other specifiers are returned as they are.
 */
export function resolveCatalogRange(name: string, specifier: string, workspace: WorkspaceCatalogs): string {
  if (!specifier.startsWith('catalog:')) return specifier;
  const catalogName = specifier.slice('catalog:'.length) || 'default';
  const catalog =
    catalogName === 'default'
      ? (workspace.catalog ?? workspace.catalogs?.default)
      : workspace.catalogs?.[catalogName];
  const range = catalog?.[name];
  if (!range) throw new Error(`${name}: "${specifier}" names no range in pnpm-workspace.yaml`);
  return range;
}

/**
 * The version range a `workspace:` specifier stands for, as pnpm writes it when it publishes
 * (https://pnpm.io/workspaces#publishing-workspace-packages): `workspace:*` is the package's version
 * exactly, `workspace:^` and `workspace:~` that version behind `^` or `~`, and `workspace:<range>` the
 * range. `versions` maps each workspace package's name to its version. Other specifiers are returned as
 * they are.
 */
export function resolveWorkspaceRange(name: string, specifier: string, versions: Record<string, string>): string {
  if (!specifier.startsWith('workspace:')) return specifier;
  const range = specifier.slice('workspace:'.length);
  if (range !== '*' && range !== '^' && range !== '~') return range;
  const version = versions[name];
  if (!version) throw new Error(`${name}: "${specifier}" names no package of the workspace`);
  return range === '*' ? version : `${range}${version}`;
}

/** Name → version of every package the workspace lists. */
function workspaceVersions(workspace: Workspace): Record<string, string> {
  const root = workspace.root;
  if (!root) return {};
  const folders = (workspace.packages ?? []).flatMap((pattern) => {
    if (!pattern.endsWith('/*')) return [path.join(root, pattern)];
    const parent = path.join(root, pattern.slice(0, -2));
    return readdirSync(parent, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => path.join(parent, entry.name));
  });
  return Object.fromEntries(
    folders
      .filter((folder) => existsSync(path.join(folder, 'package.json')))
      .map((folder) => {
        const { name, version } = JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')) as PackageJson;
        return [name, version];
      }),
  );
}

/** The nearest pnpm-workspace.yaml at or above `dir`, parsed, with the folder it is in. */
function workspaceOf(dir: string): Workspace {
  for (let current = path.resolve(dir); ; current = path.dirname(current)) {
    try {
      const parsed = (parseYaml(readFileSync(path.join(current, 'pnpm-workspace.yaml'), 'utf8')) ?? {}) as Workspace;
      return { ...parsed, root: current };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      if (path.dirname(current) === current) return {};
    }
  }
}

/**
 * Reads `package.json` of an app directory, with every `catalog:` dependency replaced by the range the
 * workspace's catalog gives it, and every `workspace:` dependency by the range pnpm would publish
 * (Module Federation's `requiredVersion` must be a semver range).
 */
export function readPackageJson(dir: string): PackageJson {
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as PackageJson;
  if (!pkg.dependencies) return pkg;
  const workspace = workspaceOf(dir);
  let versions: Record<string, string> | undefined;
  const dependencies = Object.fromEntries(
    Object.entries(pkg.dependencies).map(([name, specifier]) => [
      name,
      specifier.startsWith('workspace:')
        ? resolveWorkspaceRange(name, specifier, (versions ??= workspaceVersions(workspace)))
        : resolveCatalogRange(name, specifier, workspace),
    ]),
  );
  return { ...pkg, dependencies };
}

/**
 * The `shared` section for an app: every singleton the app depends on, with the range from its
 * package.json as `requiredVersion`. Nothing else is shared: a shared package is never tree-shaken
 * (every app must be able to use any of its exports), so sharing zod whole, say, sent 333 kB where each
 * app's own tree-shaken copy is 80 kB; the page's one zod is `@casino/shared-modules/zod`, a thin module
 * of the names the apps use. Throws when the app depends on none of React's packages,
 * which would mean the app cannot be composed at all.
 */
export function sharedSingletons(pkg: PackageJson): SharedConfig {
  const deps = pkg.dependencies ?? {};
  if (!deps.react) throw new Error(`${pkg.name}: a composed app must depend on react`);
  const shared: SharedConfig = {};
  for (const request of SHARED_SINGLETONS) {
    const range = deps[packageOf(request)];
    if (range) shared[request] = { singleton: true, requiredVersion: range, strictVersion: false };
  }
  return shared;
}

/** Text files worth compressing ahead of time. Source maps are left alone: only tools read them. */
const COMPRESSIBLE = /\.(js|json|html|css|svg|txt)$/;

/**
 * Brotli (`.br`, quality 11) and gzip (`.gz`, level 9) copies of every text file of 1 kB or more,
 * written beside the original. The servers (the sandbox's site and CDN, and a real CDN) send the
 * copy the browser accepts and the original otherwise; integrity hashes are of the original bytes,
 * which is what the browser checks after decoding. Compressing at build time lets the slowest,
 * smallest settings cost nothing per request.
 */
export function compressionPlugins(): webpack.WebpackPluginInstance[] {
  const common = { test: COMPRESSIBLE, threshold: 1024, minRatio: 0.9 };
  return [
    new CompressionPlugin<zlib.BrotliOptions>({
      ...common,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
    }),
    new CompressionPlugin({
      ...common,
      filename: '[path][base].gz',
      algorithm: 'gzip',
      compressionOptions: { level: 9 },
    }),
  ];
}

export interface AppConfigOptions {
  /** Absolute path of the app's package directory. */
  dir: string;
  /** Module Federation container name: a JavaScript identifier, e.g. `mfe_casino`. */
  federationName: string;
  /** Modules a remote exposes, e.g. `{ './Lobby': './src/parcels/lobby.ts' }`. Empty for the host. */
  exposes?: Record<string, string>;
  /** Dev-server port (the `dev` script; production files are served by the sandbox's CDN). */
  port: number;
  /** Page title of the standalone harness (remotes) or the site (host). */
  title: string;
  /** Runtime plugins for the Module Federation runtime (paths), used by the host. */
  runtimePlugins?: string[];
  /** Build-time constants, replaced in the code as `process.env.<KEY>`. */
  env?: Record<string, string>;
  /** Output public path: `auto` for remotes (files resolve next to `remoteEntry.js`), `/` for the host. */
  publicPath?: string;
  /** The host's modules to mount, written into `release-descriptor.json` for the release CLI. */
  mounts?: ReadonlyArray<{ remote: string; expose: string }>;
  /** The origins the host loads remote code from, written into `release-descriptor.json` for the release CLI. */
  allowedRemoteOrigins?: readonly string[];
  /** Further files the build writes beside the page: name → text (the host's `site-origins.json`). */
  files?: Record<string, string>;
}

/**
 * What a built host offers remotes, for the release CLI's pin checks (ARCHITECTURE §6): the
 * contract version it was built with, the version of every shared singleton it provides, and the
 * modules it mounts from each remote.
 */
export interface ReleaseDescriptor {
  name: string;
  version: string;
  contractVersion: string;
  /** Shared request → the version provided (of its package: `@casino/shared-modules/rxjs` → 1.0.0). */
  provides: Record<string, string>;
  /**
   * The libraries inside each shared package of the workspace, by installed version
   * (`{ '@casino/shared-modules': { 'react-router': '7.18.5', rxjs: '7.8.2' } }`): what a remote gets
   * through a provided `@casino/shared-modules` version.
   */
  wraps: Record<string, Record<string, string>>;
  mounts: Array<{ remote: string; expose: string }>;
  /** The origins the host loads remote code from, built in (issue 21 point 8); a pin elsewhere is refused. */
  allowedRemoteOrigins?: string[];
}

/**
 * The name under which a host's release descriptor lists the federation runtime it provides to the
 * page, and a published remote that uses the host's runtime requires it (release/src/commands.ts).
 */
export const FEDERATION_RUNTIME = '@module-federation/runtime-core';

/** The version of @module-federation/enhanced this package builds with (its runtime core is the same release). */
function federationPluginVersion(): string {
  let dir = path.dirname(require.resolve('@module-federation/enhanced/webpack'));
  while (!existsSync(path.join(dir, 'package.json')) || JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).name !== '@module-federation/enhanced') {
    if (path.dirname(dir) === dir) throw new Error('@module-federation/enhanced: its package.json was not found');
    dir = path.dirname(dir);
  }
  return (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

/** The descriptor of an app in `dir`, reading installed package versions from its node_modules. */
export function releaseDescriptorOf(
  dir: string,
  mounts: ReadonlyArray<{ remote: string; expose: string }>,
  allowedRemoteOrigins?: readonly string[],
): ReleaseDescriptor {
  const pkg = readPackageJson(dir);
  const manifestOf = (name: string, from: string) =>
    createRequire(path.join(from, 'package.json')).resolve(`${name}/package.json`, { paths: [from] });
  const versionOf = (name: string, from = dir) =>
    (JSON.parse(readFileSync(manifestOf(name, from), 'utf8')) as { version: string }).version;
  const provides: Record<string, string> = {};
  const wraps: Record<string, Record<string, string>> = {};
  const declared = (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as PackageJson).dependencies ?? {};
  for (const request of SHARED_SINGLETONS) {
    const name = packageOf(request);
    if (!pkg.dependencies?.[name]) continue;
    provides[request] = versionOf(name);
    // A package of our own that re-exports libraries: record which versions of them it carries.
    if (declared[name]?.startsWith('workspace:') && !wraps[name]) {
      const folder = path.dirname(manifestOf(name, dir));
      const inner = (JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')) as PackageJson).dependencies ?? {};
      wraps[name] = Object.fromEntries(Object.keys(inner).sort().map((library) => [library, versionOf(library, folder)]));
    }
  }
  // The federation runtime the host hands to remotes' containers (createAppConfig: provideExternalRuntime).
  provides[FEDERATION_RUNTIME] = federationPluginVersion();
  const shared = JSON.parse(readFileSync(path.join(dir, '..', 'shared', 'package.json'), 'utf8')) as {
    version: string;
  };
  return {
    name: pkg.name,
    version: pkg.version,
    contractVersion: shared.version,
    provides,
    wraps,
    mounts: [...mounts],
    ...(allowedRemoteOrigins ? { allowedRemoteOrigins: [...allowedRemoteOrigins] } : {}),
  };
}

/** The chunk name of the async boundary every app's `src/index.ts` imports (`./bootstrap`). */
export const STARTUP_CHUNK = 'bootstrap';

/**
 * Adds `<link rel="preload" as="script">` to the page for every chunk the app needs to start: the
 * chunks of `import('./bootstrap')` and those of the shared singletons it consumes. Without it the
 * browser learns of them only after the entry chunk has run, a round trip and an evaluation later;
 * with it they download beside the entry chunk. Chunks loaded later (a dialog, a route) are left out.
 */
class PreloadStartupChunksPlugin {
  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('PreloadStartupChunksPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(
        'PreloadStartupChunksPlugin',
        (data) => {
          const startup = compilation.namedChunkGroups.get(STARTUP_CHUNK);
          if (!startup) return data;
          const files = new Set<string>();
          const addGroup = (group: webpack.ChunkGroup) => {
            for (const chunk of group.chunks)
              for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
          };
          // A consumed shared module falls back to the app's own copy through a child group of its own,
          // which may consume further shared modules (react-i18next → its own dependencies).
          const pending: webpack.ChunkGroup[] = [startup];
          const seen = new Set<webpack.ChunkGroup>();
          const consumedKeys = new Set<string>();
          while (pending.length) {
            const group = pending.pop() as webpack.ChunkGroup;
            if (seen.has(group)) continue;
            seen.add(group);
            addGroup(group);
            const consumed = new Set<webpack.Module>();
            for (const chunk of group.chunks) {
              for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
                if (module.constructor.name !== 'ConsumeSharedModule') continue;
                consumed.add(module);
                const shareKey = (module as unknown as { options?: { shareKey?: string } }).options?.shareKey;
                if (shareKey) consumedKeys.add(shareKey);
              }
            }
            for (const child of group.getChildren()) {
              if (child.origins.some((origin) => origin.module && consumed.has(origin.module)))
                pending.push(child);
            }
          }
          // At start-up the app is the only provider in its share scope, so a consumed singleton resolves to
          // the app's provided copy, whose chunk is a child of the entry (react-dom's is not a fallback's).
          for (const entrypoint of compilation.entrypoints.values()) {
            for (const child of entrypoint.getChildren()) {
              const provided = child.origins.some((origin) => {
                const name =
                  origin.module?.constructor.name === 'ProvideSharedModule'
                    ? (origin.module as unknown as { _name?: string })._name
                    : undefined;
                return name !== undefined && consumedKeys.has(name);
              });
              if (provided) addGroup(child);
            }
          }
          const publicPath =
            typeof compilation.outputOptions.publicPath === 'string' &&
            compilation.outputOptions.publicPath !== 'auto'
              ? compilation.outputOptions.publicPath
              : '/';
          for (const file of [...files].sort()) {
            data.headTags.push(
              HtmlWebpackPlugin.createHtmlTagObject('link', {
                rel: 'preload',
                as: 'script',
                href: `${publicPath}${file}`,
              }),
            );
          }
          return data;
        },
      );
    });
  }
}

/** Writes files beside the build: name → its text, made when the build's assets are (`release-descriptor.json`). */
class EmitFilesPlugin {
  constructor(private readonly files: Record<string, () => string>) {}
  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('EmitFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'EmitFilesPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const [name, text] of Object.entries(this.files)) compilation.emitAsset(name, new webpack.sources.RawSource(text()));
        },
      );
    });
  }
}

/**
 * The browsers the site is built for: the `browserslist` of the workspace's root package.json, shared
 * by every app, the bench's baseline and any tool that reads browserslist. Versions from spring 2023
 * on (Chrome and Edge 111, Firefox 113, Safari and iOS 16.4, Samsung Internet 22): what players'
 * phones and desktops in the 17 markets run, and everything the site uses natively (class fields,
 * `??=`, `structuredClone`), so swc transpiles nothing of it and no polyfill ships.
 */
export const PLAYER_BROWSERS: readonly string[] = (() => {
  const root = path.resolve(path.dirname(require.resolve('../package.json')), '..');
  const { browserslist } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { browserslist?: string[] };
  if (!browserslist?.length) throw new Error(`${root}/package.json: no "browserslist" for the apps' build target`);
  return browserslist;
})();

/**
 * The loader rule of every app's TypeScript and TSX (and the bench's baseline page): swc-loader,
 * React's automatic runtime (its development build outside production), output for PLAYER_BROWSERS.
 *
 * @param refresh marks components for React Refresh; only with the refresh plugin on a dev server
 *   (the apps' `npm run dev`), never in production output.
 */
export function typescriptRule(production: boolean, refresh = false): webpack.RuleSetRule {
  return {
    test: /\.[cm]?tsx?$/,
    exclude: /node_modules/,
    use: {
      loader: require.resolve('swc-loader'),
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          // With refresh, the dev server's hot updates keep React state: swc marks the components and the
          // ReactRefreshPlugin swaps them in place.
          transform: { react: { runtime: 'automatic', development: !production, refresh: refresh && !production } },
        },
        // The browsers players use (PLAYER_BROWSERS): their own syntax is kept, nothing is polyfilled.
        env: { targets: PLAYER_BROWSERS },
      },
    },
  };
}

/**
 * Builds the webpack configuration of one app.
 *
 * @param mode `production` for `npm start` and the CDN, `development` for `npm run dev` (hot module
 *   replacement with React Refresh, no compressed copies).
 * @returns a webpack configuration with a dev-server section.
 */
export function createAppConfig(
  options: AppConfigOptions,
  mode: 'production' | 'development',
): Configuration & { devServer: DevServerConfiguration } {
  const pkg = readPackageJson(options.dir);
  const production = mode === 'production';
  const remote = Object.keys(options.exposes ?? {}).length > 0;
  // A remote's production build is its container only: the standalone harness (its `main` entry and
  // page) needs a runtime of its own and is served by the dev server (`npm run dev -- <remote>`).
  const harness = !(remote && production);
  const env = { NODE_ENV: mode, APP_VERSION: pkg.version, ...options.env };
  return {
    mode,
    context: options.dir,
    entry: harness ? { main: './src/index.ts' } : {},
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    target: 'web',
    output: {
      path: path.join(options.dir, 'dist'),
      publicPath: options.publicPath ?? 'auto',
      // Entry chunks keep plain names (the federation runtime cannot resolve [contenthash] for them);
      // the HTML references them with a content hash query instead. Everything else is content-hashed.
      filename: '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      uniqueName: options.federationName,
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
    module: {
      rules: [
        typescriptRule(production, !production),
        { test: /\.(png|jpe?g|gif|svg|webp|woff2?)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new webpack.DefinePlugin(
        Object.fromEntries(
          Object.entries(env).map(([key, value]) => [`process.env.${key}`, JSON.stringify(value)]),
        ),
      ),
      new ModuleFederationPlugin({
        name: options.federationName,
        filename: 'remoteEntry.js',
        exposes: options.exposes ?? {},
        shared: sharedSingletons(pkg),
        runtimePlugins: options.runtimePlugins ?? [],
        // The release manifest, not the build, decides which remotes a page loads (ARCHITECTURE §6).
        remotes: {},
        manifest: {
          fileName: 'mf-manifest.json',
          // Each chunk's integrity, for the host's early preload (ChunkIntegrityPlugin).
          ...(remote && production
            ? {
                additionalData: ({ stats, compilation }) => {
                  Object.assign(stats.metaData, { integrity: chunkIntegrityOf(compilation as webpack.Compilation).byFile });
                },
              }
            : {}),
        },
        dts: false,
        // Remotes are registered by their remoteEntry.js (never by mf-manifest.json), so the runtime's
        // snapshot plugin has nothing to do; and every app runs in a browser. Both drop runtime code that
        // each page would otherwise parse and run at start-up (host main.js 96 → 86 kB, a remoteEntry.js 93 → 83 kB).
        // One federation runtime per page in production: the host provides its runtime core to the page
        // (`_FEDERATION_RUNTIME_CORE`) and a remote's remoteEntry.js uses it instead of bringing its own
        // (remoteEntry.js 21 → 5 kB brotli). Development keeps each app whole, for the standalone harness.
        experiments: {
          optimization: { disableSnapshot: true, target: 'web' },
          ...(production ? (remote ? { externalRuntime: true } : { provideExternalRuntime: true }) : {}),
        },
      }),
      // The plugin that provides the host's runtime core is required by its CommonJS file, which requires
      // the CommonJS runtime core: a second runtime beside the ECMAScript one the bundler runtime uses
      // (+10 kB brotli on every page), and another instance. Its ECMAScript file imports the same one.
      new webpack.NormalModuleReplacementPlugin(/inject-external-runtime-core-plugin[\\/]dist[\\/]index\.cjs$/, (resource) => {
        resource.request = resource.request.replace(/index\.cjs$/, 'index.js');
      }),
      // A shared module is reached by two async blocks, its provider's and its consumer's fallback, and each block
      // gets a chunk. webpack merges identical chunks before splitChunks (stage -10), when these two still differ
      // (the fallback's parent already holds some of the library); splitChunks then moves the library out of both
      // and leaves two chunks of the same one module, both fetched at start-up (issue 19: the react-dom, router
      // and rxjs pairs, ~3.9 kB a page). Merging again after splitChunks (stage 10) leaves one.
      new webpack.optimize.MergeDuplicateChunksPlugin({ stage: 20 }),
      // The standalone page is served from its server's root: deep links need absolute script paths.
      // One page template for every app (build/src/index.html); a remote's standalone page adds a root base.
      // In development the page loads only its own entry: a second runtime on the page (the container's
      // remoteEntry.js) would take the hot updates meant for main.js and fail them, so nothing would refresh.
      ...(harness
        ? [
            new HtmlWebpackPlugin({
              title: options.title,
              template: require.resolve('./index.html'),
              standalone: remote,
              hash: production,
              publicPath: '/',
              ...(production ? {} : { chunks: ['main'] }),
            }),
            new PreloadStartupChunksPlugin(),
          ]
        : []),
      // Issue 21 point 8: the release manifest's integrity covers remoteEntry.js, and remoteEntry.js
      // carries the sha256 of every chunk it loads, so a changed chunk on the CDN is refused like a
      // changed entry. The host's own files come from the site, not the CDN.
      ...(remote && production ? [new ChunkIntegrityPlugin()] : []),
      new EmitFilesPlugin({
        ...(options.mounts ? { 'release-descriptor.json': () => `${JSON.stringify(releaseDescriptorOf(options.dir, options.mounts ?? [], options.allowedRemoteOrigins), null, 2)}\n` } : {}),
        ...Object.fromEntries(Object.entries(options.files ?? {}).map(([name, text]) => [name, () => text])),
      }),
      // The dev server already shows build errors over the page, so React Refresh's own overlay stays off.
      ...(production ? compressionPlugins() : [new ReactRefreshPlugin({ overlay: false })]),
    ],
    performance: { hints: false },
    optimization: { moduleIds: 'deterministic' },
    devServer: {
      port: options.port,
      historyApiFallback: true,
      hot: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      client: { overlay: { warnings: false, errors: true } },
    },
  };
}
