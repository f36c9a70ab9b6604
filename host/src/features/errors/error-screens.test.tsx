import { theme } from '@casino/shared/ui';
import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { GenericErrorScreen, TryAgainScreen } from './error-screens';

/** An i18next instance in `language` with the host's texts of `texts` (none: the texts could not load). */
function i18nIn(language: string, texts?: object) {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({ lng: language, fallbackLng: 'en', resources: texts ? { [language]: { translation: texts } } : {}, initAsync: false });
  return i18n;
}

function renderIn(language: string, texts: object | undefined, screenElement: React.ReactElement) {
  return render(
    <ThemeProvider theme={theme}>
      <I18nextProvider i18n={i18nIn(language, texts)}>{screenElement}</I18nextProvider>
    </ThemeProvider>,
  );
}

describe('error screens (spec 000 §8; issue 18 point 4: error screens translated)', () => {
  it('shows the generic screen in the page language', () => {
    renderIn('es', require('../../../../sandbox/seed-data/locales/es/default.json'), <GenericErrorScreen onReload={jest.fn()} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Ups, algo salió mal. Recarga la página para intentarlo de nuevo.');
    expect(screen.getByRole('button', { name: 'Recargar' })).toBeInTheDocument();
  });

  it('shows the try-again screen in the page language', () => {
    renderIn('tr', require('../../../../sandbox/seed-data/locales/tr/default.json'), <TryAgainScreen onTryAgain={jest.fn()} />);
    expect(screen.getByRole('heading', { name: 'BİR ŞEYLER TERS GİTTİ' })).toBeInTheDocument();
    expect(screen.getByText('Lütfen tekrar deneyin')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tekrar dene' })).toBeInTheDocument();
  });

  it("falls back to the spec's English when the texts could not load", () => {
    renderIn('pt-BR', undefined, <GenericErrorScreen onReload={jest.fn()} />);
    expect(screen.getByRole('heading', { name: 'Oops, something went wrong. Please reload the page to try again.' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });
});
