import { translationLanguageOf } from '@casino/shared/market';
import { useBusState, useLoadLanguage, usePlatform } from '@casino/shared/parcel';
import { BusyButton } from '@casino/shared/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { AccountScreen, Section } from '../../../components/account-screen';
import { FormProblem, type FormProblemState } from '../../../components/form-problem';
import { Choice, Choices } from '../../../components/ui';
import { useUpdateLanguage } from '../api/update-language';
import { accountErrorKey } from '../lib/account-error';
import { marketLanguages, pathInSegment } from '../lib/languages';

/**
 * `/my-account/account/language` (spec 001 §7 language; issue 15): the languages of the player's market,
 * each named in itself. Saving sends `POST /player/language` (caf as fr, inen as en), then moves the site
 * to that language's segment through the host's one history (`NAVIGATE`), which relabels every area; the
 * toast is said in the new language, whose texts are loaded first (English if they fail to load).
 */
export function LanguageScreen() {
  const { t, i18n } = useTranslation('account');
  const { bus } = usePlatform();
  const locale = useBusState('locale');
  const location = useBusState('location');
  const options = marketLanguages(locale.market);
  const [segment, setSegment] = useState(locale.segment);
  const [problem, setProblem] = useState<FormProblemState | null>(null);
  const update = useUpdateLanguage();
  const loadLanguage = useLoadLanguage();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const chosen = options.find((option) => option.segment === segment);
    if (!chosen || chosen.segment === locale.segment) return;
    setProblem(null);
    try {
      await update.mutateAsync(chosen.languageCode);
      const language = translationLanguageOf(chosen.languageCode);
      await loadLanguage(language);
      const inNewLanguage = i18n.getFixedT(language, 'account');
      bus.emit({ type: 'SHOW_TOAST', message: inNewLanguage('language.saved'), variant: 'success' });
      bus.emit({
        type: 'NAVIGATE',
        to: `${pathInSegment(location.pathname, chosen.segment)}${location.search}`,
      });
    } catch (error) {
      setProblem({ key: accountErrorKey(error), unmatched: [] });
    }
  };

  return (
    <AccountScreen title={t('language.title')} intro={t('language.intro')} back>
      <Section>
        <form noValidate onSubmit={(event) => void onSubmit(event)}>
          <FormProblem problem={problem} />
          <Choices>
            <legend>{t('language.legend')}</legend>
            {options.map((option) => (
              <Choice key={option.segment}>
                <input
                  type="radio"
                  name="language"
                  id={`language-${option.segment}`}
                  value={option.segment}
                  checked={segment === option.segment}
                  onChange={() => setSegment(option.segment)}
                />
                <label htmlFor={`language-${option.segment}`} lang={option.segment.slice(0, 2)}>
                  {option.label}
                </label>
              </Choice>
            ))}
          </Choices>
          {options.length < 2 && <p>{t('language.only')}</p>}
          <Actions>
            <BusyButton
              type="submit"
              block
              busy={update.isPending}
              busyLabel={t('form.saving')}
              aria-disabled={segment === locale.segment}
            >
              {t('language.submit')}
            </BusyButton>
          </Actions>
        </form>
      </Section>
    </AccountScreen>
  );
}

/** The save button reads as off while the chosen language is the current one (it stays focusable). */
const Actions = styled.div`
  button[aria-disabled='true'] {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;
