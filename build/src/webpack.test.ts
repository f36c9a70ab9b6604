import { readFileSync } from 'node:fs';
import webpack from 'webpack';
import {
  PLAYER_BROWSERS,
  SHARED_SINGLETONS,
  compressionPlugins,
  createAppConfig,
  typescriptRule,
  readPackageJson,
  releaseDescriptorOf,
  resolveCatalogRange,
  resolveWorkspaceRange,
  sharedSingletons,
} from './webpack';

const THIN = JSON.parse(readFileSync(`${__dirname}/../../shared-modules/package.json`, 'utf8')) as {
  name: string;
  version: string;
  exports: Record<string, string>;
};

describe('shared singletons (ARCHITECTURE §3, TOOLCHAIN.md)', () => {
  const pkg = {
    name: '@casino/example',
    version: '1.2.3',
    dependencies: {
      react: '^19.2.0',
      'react-dom': '^19.2.0',
      '@casino/shared-modules': '^1.0.0',
      'left-pad': '1.0.0',
    },
  };

  it('shares react-dom/client and react/jsx-runtime beside the package roots, with the app’s ranges', () => {
    const shared = sharedSingletons(pkg);
    expect(shared['react-dom/client']).toEqual({
      singleton: true,
      requiredVersion: '^19.2.0',
      strictVersion: false,
    });
    expect(shared['react/jsx-runtime']).toEqual({
      singleton: true,
      requiredVersion: '^19.2.0',
      strictVersion: false,
    });
    expect(Object.keys(shared).sort()).toEqual([
      '@casino/shared-modules/react-router',
      '@casino/shared-modules/rxjs',
      '@casino/shared-modules/zod',
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-runtime',
    ]);
    expect(shared['@casino/shared-modules/rxjs']?.requiredVersion).toBe('^1.0.0');
  });

  it('lists the singleton packages of the architecture, react-router and rxjs through the thin modules', () => {
    const packages = new Set(
      SHARED_SINGLETONS.map((request) =>
        request
          .split('/')
          .slice(0, request.startsWith('@') ? 2 : 1)
          .join('/'),
      ),
    );
    expect([...packages].sort()).toEqual([
      '@casino/shared-modules',
      '@tanstack/react-query',
      'i18next',
      'react',
      'react-dom',
      'react-i18next',
      'styled-components',
    ]);
    // Each thin module shared is one the package exports (and all of them are shared).
    expect(SHARED_SINGLETONS.filter((request) => request.startsWith(`${THIN.name}/`))).toEqual(
      Object.keys(THIN.exports)
        .filter((subpath) => subpath !== './package.json')
        .map((subpath) => `${THIN.name}/${subpath.slice(2)}`),
    );
  });

  it('refuses an app without react', () => {
    expect(() => sharedSingletons({ name: 'x', version: '1.0.0', dependencies: {} })).toThrow(
      'x: a composed app must depend on react',
    );
  });

  it('builds remotes with content-hashed chunks and an auto public path', () => {
    const config = createAppConfig(
      { dir: `${__dirname}/../../mfe-casino`, federationName: 'mfe_casino', port: 3001, title: 't' },
      'production',
    );
    expect(config.output?.chunkFilename).toBe('[name].[contenthash:10].js');
    expect(config.output?.publicPath).toBe('auto');
    expect(config.devServer.port).toBe(3001);
  });

  it('gives every app the one page template, with a root base on a remote\'s standalone page only', () => {
    const dir = `${__dirname}/../../mfe-casino`;
    const htmlOf = (exposes: Record<string, string> | undefined, mode: 'production' | 'development') =>
      (createAppConfig({ dir, federationName: 'mfe_casino', port: 3001, title: 't', exposes }, mode).plugins ?? []).find(
        (plugin) => plugin?.constructor.name === 'HtmlWebpackPlugin',
      ) as unknown as { userOptions: { template: string; standalone: boolean } } | undefined;
    expect(htmlOf(undefined, 'production')?.userOptions.template).toBe(`${__dirname}/index.html`);
    expect(htmlOf({}, 'production')?.userOptions.standalone).toBe(false);
    expect(htmlOf({ './CasinoApp': './src/parcels/casino-app.ts' }, 'development')?.userOptions.standalone).toBe(true);
  });

  it('gives a page one federation runtime in production: the host provides it, a remote uses it', () => {
    const dir = `${__dirname}/../../mfe-casino`;
    const exposes = { './CasinoApp': './src/parcels/casino-app.ts' };
    const build = (withExposes: Record<string, string>, mode: 'production' | 'development') =>
      createAppConfig({ dir, federationName: 'mfe_casino', port: 3001, title: 't', exposes: withExposes }, mode);
    const experimentsOf = (config: ReturnType<typeof build>) =>
      (
        (config.plugins ?? []).find((plugin) => plugin?.constructor.name === 'ModuleFederationPlugin') as unknown as {
          _options: { experiments: Record<string, unknown> };
        }
      )._options.experiments;
    expect(experimentsOf(build({}, 'production'))).toMatchObject({ provideExternalRuntime: true });
    expect(experimentsOf(build(exposes, 'production'))).toMatchObject({ externalRuntime: true });
    // A remote's production build is its container only; its standalone harness is the dev server's.
    expect(build(exposes, 'production').entry).toEqual({});
    expect(build(exposes, 'development').entry).toEqual({ main: './src/index.ts' });
    expect(experimentsOf(build(exposes, 'development'))).not.toHaveProperty('externalRuntime');
  });

  it('merges the chunks splitChunks leaves identical (a shared module’s provider and fallback), after it (issue 19)', () => {
    const config = createAppConfig({ dir: `${__dirname}/../../mfe-casino`, federationName: 'mfe_casino', port: 3001, title: 't' }, 'production');
    const merges = (config.plugins ?? []).filter((plugin) => plugin instanceof webpack.optimize.MergeDuplicateChunksPlugin) as webpack.optimize.MergeDuplicateChunksPlugin[];
    // splitChunks runs at the advanced stage (10); webpack's own merge runs before it (-10).
    expect(merges.map((plugin) => plugin.options.stage)).toEqual([20]);
  });

  it('writes brotli and gzip copies of text files in production only', () => {
    const dir = `${__dirname}/../../mfe-casino`;
    const names = (mode: 'production' | 'development') =>
      (
        createAppConfig({ dir, federationName: 'mfe_casino', port: 3001, title: 't' }, mode).plugins ?? []
      ).map((plugin) => plugin?.constructor.name);
    expect(names('production').filter((name) => name === 'CompressionPlugin')).toHaveLength(2);
    expect(names('development')).not.toContain('CompressionPlugin');
    // Every app's page preloads the chunks it starts with (their names come from the build itself).
    expect(names('production')).toContain('PreloadStartupChunksPlugin');
    const [brotli, gzip] = compressionPlugins() as unknown as Array<{
      options: { filename: string; algorithm: string };
    }>;
    expect([brotli?.options.filename, gzip?.options.filename]).toEqual([
      '[path][base].br',
      '[path][base].gz',
    ]);
  });
});

describe('catalog ranges (pnpm-workspace.yaml `catalog:`)', () => {
  const workspace = { catalog: { react: '^19.2.0' }, catalogs: { legacy: { react: '^18.3.0' } } };

  it('gives the range of the default or a named catalog, and other specifiers as they are', () => {
    expect(resolveCatalogRange('react', 'catalog:', workspace)).toBe('^19.2.0');
    expect(resolveCatalogRange('react', 'catalog:default', workspace)).toBe('^19.2.0');
    expect(resolveCatalogRange('react', 'catalog:legacy', workspace)).toBe('^18.3.0');
    expect(resolveCatalogRange('react', '^19.0.0', workspace)).toBe('^19.0.0');
  });

  it('refuses a catalog specifier the workspace does not define', () => {
    expect(() => resolveCatalogRange('vue', 'catalog:', workspace)).toThrow(
      'vue: "catalog:" names no range in pnpm-workspace.yaml',
    );
  });

  it('reads an app’s package.json with semver ranges where it says catalog:, as Module Federation needs them', () => {
    const pkg = readPackageJson(`${__dirname}/../../mfe-casino`);
    expect(pkg.dependencies?.react).toMatch(/^\^19\./);
    expect(Object.values(pkg.dependencies ?? {}).filter((range) => range.startsWith('catalog:'))).toEqual([]);
    expect(sharedSingletons(pkg).react?.requiredVersion).toBe(pkg.dependencies?.react);
  });
});

describe('workspace ranges (`workspace:`)', () => {
  const versions = { '@casino/shared-modules': '1.2.0' };

  it('gives the range pnpm publishes: * the version, ^ and ~ before it, a range as it is', () => {
    expect(resolveWorkspaceRange('@casino/shared-modules', 'workspace:*', versions)).toBe('1.2.0');
    expect(resolveWorkspaceRange('@casino/shared-modules', 'workspace:^', versions)).toBe('^1.2.0');
    expect(resolveWorkspaceRange('@casino/shared-modules', 'workspace:~', versions)).toBe('~1.2.0');
    expect(resolveWorkspaceRange('@casino/shared-modules', 'workspace:^1.1.0', versions)).toBe('^1.1.0');
    expect(resolveWorkspaceRange('react', '^19.0.0', versions)).toBe('^19.0.0');
  });

  it('refuses a package the workspace does not have', () => {
    expect(() => resolveWorkspaceRange('@casino/nothing', 'workspace:^', versions)).toThrow(
      '@casino/nothing: "workspace:^" names no package of the workspace',
    );
  });

  it('shares the thin modules at the range of the package’s version in every app', () => {
    for (const app of ['host', 'mfe-casino']) {
      const pkg = readPackageJson(`${__dirname}/../../${app}`);
      expect(pkg.dependencies?.[THIN.name]).toBe(`^${THIN.version}`);
      expect(Object.values(pkg.dependencies ?? {}).filter((range) => range.startsWith('workspace:'))).toEqual([]);
      expect(sharedSingletons(pkg)['@casino/shared-modules/react-router']?.requiredVersion).toBe(`^${THIN.version}`);
    }
  });
});

describe('release descriptor (what the host provides, RELEASING.md)', () => {
  const descriptor = releaseDescriptorOf(`${__dirname}/../../host`, []);
  const installed = (name: string) =>
    (JSON.parse(readFileSync(require.resolve(`${name}/package.json`, { paths: [`${__dirname}/../../shared-modules`] }), 'utf8')) as { version: string }).version;

  it('provides the thin modules at the package’s version, and react-router and rxjs no longer whole', () => {
    expect(descriptor.provides['@casino/shared-modules/react-router']).toBe(THIN.version);
    expect(descriptor.provides['@casino/shared-modules/rxjs']).toBe(THIN.version);
    expect(descriptor.provides).not.toHaveProperty('react-router');
    expect(descriptor.provides).not.toHaveProperty('rxjs');
    expect(descriptor.provides['react-dom/client']).toMatch(/^19\./);
  });

  it('records the origins the host loads remote code from, when it is given them (issue 21 point 8)', () => {
    expect(descriptor).not.toHaveProperty('allowedRemoteOrigins');
    expect(releaseDescriptorOf(`${__dirname}/../../host`, [], ['https://cdn.nova.example']).allowedRemoteOrigins).toEqual(['https://cdn.nova.example']);
  });

  it('records the react-router, rxjs and zod the thin modules carry', () => {
    expect(descriptor.wraps).toEqual({
      '@casino/shared-modules': { 'react-router': installed('react-router'), rxjs: installed('rxjs'), zod: installed('zod') },
    });
  });
});

describe('React Refresh (npm run dev)', () => {
  const dir = `${__dirname}/../../mfe-casino`;
  const configOf = (mode: 'production' | 'development') =>
    createAppConfig({ dir, federationName: 'mfe_casino', port: 3001, title: 't' }, mode);
  const swcRefreshOf = (mode: 'production' | 'development') => {
    const rule = configOf(mode).module?.rules?.find(
      (candidate) => candidate && typeof candidate === 'object' && String(candidate.test).includes('tsx'),
    );
    const use = (rule as { use: { options: { jsc: { transform: { react: { refresh: boolean } } } } } }).use;
    return use.options.jsc.transform.react.refresh;
  };

  it('marks components for refresh and adds the plugin in development only', () => {
    expect(swcRefreshOf('development')).toBe(true);
    expect(swcRefreshOf('production')).toBe(false);
    const names = (mode: 'production' | 'development') =>
      (configOf(mode).plugins ?? []).map((plugin) => plugin?.constructor.name);
    expect(names('development')).toContain('ReactRefreshPlugin');
    expect(names('production')).not.toContain('ReactRefreshPlugin');
    expect(configOf('development').devServer.hot).toBe(true);
    // One webpack runtime on the dev page, or the container's would swallow main.js's hot updates.
    const htmlChunksOf = (mode: 'production' | 'development') =>
      (
        configOf(mode).plugins?.find(
          (plugin) => plugin?.constructor.name === 'HtmlWebpackPlugin',
        ) as unknown as { userOptions: { chunks?: unknown } }
      ).userOptions.chunks;
    expect(htmlChunksOf('development')).toEqual(['main']);
    expect(htmlChunksOf('production')).toBeUndefined();
  });
});

describe('the build target', () => {
  it('is the browserslist of the workspace root, given to swc whole, with no fixed ECMAScript year', () => {
    const root = JSON.parse(readFileSync(`${__dirname}/../../package.json`, 'utf8')) as { browserslist: string[] };
    expect(PLAYER_BROWSERS).toEqual(root.browserslist);
    const options = (typescriptRule(true).use as { options: { env: { targets: readonly string[] }; jsc: Record<string, unknown> } }).options;
    expect(options.env.targets).toEqual(root.browserslist);
    expect(options.jsc).not.toHaveProperty('target');
  });
});
