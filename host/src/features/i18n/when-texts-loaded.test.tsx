import { act, render, screen } from '@testing-library/react';
import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';
import { WhenTextsLoaded } from './when-texts-loaded';

/** An i18next instance whose `default` namespace arrives when the test says, or fails. */
function slowTexts() {
  let answer: ReadCallback | undefined;
  const backend: BackendModule = {
    type: 'backend',
    init: () => undefined,
    read: (_language, _namespace, callback) => {
      answer = callback;
    },
  };
  const i18n = i18next.createInstance();
  void i18n.use(backend).use(initReactI18next).init({ lng: 'en', fallbackLng: 'en', ns: ['default'], defaultNS: 'default', react: { useSuspense: false } });
  return { i18n, answer: (...args: Parameters<ReadCallback>) => act(() => answer?.(...args)) };
}

function Label() {
  const { t } = useTranslation();
  return <p>{t('cookies.title')}</p>;
}

describe('WhenTextsLoaded', () => {
  it('shows nothing until the texts have loaded, never the keys', async () => {
    const { i18n, answer } = slowTexts();
    const { container } = render(
      <I18nextProvider i18n={i18n}>
        <WhenTextsLoaded>
          <Label />
        </WhenTextsLoaded>
      </I18nextProvider>,
    );
    expect(container).toBeEmptyDOMElement();
    await answer(null, { cookies: { title: 'We use cookies' } });
    expect(await screen.findByText('We use cookies')).toBeInTheDocument();
  });

  it('shows the app when the texts could not be loaded (keys beat a blank page)', async () => {
    const { i18n, answer } = slowTexts();
    render(
      <I18nextProvider i18n={i18n}>
        <WhenTextsLoaded>
          <Label />
        </WhenTextsLoaded>
      </I18nextProvider>,
    );
    await answer(new Error('offline'), false);
    expect(await screen.findByText('cookies.title')).toBeInTheDocument();
  });
});
