import { COOKIE_CATEGORIES, type CookieCategory } from '@casino/shared/bus';
import { localePath } from '@casino/shared/market';
import { useBusState, usePlatform } from '@casino/shared/parcel';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@casino/shared-modules/react-router';
import styled from 'styled-components';
import { useHostServices } from '../../../lib/host-services';
import { readConsent, saveConsent } from '../cookie-consent';
import { PrimaryButton, SecondaryButton } from './form-controls';

const Notice = styled.section`
  position: fixed;
  left: ${({ theme }) => theme.space(3)};
  right: ${({ theme }) => theme.space(3)};
  bottom: ${({ theme }) => theme.space(3)};
  z-index: 40;
  max-width: 720px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: 0 12px 32px rgba(0, 0, 0, 0.4);
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: 1.1rem;
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space(3)};
  }
  a {
    color: ${({ theme }) => theme.colors.accent};
  }
  fieldset {
    border: 0;
    padding: 0;
    margin: 0 0 ${({ theme }) => theme.space(3)};
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(4)};
  }
  label {
    display: inline-flex;
    gap: ${({ theme }) => theme.space(2)};
    align-items: center;
    min-height: 32px;
  }
`;

const Buttons = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  flex-wrap: wrap;
  button {
    width: auto;
    padding: 0 ${({ theme }) => theme.space(5)};
  }
`;

/**
 * The cookie notice (spec 000 §3 Cookie consent, §4 Cookies): categories essentials,
 * performanceFunctional and marketing, all on by default; the choices, an accepted flag and a
 * consent id are kept in local storage and, for a logged-in player, sent to the platform.
 */
export function CookieNotice() {
  const { t } = useTranslation();
  const { http } = usePlatform();
  const { bus } = useHostServices();
  const consent = useBusState('consent');
  const session = useBusState('session');
  const { segment } = useBusState('locale');
  const [choices, setChoices] = useState(consent.categories);

  useEffect(() => {
    bus.set('consent', readConsent());
  }, [bus]);
  useEffect(() => setChoices(consent.categories), [consent.categories]);

  const send = (categories: Record<CookieCategory, boolean>) => {
    const saved = saveConsent(categories);
    bus.set('consent', saved);
    if (session.authorized) void http.patch('/player/cookies/consent', { consentId: saved.consentId, ...saved.categories }).catch(() => undefined);
  };

  if (consent.accepted) return null;
  return (
    // Per visitor, so never part of a prerendered first screen (docs/prerendering.md).
    <Notice aria-labelledby="cookie-notice-title" data-prerender="omit">
      <h2 id="cookie-notice-title">{t('cookies.title')}</h2>
      <p>
        {t('cookies.text')} <Link to={localePath(segment, '/cookie-policy')}>{t('cookies.policy')}</Link>
      </p>
      <fieldset>
        <legend className="visually-hidden" style={{ position: 'absolute', left: -9999 }}>
          {t('cookies.choices')}
        </legend>
        {COOKIE_CATEGORIES.map((category) => (
          <label key={category}>
            <input
              type="checkbox"
              checked={choices[category]}
              disabled={category === 'essentials'}
              onChange={(event) => setChoices({ ...choices, [category]: event.target.checked })}
            />
            {t(`cookies.category.${category}`)}
          </label>
        ))}
      </fieldset>
      <Buttons>
        <PrimaryButton type="button" onClick={() => send({ essentials: true, performanceFunctional: true, marketing: true })}>
          {t('cookies.acceptAll')}
        </PrimaryButton>
        <SecondaryButton type="button" onClick={() => send(choices)}>
          {t('cookies.save')}
        </SecondaryButton>
      </Buttons>
    </Notice>
  );
}
