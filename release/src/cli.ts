#!/usr/bin/env node
/**
 * The release CLI (RELEASING.md): `pnpm release <command>`.
 *
 *   publish <remote> [--dist D --version V]  build if stale, publish at the package version (or a given build)
 *   pin <remote>@<version> --market M        pin for one market (or --default); --dry-run shows the change
 *   pin --set <file.json> --market M         several pins for one market, together or not at all
 *   rollback <remote> --market M             back to the previous pin for that market
 *   status                                   the market-by-remote matrix
 *   history                                  every change
 *   bootstrap                                npm start's local publish (see bootstrapLocal)
 *   prerender [--site URL] [--out DIR]       prerendered first screens of the running site (docs/prerendering.md);
 *             [--paths /a,/b] [--segments en-UN,fi-FI]   again after a pin, a rollback or a content change
 *
 * Options: --cdn-dir (CDN_DIR, default .cdn), --cdn-url (CDN_URL, default http://localhost:4000/cdn),
 * --host <descriptor.json> (default <cdn>/host.json, else host/dist/release-descriptor.json).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { HostDescriptor } from './checks';
import { bootstrapLocal, historyLines, pinAll, publish, ReleaseError, rollback, ROOT, statusTable } from './commands';
import { prerender } from './prerender';
import type { Registry } from './registry';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    market: { type: 'string' },
    default: { type: 'boolean' },
    set: { type: 'string' },
    'dry-run': { type: 'boolean' },
    'cdn-dir': { type: 'string' },
    'cdn-url': { type: 'string' },
    host: { type: 'string' },
    'no-build': { type: 'boolean' },
    dist: { type: 'string' },
    version: { type: 'string' },
    site: { type: 'string' },
    out: { type: 'string' },
    paths: { type: 'string' },
    segments: { type: 'string' },
  },
});

const registry: Registry = {
  cdnDir: path.resolve(values['cdn-dir'] ?? process.env.CDN_DIR ?? path.join(ROOT, '.cdn')),
  cdnUrl: (values['cdn-url'] ?? process.env.CDN_URL ?? 'http://localhost:4000/cdn').replace(/\/$/, ''),
};

function hostDescriptor(): HostDescriptor {
  const candidates = [values.host, path.join(registry.cdnDir, 'host.json'), path.join(ROOT, 'host', 'dist', 'release-descriptor.json')].filter(Boolean) as string[];
  const file = candidates.find((candidate) => existsSync(candidate));
  if (!file) throw new ReleaseError('No host release descriptor: build the host (npm start does) or pass --host <file>');
  return JSON.parse(readFileSync(file, 'utf8')) as HostDescriptor;
}

function marketOption(): string {
  if (values.default) return 'default';
  if (!values.market) throw new ReleaseError('Say which market: --market <M> or --default');
  return values.market;
}

async function main(): Promise<void> {
  const [command, target] = positionals;
  switch (command) {
    case 'publish': {
      if (!target) throw new ReleaseError('Usage: publish <remote>');
      // --dist and --version publish a build made elsewhere (a CI artefact) as that version.
      if (!values['no-build'] && !values.dist) {
        const built = spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'build-apps.mjs'), target], { stdio: 'inherit' });
        if (built.status !== 0) throw new ReleaseError(`Building ${target} failed`);
      }
      const record = await publish(registry, target, { distDir: values.dist && path.resolve(values.dist), version: values.version });
      console.log(`Published ${target} → ${record.entry}\n  integrity ${record.integrity}\n  contract ${record.contractVersion}; exposes ${record.exposes.join(', ')}`);
      return;
    }
    case 'pin': {
      const market = marketOption();
      let pins: Record<string, string>;
      if (values.set) {
        pins = JSON.parse(readFileSync(values.set, 'utf8')) as Record<string, string>;
      } else {
        const match = /^(mfe-[a-z-]+)@(\d+\.\d+\.\d+(?:[-+][\w.-]+)?)$/.exec(target ?? '');
        if (!match) throw new ReleaseError('Usage: pin <remote>@<version> --market <M> | --default [--dry-run]');
        pins = { [match[1]!]: match[2]! };
      }
      const changes = await pinAll(registry, hostDescriptor(), market, pins, values['dry-run']);
      const verb = values['dry-run'] ? 'Would pin' : 'Pinned';
      if (changes.length === 0) console.log(`Nothing to change in ${market}`);
      for (const change of changes) console.log(`${verb} ${change.remote} in ${change.market}: ${change.from ?? '(default)'} → ${change.to}`);
      return;
    }
    case 'rollback': {
      if (!target) throw new ReleaseError('Usage: rollback <remote> --market <M>');
      const change = await rollback(registry, target, marketOption());
      console.log(`Rolled back ${change.remote} in ${change.market}: ${change.from ?? '(default)'} → ${change.to}`);
      return;
    }
    case 'status':
      console.log(statusTable(registry));
      return;
    case 'history':
      for (const line of historyLines(registry)) console.log(line);
      return;
    case 'bootstrap': {
      const notes = await bootstrapLocal(registry, path.join(ROOT, 'host', 'dist'));
      for (const note of notes) console.log(`  ↻ ${note}`);
      console.log(statusTable(registry));
      return;
    }
    case 'prerender': {
      const list = (value: string | undefined) => value?.split(',').map((item) => item.trim()).filter(Boolean);
      const outDir = path.resolve(values.out ?? process.env.SITE_PRERENDERED_DIR ?? path.join(ROOT, '.prerendered'));
      const { chromium } = await import('playwright-core');
      const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
      try {
        const started = Date.now();
        const report = await prerender({
          siteUrl: (values.site ?? process.env.SITE_URL ?? 'http://localhost:3000').replace(/\/$/, ''),
          outDir,
          paths: list(values.paths),
          segments: list(values.segments),
          browser,
        });
        console.log(`Prerendered ${report.pages.length} pages into ${outDir} in ${Math.round((Date.now() - started) / 1000)} s; skipped ${report.skipped.length}`);
        for (const skipped of report.skipped) console.log(`  skipped ${skipped.path} (${skipped.device ?? 'all'}): ${skipped.reason}`);
      } finally {
        await browser.close();
      }
      return;
    }
    default:
      throw new ReleaseError('Commands: publish, pin, rollback, status, history, bootstrap, prerender (see RELEASING.md)');
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ReleaseError ? error.message : error);
  process.exit(1);
});
