import { act, render, screen } from '@testing-library/react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { createI18n } from './create-i18n';

const TEXTS: Record<string, object> = {
  en: { header: { login: 'Log in', signup: 'Sign up' }, home: { title: 'Welcome to the casino' } },
  pt: { header: { login: 'Entrar', signup: 'Registar' }, home: { title: 'Bem-vindo ao casino' } },
  'pt-BR': { header: { login: 'Entrar', signup: 'Cadastre-se' } },
};

describe('createI18n (spec 000 §7; issue 18 point 4)', () => {
  let requested: string[];
  beforeEach(() => {
    requested = [];
    global.fetch = jest.fn(async (url: string | URL | Request) => {
      const language = /\/locales\/([^/]+)\/default\.json$/.exec(String(url))![1]!;
      requested.push(language);
      const texts = TEXTS[decodeURIComponent(language)];
      return { ok: Boolean(texts), status: texts ? 200 : 404, json: async () => texts } as Response;
    });
  });

  it('reads Brazilian Portuguese, then Portuguese, then English for a text Brazil lacks', async () => {
    const i18n = createI18n('http://platform', 'pt-BR');
    await i18n.changeLanguage('pt-BR');
    expect(requested.sort()).toEqual(['en', 'pt', 'pt-BR']);
    expect(i18n.t('header.signup')).toBe('Cadastre-se');
    expect(i18n.t('home.title')).toBe('Bem-vindo ao casino');
  });

  it('asks for the texts before it returns, ahead of any request started after it (issue 19)', () => {
    createI18n('http://platform', 'en');
    // No await, no timer: the session's requests, started next at the page's start, come after this one.
    expect(requested).toEqual(['en']);
  });

  it('never requests a language no enabled market shows: it reads English', async () => {
    const i18n = createI18n('http://platform', 'ja');
    await i18n.changeLanguage('ja');
    expect(requested).toEqual(['en']);
    expect(i18n.t('header.login')).toBe('Log in');
  });

  it("re-renders a remote's texts that arrive after a language change, without a reload (issue 19)", async () => {
    const i18n = createI18n('http://platform', 'en');
    await i18n.changeLanguage('en');
    i18n.addResourceBundle('en', 'casino', { lobby: { title: 'Casino' } });
    function Title() {
      const { t } = useTranslation('casino');
      return <h1>{t('lobby.title')}</h1>;
    }
    render(
      <I18nextProvider i18n={i18n}>
        <Title />
      </I18nextProvider>,
    );
    expect(screen.getByRole('heading')).toHaveTextContent('Casino');
    await act(() => i18n.changeLanguage('pt'));
    // The remote's Portuguese comes after the change (its own chunk): English until then, then Portuguese.
    expect(screen.getByRole('heading')).toHaveTextContent('Casino');
    act(() => {
      i18n.addResourceBundle('pt', 'casino', { lobby: { title: 'Casino em português' } });
    });
    expect(screen.getByRole('heading')).toHaveTextContent('Casino em português');
  });
});
