import { TRANSLATION_LANGUAGES } from '@casino/shared/market';
import { VERIFICATION_ENTRY_POINTS } from '@casino/shared/site-map';
import { allResourcesOf, translationProblems } from '@casino/shared/testing';
import {
  ADDRESS_DOCUMENT_CODES,
  COMMUNICATION_TYPES,
  DOCUMENT_STATUSES,
  DOCUMENT_TYPES,
  ID_DOCUMENT_CODES,
  MARKETING_CHANNELS,
  PAYMENT_METHODS,
  SOURCE_OF_WEALTH_CODES,
} from '@casino/shared/wire';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { translations } from './translations';

const LANGUAGES = TRANSLATION_LANGUAGES;
const english = translations.en as Record<string, unknown>;
const has = (key: string) =>
  typeof key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], english) ===
  'string';

/** The account area's sources (not the wizards', whose texts their own tests check). */
const SOURCES = [
  '../features/my-account',
  '../features/inbox',
  '../features/verification',
  '../components',
  '../lib',
  './account-app.tsx',
].map((part) => path.join(__dirname, part));
const filesOf = (entry: string): string[] =>
  statSync(entry).isDirectory()
    ? readdirSync(entry).flatMap((name) => filesOf(path.join(entry, name)))
    : /\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry)
      ? [entry]
      : [];

describe('the account area texts (issue 15)', () => {
  it('are complete in every language the remote has, each loaded as a page loads it', async () => {
    expect(translationProblems(await allResourcesOf(translations), LANGUAGES)).toEqual([]);
  });

  it('have every key the account area names in its code', () => {
    const keys = new Set<string>();
    for (const file of SOURCES.flatMap(filesOf)) {
      const source = readFileSync(file, 'utf8');
      for (const match of source.matchAll(/\bt\(\s*'([a-zA-Z]+(?:\.[a-zA-Z_]+)+)'/g)) keys.add(match[1]!);
      for (const match of source.matchAll(
        /'((?:errors|form|details|password|phone|kyc|marketing|language|area|inbox|cookies|loginHistory)\.[a-zA-Z_.]+)'/g,
      ))
        keys.add(match[1]!);
    }
    expect(keys.size).toBeGreaterThan(100);
    expect([...keys].filter((key) => !has(key) && !key.endsWith('.'))).toEqual([]);
  });

  it('name every value the pages word from the spec lists', () => {
    const needed = [
      ...DOCUMENT_STATUSES.map((status) => `kyc.status.${status}`),
      ...DOCUMENT_TYPES.map((type) => `kyc.types.${type}`),
      ...ADDRESS_DOCUMENT_CODES.map((code) => `kyc.codes.address.${code}`),
      ...SOURCE_OF_WEALTH_CODES.map((code) => `kyc.codes.sow.${code}`),
      ...ID_DOCUMENT_CODES.map((code) => `kyc.codes.id.${code}`),
      ...PAYMENT_METHODS.map((method) => `kyc.methods.${method}`),
      ...MARKETING_CHANNELS.map((channel) => `marketing.channels.${channel}`),
      ...COMMUNICATION_TYPES.map((type) => `marketing.types.${type}`),
      ...VERIFICATION_ENTRY_POINTS.map((entry) => `kyc.notice.from.${entry}`),
      ...['FileEmpty', 'FileTooLarge', 'FileType', 'FileCorrupt'].map(
        (code) => `kyc.upload.problems.${code}`,
      ),
    ];
    expect(needed.filter((key) => !has(key))).toEqual([]);
  });
});
