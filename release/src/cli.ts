#!/usr/bin/env node
/**
 * The release CLI (RELEASING.md): `npx pnpm@10.34.8 release <command>`; `release --help` and
 * `release <command> --help` describe each command with examples. Every command takes `--json`
 * (its result as one JSON document on stdout) and every command that writes takes `--dry-run`.
 * A refused or wrong command prints why, never a stack trace (`RELEASE_DEBUG=1` adds it), and exits 1.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Command, CommanderError, Option } from 'commander';
import type { HostDescriptor } from './checks';
import {
  bootstrapLocal,
  historyLines,
  historyOf,
  pinAll,
  promote,
  publish,
  releaseStatus,
  rollback,
  ROOT,
  statusTable,
  unpin,
  type PinChange,
} from './commands';
import { abortCanary, promoteCanary, startCanary } from './canary';
import { watchOnce } from './watch';
import { prerender, prerenderJobs } from './prerender';
import { DEFAULT_PREVIEW_KEY_FILE, makePreviewLink, ttlSecondsOf } from './preview';
import { createSigningKey, DEFAULT_MANIFEST_KEY_FILE, type KeyPurpose } from './signing-key';
import { describeChange, type HistoryAction } from './history';
import { openRegistry, type Registry } from './registry';
import { ReleaseError } from './release-error';

interface GlobalOptions {
  cdnDir?: string;
  cdnUrl?: string;
  store?: string;
  s3Endpoint?: string;
  host?: string;
  manifestKey?: string;
  json?: boolean;
}

const program = new Command('release')
  .description('Publish remotes to the CDN, pin versions per market, roll back, and see what each market loads (RELEASING.md).')
  .option('--cdn-dir <folder>', 'the CDN folder with manifest.json and history.jsonl (env CDN_DIR)', process.env.CDN_DIR ?? path.join(ROOT, '.cdn'))
  .option('--cdn-url <url>', 'the CDN\'s public base URL (env CDN_URL)', process.env.CDN_URL ?? 'http://localhost:4000/cdn')
  .option('--store <where>', 'where the release lives instead of --cdn-dir: s3://<bucket>/<folder> for an S3-compatible object store, else a folder (env RELEASE_STORE)', process.env.RELEASE_STORE || undefined)
  .option(
    '--s3-endpoint <url>',
    'an S3-compatible service (MinIO, R2, GCS), addressed by path; AWS S3 when absent. Region and credentials: AWS_REGION, AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY or AWS_PROFILE (env RELEASE_S3_ENDPOINT, AWS_ENDPOINT_URL_S3)',
    process.env.RELEASE_S3_ENDPOINT || process.env.AWS_ENDPOINT_URL_S3 || process.env.AWS_ENDPOINT_URL || undefined,
  )
  .option('--host <descriptor.json>', 'what the deployed host offers (default the store\'s host.json, else host/dist/release-descriptor.json)')
  .option('--manifest-key <file>', 'the private key every manifest written is signed with; the host refuses an unsigned one (env RELEASE_MANIFEST_KEY; default the sandbox\'s, made by its build)', process.env.RELEASE_MANIFEST_KEY ?? DEFAULT_MANIFEST_KEY_FILE)
  .option('--json', 'print the result as one JSON document on stdout')
  .showHelpAfterError('(release --help lists the commands; release <command> --help shows examples)')
  .exitOverride()
  .addHelpText(
    'after',
    `
Changes are recorded under RELEASE_USER, else your OS user name. Market codes are spec 000 §3's (DE, FI, UK, …).

Examples:
  release status
  release pin mfe-casino@1.1.0 --market DE --dry-run
  release rollback mfe-casino --market DE
  release canary mfe-casino@1.2.0 --market DE --percent 10
  release preview mfe-casino@1.2.0 --ttl 2h
  release history --market DE --json
  release dashboard --port 4100
  RELEASE_STORE=s3://releases/prod release status     (an S3 bucket; RELEASING.md, "Releasing to an object store")`,
  );

const globals = (): GlobalOptions => program.opts<GlobalOptions>();

let opened: Promise<Registry> | undefined;

/**
 * The registry the global options name, opened once (closed when the command ends). `--cdn-dir` given
 * on the command line wins over `RELEASE_STORE` from the environment: `npm start`'s bootstrap names
 * its folder so, and must not write to a bucket a release manager's shell points at.
 */
function registryOf(): Promise<Registry> {
  const options = globals();
  const folderNamed = program.getOptionValueSource('cdnDir') === 'cli' && program.getOptionValueSource('store') !== 'cli';
  opened ??= openRegistry({
    store: folderNamed ? undefined : options.store,
    cdnDir: options.cdnDir!,
    cdnUrl: options.cdnUrl!,
    s3Endpoint: options.s3Endpoint,
    manifestKeyFile: options.manifestKey,
    // On stderr, so that --json keeps stdout to the result.
    onConflict: (attempt, maxAttempts) => console.error(`Another release changed the manifest meanwhile: planning again on it (try ${attempt + 1} of ${maxAttempts})`),
  });
  return opened;
}

/** What the deployed host offers: `--host`, else the store's `host.json`, else the local host build's. */
async function hostDescriptor(registry: Registry): Promise<HostDescriptor> {
  const option = globals().host;
  if (option && !existsSync(option)) throw new ReleaseError(`No host release descriptor at ${option}`);
  const built = path.join(ROOT, 'host', 'dist', 'release-descriptor.json');
  const stored = option ? null : await registry.store.readFile('host.json');
  const [where, text] = option
    ? [option, readFileSync(option, 'utf8')]
    : stored
      ? [registry.store.where('host.json'), stored.toString('utf8')]
      : existsSync(built)
        ? [built, readFileSync(built, 'utf8')]
        : [];
  if (where === undefined) throw new ReleaseError('No host release descriptor: build the host (npm start does) or pass --host <file>');
  try {
    return JSON.parse(text!) as HostDescriptor;
  } catch (error) {
    throw new ReleaseError(`${where} is not valid JSON (${(error as Error).message})`);
  }
}

/** `--market M` or `--default`, exactly one. */
function marketOf(options: { market?: string; default?: boolean }): string {
  if (options.default && options.market) throw new ReleaseError('Give --market <M> or --default, not both');
  if (options.default) return 'default';
  if (!options.market) throw new ReleaseError('Say which market: --market <M> (spec 000 §3, e.g. DE) or --default');
  return options.market;
}

/** `<remote>@<version>` as typed, e.g. `mfe-casino@1.2.0`; `usage` says how the command is written when it is not that. */
function targetOf(text: string | undefined, usage: string): { remote: string; version: string } {
  const match = /^([^@\s]+)@(\S+)$/.exec(text ?? '');
  if (!match) throw new ReleaseError(usage);
  return { remote: match[1]!, version: match[2]! };
}

const list = (value: string | undefined) => value?.split(',').map((item) => item.trim()).filter(Boolean);

/** Prints `data` as JSON with `--json`, else the lines `human` gives. */
async function print(data: unknown, human: () => string[] | Promise<string[]>): Promise<void> {
  if (globals().json) console.log(JSON.stringify(data, null, 2));
  else for (const line of await human()) console.log(line);
}

const where = (market: string) => (market === 'default' ? 'the default' : market);

/** A plan of pin changes: what was (or with `dryRun`, would be) changed, in words. */
function printChanges(action: Exclude<HistoryAction, 'publish'>, changes: PinChange[], dryRun: boolean, nothing: string): Promise<void> {
  return print({ command: action, dryRun, changes }, () => {
    if (changes.length === 0) return [nothing];
    return changes.map((change) => `${dryRun ? 'Would change' : 'Changed'}: ${describeChange({ ...change, action })}`);
  });
}

const examples = (text: string) => `\nExamples:\n${text}`;

program
  .command('publish')
  .argument('<remote>', 'mfe-casino, mfe-live-casino, mfe-sportsbook, mfe-account, mfe-cashier or mfe-promotions')
  .description('Build the remote if its sources changed and publish it at its package version (or a given build at a given version).')
  .option('--dist <folder>', 'publish this build (a CI artefact) instead of <remote>/dist; needs --version')
  .option('--version <version>', 'the version to publish as (default: the remote\'s package.json version)')
  .option('--no-build', 'publish <remote>/dist as it is')
  .option('--dry-run', 'check and show the record; build, copy and write nothing')
  .addHelpText('after', examples('  release publish mfe-casino\n  release publish mfe-casino --dist artefacts/mfe-casino --version 1.2.0\n  release publish mfe-casino --dry-run --json'))
  .action(async (remote: string, options: { dist?: string; version?: string; build: boolean; dryRun?: boolean }) => {
    const registry = await registryOf();
    if (options.dist && !options.version) throw new ReleaseError('--dist needs --version: the version a build made elsewhere is published as');
    if (options.build && !options.dist && !options.dryRun) {
      // The build's own output goes to stderr, so `--json` keeps stdout to the result.
      const built = spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'build-apps.mjs'), remote], { stdio: ['ignore', globals().json ? 2 : 'inherit', 'inherit'] });
      if (built.status !== 0) throw new ReleaseError(`Building ${remote} failed (see above)`);
    }
    const record = await publish(registry, remote, { distDir: options.dist && path.resolve(options.dist), version: options.version, dryRun: options.dryRun });
    await print({ command: 'publish', dryRun: Boolean(options.dryRun), remote, record }, () => [
      `${options.dryRun ? 'Would publish' : 'Published'} ${remote} → ${record.entry}`,
      `  integrity ${record.integrity}`,
      `  contract ${record.contractVersion}; exposes ${record.exposes.join(', ')}`,
    ]);
  });

program
  .command('pin')
  .argument('[remote@version]', 'e.g. mfe-casino@1.1.0')
  .description('Pin a version for one market (or the default, which every market without a pin of its own follows). Checked against the host first.')
  .option('--market <M>', 'a market of spec 000 §3, e.g. DE')
  .option('--default', 'pin the default')
  .option('--set <pins.json>', 'several pins at once, together or not at all: { "mfe-casino": "1.1.0", "mfe-cashier": "1.0.3" }')
  .option('--reason <words>', 'recorded in the history')
  .option('--dry-run', 'check and show the change; write nothing')
  .addHelpText('after', examples('  release pin mfe-casino@1.1.0 --market DE --dry-run\n  release pin mfe-casino@1.1.0 --market DE --reason "new lobby"\n  release pin mfe-casino@1.1.0 --default\n  release pin --set pins.json --market FI'))
  .action(async (target: string | undefined, options: { market?: string; default?: boolean; set?: string; reason?: string; dryRun?: boolean }) => {
    const registry = await registryOf();
    const market = marketOf(options);
    let pins: Record<string, string>;
    if (options.set) {
      if (target) throw new ReleaseError('Give <remote>@<version> or --set <file>, not both');
      try {
        pins = JSON.parse(readFileSync(options.set, 'utf8')) as Record<string, string>;
      } catch (error) {
        throw new ReleaseError(`${options.set} is not a JSON file of pins (${(error as Error).message})`);
      }
      if (typeof pins !== 'object' || pins === null || Object.values(pins).some((version) => typeof version !== 'string')) {
        throw new ReleaseError(`${options.set} must map remotes to versions: { "mfe-casino": "1.1.0" }`);
      }
    } else {
      const { remote, version } = targetOf(target, 'Say what to pin: release pin <remote>@<version> --market <M> (e.g. mfe-casino@1.1.0)');
      pins = { [remote]: version };
    }
    const changes = await pinAll(registry, await hostDescriptor(registry), market, pins, { dryRun: options.dryRun, reason: options.reason });
    await printChanges('pin', changes, Boolean(options.dryRun), `Nothing to change in ${where(market)}: already pinned so`);
  });

program
  .command('unpin')
  .argument('<remote>', 'the remote whose market pin goes')
  .description('Remove a market\'s own pin of a remote: the market follows the default again.')
  .requiredOption('--market <M>', 'a market of spec 000 §3, e.g. DE')
  .option('--reason <words>', 'recorded in the history')
  .option('--dry-run', 'show the change; write nothing')
  .addHelpText('after', examples('  release unpin mfe-casino --market DE --dry-run\n  release unpin mfe-casino --market DE'))
  .action(async (remote: string, options: { market: string; reason?: string; dryRun?: boolean }) => {
    const changes = await unpin(await registryOf(), remote, options.market, { dryRun: options.dryRun, reason: options.reason });
    await printChanges('unpin', changes, Boolean(options.dryRun), `Nothing to change: ${options.market} already follows the default for ${remote}`);
  });

program
  .command('promote')
  .argument('[remote]', 'with --market: make that market\'s canary of the remote its pin')
  .description('Copy one market\'s own pins to other markets, or to the default, as one change (checked against the host, all or nothing); or make a market\'s canary its pin.')
  .option('--from <M>', 'the market whose pins are copied')
  .option('--to <markets>', 'comma-separated markets, or "default"')
  .option('--remote <remotes>', 'only these remotes (comma-separated); all of the market\'s own pins by default')
  .option('--market <M>', 'with <remote>: the market whose canary becomes the pin')
  .option('--reason <words>', 'recorded in the history')
  .option('--dry-run', 'check and show the changes; write nothing')
  .addHelpText('after', examples('  release promote --from DE --to AT,FI --dry-run\n  release promote --from DE --to default --remote mfe-casino\n  release promote mfe-casino --market DE        (the canary becomes DE\'s pin)'))
  .action(async (remote: string | undefined, options: { from?: string; to?: string; remote?: string; market?: string; reason?: string; dryRun?: boolean }) => {
    const registry = await registryOf();
    const write = { dryRun: options.dryRun, reason: options.reason };
    if (remote) {
      if (!options.market || options.from || options.to) throw new ReleaseError('Promote a canary with: release promote <remote> --market <M>');
      const changes = await promoteCanary(registry, await hostDescriptor(registry), remote, options.market, write);
      await printChanges('pin', changes, Boolean(options.dryRun), `Nothing to change: ${options.market} already loads the canary's version`);
      return;
    }
    if (!options.from || !options.to) throw new ReleaseError('Say what to promote: release promote --from <M> --to <markets|default>, or release promote <remote> --market <M> for a canary');
    const changes = await promote(registry, await hostDescriptor(registry), { from: options.from, to: list(options.to) ?? [], remotes: list(options.remote) }, write);
    await printChanges('promote', changes, Boolean(options.dryRun), `Nothing to change: ${options.to} already has ${options.from}'s pins`);
  });

program
  .command('canary')
  .argument('<remote@version>', 'e.g. mfe-casino@1.2.0')
  .description('Give a version to a share of one market\'s visitors (a stable bucket per visitor, never the player); again with another --percent to change the share. End it with promote or abort.')
  .requiredOption('--market <M>', 'a market of spec 000 §3, e.g. DE')
  .requiredOption('--percent <n>', 'whole percent of the market\'s visitors, 1–99')
  .option('--reason <words>', 'recorded in the history')
  .option('--dry-run', 'check and show the change; write nothing')
  .addHelpText('after', examples('  release canary mfe-casino@1.2.0 --market DE --percent 10\n  release canary mfe-casino@1.2.0 --market DE --percent 50      (widen it)\n  release promote mfe-casino --market DE                      (everyone in DE)\n  release abort mfe-casino --market DE                        (no one)'))
  .action(async (target: string, options: { market: string; percent: string; reason?: string; dryRun?: boolean }) => {
    const registry = await registryOf();
    const canary = targetOf(target, 'Say what to try: release canary <remote>@<version> --market <M> --percent <n>');
    if (!/^\d+$/.test(options.percent)) throw new ReleaseError(`--percent takes a whole number from 1 to 99, not "${options.percent}"`);
    const percent = Number(options.percent);
    const change = await startCanary(registry, await hostDescriptor(registry), canary, options.market, percent, { dryRun: options.dryRun, reason: options.reason });
    await print({ command: 'canary', dryRun: Boolean(options.dryRun), change }, () => [
      `${options.dryRun ? 'Would give' : 'Gave'} ${change.remote} ${change.version} to ${change.percent} % of ${change.market}'s visitors${change.previousPercent ? ` (was ${change.previousPercent} %)` : ''}; the others keep ${change.pin}`,
    ]);
  });

program
  .command('abort')
  .argument('<remote>', 'the remote whose canary ends')
  .description('End a market\'s canary: every visitor of the market loads its pin again.')
  .requiredOption('--market <M>', 'a market of spec 000 §3, e.g. DE')
  .option('--reason <words>', 'recorded in the history')
  .option('--dry-run', 'show the change; write nothing')
  .addHelpText('after', examples('  release abort mfe-casino --market DE --reason "errors in the lobby"'))
  .action(async (remote: string, options: { market: string; reason?: string; dryRun?: boolean }) => {
    const change = await abortCanary(await registryOf(), remote, options.market, { dryRun: options.dryRun, reason: options.reason });
    await print({ command: 'abort', dryRun: Boolean(options.dryRun), change }, () => [
      `${options.dryRun ? 'Would end' : 'Ended'} the canary of ${change.remote} ${change.version} in ${change.market} (was ${change.previousPercent} %); everyone loads ${change.pin}`,
    ]);
  });

program
  .command('watch')
  .description('Take back a market\'s canary, or a pin made within the window, whose failure rate (from the host\'s release-health reports) passes the threshold.')
  .requiredOption('--market <M>', 'a market of spec 000 §3, e.g. DE')
  .option('--threshold <percent>', 'the largest acceptable failure rate, percent', '5')
  .option('--window <minutes>', 'how far back to count, minutes', '10')
  .option('--min-loads <n>', 'judge a version only once it has this many loads', '20')
  .option('--every <seconds>', 'how often to look', '30')
  .option('--once', 'look once and stop')
  .option('--platform <url>', 'the platform that collects the reports (env PLATFORM_URL)', process.env.PLATFORM_URL ?? 'http://localhost:4000')
  .option('--dry-run', 'say what it would take back; change nothing')
  .addHelpText('after', examples('  release watch --market DE --once\n  release watch --market DE --threshold 2 --window 15 --min-loads 50'))
  .action(async (options: { market: string; threshold: string; window: string; minLoads: string; every: string; once?: boolean; platform: string; dryRun?: boolean }) => {
    const number = (value: string, name: string, min: number) => {
      const parsed = Number(value);
      if (!Number.isFinite(parsed) || parsed < min) throw new ReleaseError(`--${name} takes a number of at least ${min}, not "${value}"`);
      return parsed;
    };
    const rules = {
      market: options.market,
      thresholdPercent: number(options.threshold, 'threshold', 0),
      windowMinutes: number(options.window, 'window', 1),
      minLoads: number(options.minLoads, 'min-loads', 1),
      platformUrl: options.platform,
    };
    const every = number(options.every, 'every', 1) * 1000;
    for (;;) {
      const registry = await registryOf();
      const verdicts = await watchOnce(registry, await hostDescriptor(registry), rules, { dryRun: options.dryRun });
      await print({ command: 'watch', dryRun: Boolean(options.dryRun), market: rules.market, at: new Date().toISOString(), verdicts }, () => [
        ...(verdicts.length === 0 ? [`${new Date().toISOString().slice(11, 19)}  ${rules.market}: no canary and no pin of the last ${rules.windowMinutes} min to watch`] : []),
        ...verdicts.map((verdict) => {
          const did = verdict.action === 'aborted' || verdict.action === 'rolled back' ? `${options.dryRun ? 'would be ' : ''}${verdict.action.toUpperCase()}` : verdict.action === 'none' ? 'ok' : 'waiting';
          return `${new Date().toISOString().slice(11, 19)}  ${verdict.remote} ${verdict.version} (${verdict.kind}) in ${rules.market}: ${did}: ${verdict.reason.replace(/^release watch: /, '')}`;
        }),
      ]);
      if (options.once) return;
      await new Promise((resolve) => setTimeout(resolve, every));
    }
  });

program
  .command('preview')
  .argument('<remote@version>', 'a published version, e.g. mfe-casino@1.2.0')
  .description('Print a signed preview link: whoever opens it loads that version of the remote instead of the market\'s pin, in that browser only, until the link expires. The site shows a badge with a way out. Writes nothing.')
  .option('--ttl <duration>', 'how long the link works: 30m, 2h, 1d (at most 7d)', '2h')
  .option('--site <url>', 'the player site (env SITE_URL)', process.env.SITE_URL ?? 'http://localhost:3000')
  .option('--path <path>', 'the page the link opens, e.g. /en-DE/online-casino', '/')
  .option('--key <file>', 'the private preview key (env RELEASE_PREVIEW_KEY; default the sandbox\'s, made by its build)', process.env.RELEASE_PREVIEW_KEY ?? DEFAULT_PREVIEW_KEY_FILE)
  .addHelpText('after', examples('  release preview mfe-casino@1.2.0\n  release preview mfe-casino@1.2.0 --ttl 30m --path /en-DE/online-casino\n  release preview mfe-cashier@2.0.0 --site https://www.example.com --key ~/keys/preview-key.json --json'))
  .action(async (target: string, options: { ttl: string; site: string; path: string; key: string }) => {
    const wanted = targetOf(target, 'Say what to preview: release preview <remote>@<version> (e.g. mfe-casino@1.2.0)');
    const ttlSeconds = ttlSecondsOf(options.ttl);
    const preview = await makePreviewLink(await registryOf(), wanted, { ttlSeconds, keyFile: options.key, site: options.site, pagePath: options.path });
    await print({ command: 'preview', ...preview }, () => [
      `Preview of ${preview.remote} ${preview.version}, for whoever opens it, until ${preview.expiresAt}:`,
      `  ${preview.link}`,
    ]);
  });

/** The action of `preview-key` and `manifest-key`: makes (or, with --if-missing, keeps) the key and prints the host's setting. */
function signingKeyAction(purpose: KeyPurpose, hostSetting: string) {
  return async (options: { out: string; ifMissing?: boolean }) => {
    const file = path.resolve(options.out);
    const { publicKey, created } = await createSigningKey(file, purpose, { ifMissing: options.ifMissing });
    await print({ command: `${purpose}-key`, created, privateKeyFile: file, publicKey }, () => [
      `${created ? `Made a ${purpose} key` : `Kept the ${purpose} key`} at ${file} (private: keep it to release managers).`,
      'Build the host with its public half:',
      `  ${hostSetting}='${JSON.stringify(publicKey)}'`,
    ]);
  };
}

program
  .command('preview-key')
  .description('Make the key pair that signs preview links: the private half goes to --out (keep it secret); build the host with the public half it prints as PREVIEW_PUBLIC_KEY.')
  .option('--out <file>', 'where the private key goes (env RELEASE_PREVIEW_KEY)', process.env.RELEASE_PREVIEW_KEY ?? DEFAULT_PREVIEW_KEY_FILE)
  .option('--if-missing', 'keep a key already there and print its public half (what the sandbox\'s build does)')
  .addHelpText('after', examples('  release preview-key --out ~/keys/preview-key.json\n  PREVIEW_PUBLIC_KEY=\'<printed JSON>\' node scripts/build-apps.mjs host'))
  .action(signingKeyAction('preview', 'PREVIEW_PUBLIC_KEY'));

program
  .command('manifest-key')
  .description('Make the key pair that signs the release manifest: the private half goes to --out (keep it to release managers); build the host with the public half it prints as MANIFEST_PUBLIC_KEY. Every release command that writes the manifest signs it (--manifest-key).')
  .option('--out <file>', 'where the private key goes (env RELEASE_MANIFEST_KEY)', process.env.RELEASE_MANIFEST_KEY ?? DEFAULT_MANIFEST_KEY_FILE)
  .option('--if-missing', 'keep a key already there and print its public half (what the sandbox\'s build does)')
  .addHelpText('after', examples('  release manifest-key --out ~/keys/manifest-key.json\n  MANIFEST_PUBLIC_KEY=\'<printed JSON>\' node scripts/build-apps.mjs host'))
  .action(signingKeyAction('manifest', 'MANIFEST_PUBLIC_KEY'));

program
  .command('rollback')
  .argument('<remote>', 'the remote to take back')
  .description('Take a market\'s pin of a remote back one step in its history (again: one more step), or to a given version.')
  .option('--market <M>', 'a market of spec 000 §3, e.g. DE')
  .option('--default', 'take the default back')
  .option('--to <version>', 'go back to this published version instead of one step')
  .option('--reason <words>', 'recorded in the history')
  .option('--dry-run', 'check and show the change; write nothing')
  .addHelpText('after', examples('  release rollback mfe-casino --market DE\n  release rollback mfe-casino --market DE --to 1.0.3 --reason "tiles broken on Safari"\n  release rollback mfe-casino --default --dry-run'))
  .action(async (remote: string, options: { market?: string; default?: boolean; to?: string; reason?: string; dryRun?: boolean }) => {
    const registry = await registryOf();
    const change = await rollback(registry, await hostDescriptor(registry), remote, marketOf(options), { to: options.to, dryRun: options.dryRun, reason: options.reason });
    await printChanges('rollback', [change], Boolean(options.dryRun), '');
  });

program
  .command('status')
  .description('The market-by-remote matrix: the default pins and each market with pins of its own.')
  .addHelpText('after', examples('  release status\n  release status --json'))
  .action(async () => {
    const registry = await registryOf();
    await print(await releaseStatus(registry), async () => [await statusTable(registry)]);
  });

program
  .command('history')
  .description('Every publish, pin, unpin, promote and rollback, oldest first, in words.')
  .option('--market <M>', 'only this market (or default)')
  .option('--remote <remote>', 'only this remote')
  .addOption(new Option('--last <n>', 'only the last n changes').argParser((value) => {
    const n = Number(value);
    if (!Number.isInteger(n) || n < 1) throw new ReleaseError(`--last takes a positive whole number, not "${value}"`);
    return n;
  }))
  .addHelpText('after', examples('  release history --market DE\n  release history --remote mfe-casino --last 5 --json'))
  .action(async (options: { market?: string; remote?: string; last?: number }) => {
    const entries = (await historyOf(await registryOf(), options)).slice(-(options.last ?? 0));
    await print(entries, () => (entries.length ? historyLines(entries) : ['No changes recorded yet']));
  });

program
  .command('dashboard')
  .description('Serve the release dashboard, read-only: the market-by-remote matrix, the canaries, each pinned version\'s field performance and failure rate (from the sandbox), and the history. Every reload reads the release again. Runs until stopped (Ctrl-C).')
  .option('--port <n>', 'the port (0: any free one, printed)', '4100')
  .option('--bind <address>', 'the address to listen on', '127.0.0.1')
  .option('--sandbox <url>', 'the sandbox that holds the field data (env SANDBOX_URL)', process.env.SANDBOX_URL ?? 'http://localhost:4000')
  .addHelpText('after', examples('  release dashboard                      (http://127.0.0.1:4100)\n  release dashboard --port 0 --sandbox http://localhost:4000\n  RELEASE_STORE=s3://releases/prod release dashboard'))
  .action(async (options: { port: string; bind: string; sandbox: string }) => {
    if (!/^\d+$/.test(options.port) || Number(options.port) > 65535) throw new ReleaseError(`--port takes a port number from 0 to 65535, not "${options.port}"`);
    const registry = await registryOf();
    const { dashboardServer } = await import('./dashboard/dashboard-server');
    const app = dashboardServer({ registry, sandboxUrl: options.sandbox });
    const url = await app.listen({ port: Number(options.port), host: options.bind });
    await print({ command: 'dashboard', url, store: registry.store.where('manifest.json'), sandbox: options.sandbox }, () => [
      `Release dashboard at ${url} (read-only; status.json beside it), reading ${registry.store.where('manifest.json')}; field data from ${options.sandbox}. Ctrl-C stops it.`,
    ]);
    // Serve until told to stop; then the registry closes as after any command.
    await new Promise<void>((resolve) => {
      for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => resolve());
    });
    await app.close();
  });

program
  .command('bootstrap')
  .description('npm start\'s local release: publish each built remote not published yet, pin the default where it has none, copy host.json.')
  .option('--dry-run', 'show what it would do; copy and write nothing')
  .action(async (options: { dryRun?: boolean }) => {
    const registry = await registryOf();
    const notes = await bootstrapLocal(registry, path.join(ROOT, 'host', 'dist'), options.dryRun);
    await print({ command: 'bootstrap', dryRun: Boolean(options.dryRun), notes, status: await releaseStatus(registry) }, async () => [...notes.map((note) => `  ↻ ${note}`), await statusTable(registry)]);
  });

program
  .command('prerender')
  .description('Prerender the first screens of the running site (docs/prerendering.md); run again after a pin, a rollback or a content change.')
  .option('--site <url>', 'the running site (env SITE_URL)', process.env.SITE_URL ?? 'http://localhost:3000')
  .option('--out <folder>', 'where the pages go (env SITE_PRERENDERED_DIR)', process.env.SITE_PRERENDERED_DIR ?? path.join(ROOT, '.prerendered'))
  .option('--paths <paths>', 'comma-separated paths inside each segment, e.g. /online-casino')
  .option('--segments <segments>', 'comma-separated segments, e.g. en-UN,fi-FI (default: every segment)')
  .option('--dry-run', 'list the pages it would render; render and write nothing')
  .addHelpText('after', examples('  release prerender --site http://localhost:3000 --out .prerendered\n  release prerender --segments fi-FI,de-DE --dry-run'))
  .action(async (options: { site: string; out: string; paths?: string; segments?: string; dryRun?: boolean }) => {
    const selection = { paths: list(options.paths), segments: list(options.segments) };
    const outDir = path.resolve(options.out);
    if (options.dryRun) {
      const pages = prerenderJobs(selection);
      await print({ command: 'prerender', dryRun: true, outDir, pages }, () => [`Would prerender ${pages.length} pages into ${outDir}:`, ...pages.map((page) => `  ${page}`)]);
      return;
    }
    const { chromium } = await import('playwright-core');
    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
    try {
      const started = Date.now();
      const report = await prerender({ siteUrl: options.site.replace(/\/$/, ''), outDir, ...selection, browser });
      await print({ command: 'prerender', dryRun: false, outDir, ...report }, () => [
        `Prerendered ${report.pages.length} pages into ${outDir} in ${Math.round((Date.now() - started) / 1000)} s; skipped ${report.skipped.length}`,
        ...report.skipped.map((skipped) => `  skipped ${skipped.path} (${skipped.device ?? 'all'}): ${skipped.reason}`),
      ]);
    } finally {
      await browser.close();
    }
  });

/** What a failure prints: the reason only; the stack with `RELEASE_DEBUG=1`. */
function fail(error: unknown): number {
  if (error instanceof CommanderError) return error.exitCode; // commander has printed its message (or the help)
  const known = error instanceof ReleaseError;
  const message = error instanceof Error ? error.message : String(error);
  if (globals().json) console.log(JSON.stringify({ error: message }, null, 2));
  console.error(known ? message : `release: ${message}`);
  if (process.env.RELEASE_DEBUG && error instanceof Error) console.error(error.stack);
  return 1;
}

// `release history | head` closes stdout early: that is the reader's choice, not a failure.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

program
  .parseAsync(process.argv)
  .then(
    () => undefined,
    (error: unknown) => {
      process.exitCode = fail(error);
    },
  )
  // An object store's client holds connections open; a command that never opened the registry has none.
  .finally(() => opened?.then((registry) => registry.store.close(), () => undefined));
