import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { renderWithPlatform } from '../testing/render-with-platform';
import type { EnglishTexts, TextsBundle } from './texts-bundle';
import { withEnglishTexts } from './with-english-texts';

const start = { namespace: 'account', en: { signup: { title: 'Create your account' } }, load: {} } satisfies TextsBundle;
const later = { namespace: 'account', en: { signup: { contact: { title: 'Your contact info' } } } } satisfies EnglishTexts;

function ContactStep({ number }: { number: number }) {
  const { t } = useTranslation('account');
  return (
    <h2>
      {number}. {t('signup.contact.title')} ({t('signup.title')})
    </h2>
  );
}

describe('withEnglishTexts (issue 19: a later part’s texts come with its chunk)', () => {
  it('adds the part’s English before its first render, merged into the namespace the start added', () => {
    const Step = withEnglishTexts(ContactStep, later);
    renderWithPlatform(<Step number={2} />, { translations: start });
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('2. Your contact info (Create your account)');
  });

  it('shows the keys without it: the part’s texts are not in the start', () => {
    renderWithPlatform(<ContactStep number={2} />, { translations: start });
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('2. signup.contact.title (Create your account)');
  });

  it('tells no listener of the store, so nothing already on the page re-renders for it', () => {
    const Step = withEnglishTexts(ContactStep, later);
    const added = jest.fn();
    function Wizard() {
      const [later, setLater] = useState(false);
      return later ? <Step number={2} /> : <button onClick={() => setLater(true)}>Continue</button>;
    }
    const { platform } = renderWithPlatform(<Wizard />, { translations: start });
    platform.i18n.store.on('added', added);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Your contact info');
    expect(added).not.toHaveBeenCalled();
    expect(Step.displayName).toBe('WithEnglishTexts(ContactStep)');
  });
});
