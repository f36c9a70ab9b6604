import { signUpLaterTexts } from '../features/signup/later-translations';
import { ACCOUNT_AREA_TEXTS_EN } from './account-area-translations';
import { resetWizardTranslations } from './reset-wizard-translations';
import { translations } from './translations';
import { wizardTranslations } from './wizard-translations';

type Tree = { [key: string]: string | Tree };
const keysOf = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`)));
const text = (tree: unknown, key: string) => key.split('.').reduce((node, name) => (node as Tree)[name], tree);

describe.each([
  { parcel: 'sign-up', bundle: wizardTranslations, later: keysOf(signUpLaterTexts.en), without: [] as string[] },
  // The reset shows none of the sign-up's later steps.
  { parcel: 'password reset', bundle: resetWizardTranslations, later: [] as string[], without: keysOf(signUpLaterTexts.en) },
])('the $parcel parcel’s part of the account texts (issue 19)', ({ parcel, bundle, later, without }) => {
  const whole = keysOf(translations.en as unknown as Tree);
  // The sign-up's later steps add theirs when they first render (`lazyPage`'s `texts`): not in its start, not lost.
  const part = [...keysOf(bundle.en as unknown as Tree), ...later];
  const leftOutTops = new Set([...Object.keys(ACCOUNT_AREA_TEXTS_EN), 'limits', ...(parcel === 'sign-up' ? ['reset'] : [])]);
  const expected = whole.filter((key) => !leftOutTops.has(key.split('.')[0]!) && !without.includes(key));

  it('is the whole namespace but the account area’s, the gambling limits’ (and the other wizard’s) texts, with the same words', () => {
    expect([...part].sort()).toEqual(expected.sort());
    for (const key of part) expect(text(later.includes(key) ? signUpLaterTexts.en : bundle.en, key)).toBe(text(translations.en, key));
  });

  it('loads the same whole languages, so a page in Finnish reads the same chunk whichever parcel starts first', () => {
    expect(bundle.load).toBe(translations.load);
    expect(bundle.namespace).toBe(translations.namespace);
  });
});

it('keeps the sign-up’s later steps’ texts out of its start, and no key in both', () => {
  const start = new Set(keysOf(wizardTranslations.en as unknown as Tree));
  const later = keysOf(signUpLaterTexts.en);
  expect(later.length).toBeGreaterThan(50);
  expect(later.filter((key) => start.has(key))).toEqual([]);
});
