// `npm run i18n:check` (a stage of `npm test`; issue 18 point 4): every text of every app in every
// language an enabled market shows (`TRANSLATION_LANGUAGES`). It reads the host's `default` namespace
// (the platform's locale files, sandbox/seed-data/locales/<lang>/default.json) and every bundle a
// remote's parcels add to i18n (`createParcel({ translations })` in <remote>/src/parcels; English and each
// other language through its loader, as a page loads it), checks each
// with `translationProblems`, prints what is missing per namespace and language, and exits 1 on any gap.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { TRANSLATION_LANGUAGES } from '@casino/shared/market';
import { bundleImportOf, findGaps, formatReport, loadBundle, type TranslationBundle } from './lib/missing-keys';

const ROOT = path.resolve(__dirname, '..');
const REMOTES = ['mfe-casino', 'mfe-live-casino', 'mfe-sportsbook', 'mfe-account', 'mfe-cashier', 'mfe-promotions'];
const HOST_LOCALES = 'sandbox/seed-data/locales';

/** The host's `default` namespace: one locale file per language folder. */
function hostBundle(): TranslationBundle {
  const dir = path.join(ROOT, HOST_LOCALES);
  const resources = Object.fromEntries(
    readdirSync(dir)
      .filter((language) => existsSync(path.join(dir, language, 'default.json')))
      .map((language) => [language, JSON.parse(readFileSync(path.join(dir, language, 'default.json'), 'utf8'))]),
  );
  return { namespace: 'default', source: `${HOST_LOCALES}/<lang>/default.json (the host)`, resources };
}

/** Every bundle the remotes' parcels add to i18n, once each, in the order of the remotes and their parcels. */
async function remoteBundles(): Promise<TranslationBundle[]> {
  const bundles = new Map<string, TranslationBundle>();
  for (const remote of REMOTES) {
    const parcels = path.join(ROOT, remote, 'src', 'parcels');
    for (const file of readdirSync(parcels).filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)).sort()) {
      const found = bundleImportOf(readFileSync(path.join(parcels, file), 'utf8'));
      if (!found) continue;
      const modulePath = path.resolve(parcels, `${found.from}.ts`);
      const source = `${path.relative(ROOT, modulePath)}`;
      if (bundles.has(`${source}#${found.exportName}`)) continue;
      const exported = ((await import(pathToFileURL(modulePath).href)) as Record<string, unknown>)[found.exportName];
      if (exported === undefined) throw new Error(`${source} has no translations bundle "${found.exportName}" (${remote}/src/parcels/${file})`);
      bundles.set(`${source}#${found.exportName}`, await loadBundle(exported, source));
    }
  }
  return [...bundles.values()];
}

async function main(): Promise<void> {
  const bundles = [hostBundle(), ...(await remoteBundles())];
  const { ok, text } = formatReport(findGaps(bundles, TRANSLATION_LANGUAGES), TRANSLATION_LANGUAGES);
  console.log(text);
  process.exitCode = ok ? 0 : 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
