import { ACCOUNT_AREA_TEXTS_EN } from './account-area-translations';
import { translations } from './translations';
import { wizardTranslations } from './wizard-translations';

type Tree = { [key: string]: string | Tree };
const keysOf = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`)));

describe('the wizards’ part of the account texts (issue 19)', () => {
  const whole = keysOf(translations.en as unknown as Tree);
  const part = keysOf(wizardTranslations.en as unknown as Tree);
  const areaTops = new Set([...Object.keys(ACCOUNT_AREA_TEXTS_EN), 'limits']);

  it('is the whole namespace but the account area’s and the gambling limits’ texts, with the same words', () => {
    expect(whole.filter((key) => !areaTops.has(key.split('.')[0]!))).toEqual(part);
    const text = (tree: unknown, key: string) => key.split('.').reduce((node, name) => (node as Tree)[name], tree);
    for (const key of part) expect(text(wizardTranslations.en, key)).toBe(text(translations.en, key));
  });

  it('loads the same whole languages, so a page in Finnish reads the same chunk whichever parcel starts first', () => {
    expect(wizardTranslations.load).toBe(translations.load);
    expect(wizardTranslations.namespace).toBe(translations.namespace);
  });
});
