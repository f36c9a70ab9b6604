import i18next from 'i18next';
import { format } from 'date-fns';
import { dateFnsLocaleOf } from '../money/date-locale';
import { loadDateFnsLocale } from '../money/date-locale-loader';
import { addEnglishTexts, loadLanguageTexts, type TextsBundle } from './texts-bundle';

function i18nInstance() {
  const i18n = i18next.createInstance();
  void i18n.init({ lng: 'en', fallbackLng: 'en', resources: {}, initAsync: false });
  return i18n;
}

describe('addEnglishTexts', () => {
  const wizards = { namespace: 'account', en: { steps: { label: 'Progress' }, signup: { title: 'Join' } }, load: {} } satisfies TextsBundle;
  const area = { namespace: 'account', en: { steps: { label: 'Progress' }, area: { title: 'My account' } }, load: {} } satisfies TextsBundle;

  it('merges two bundles of one namespace, each added once, without telling the store’s listeners', () => {
    const i18n = i18nInstance();
    const added = jest.fn();
    i18n.store.on('added', added);
    addEnglishTexts(i18n, wizards);
    addEnglishTexts(i18n, area);
    expect(i18n.t('signup.title', { ns: 'account' })).toBe('Join');
    expect(i18n.t('area.title', { ns: 'account' })).toBe('My account');
    expect(added).not.toHaveBeenCalled();
  });

  it('adds a bundle once per instance: a second add changes nothing', () => {
    const i18n = i18nInstance();
    addEnglishTexts(i18n, wizards);
    i18n.addResourceBundle('en', 'account', { signup: { title: 'Changed' } }, true, true);
    addEnglishTexts(i18n, wizards);
    expect(i18n.t('signup.title', { ns: 'account' })).toBe('Changed');
    // Another instance gets its own.
    const other = i18nInstance();
    addEnglishTexts(other, wizards);
    expect(other.t('signup.title', { ns: 'account' })).toBe('Join');
  });
});

describe('loadLanguageTexts with loadDateLocale', () => {
  const day = new Date(2026, 10, 24);
  const wordsOf = (language: string) => format(day, 'EEEE d MMMM', { locale: dateFnsLocaleOf(language) });

  it('adds the texts only once the language’s date words are there too', async () => {
    const i18n = i18nInstance();
    const bundle = {
      namespace: 'rewards',
      en: { title: 'Rewards' },
      load: { fr: () => Promise.resolve({ default: { title: 'Récompenses' } }) },
      loadDateLocale: loadDateFnsLocale,
    } satisfies TextsBundle;
    const seen: string[] = [];
    i18n.store.on('added', () => seen.push(wordsOf('fr')));
    expect(wordsOf('fr')).toBe('Tuesday 24 November');
    await loadLanguageTexts(i18n, bundle, 'fr');
    expect(i18n.getResource('fr', 'rewards', 'title')).toBe('Récompenses');
    expect(seen).toEqual(['mardi 24 novembre']);
  });

  it('leaves the date words alone for a bundle that does not word dates', async () => {
    const i18n = i18nInstance();
    const bundle = { namespace: 'casino', en: { title: 'Casino' }, load: { tr: () => Promise.resolve({ default: { title: 'Kumarhane' } }) } } satisfies TextsBundle;
    await loadLanguageTexts(i18n, bundle, 'tr');
    expect(i18n.getResource('tr', 'casino', 'title')).toBe('Kumarhane');
    expect(wordsOf('tr')).toBe('Tuesday 24 November');
  });
});
