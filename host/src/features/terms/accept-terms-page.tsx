import { localePath } from '@casino/shared/market';
import { useBusState, usePlatform } from '@casino/shared/parcel';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from '@casino/shared-modules/react-router';
import styled from 'styled-components';
import { useHostServices } from '../../lib/host-services';
import { useShellState } from '../../lib/shell-store';
import { ErrorText, PrimaryButton } from '../overlays';
import { SafeHtml, useStaticPage } from '../static-pages';

const FullScreen = styled.main`
  min-height: 100vh;
  display: grid;
  grid-template-rows: auto 1fr auto;
  max-width: 880px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)};
`;

const Terms = styled.section`
  overflow: auto;
  max-height: 60vh;
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.surface};
`;

const Actions = styled.div`
  padding-top: ${({ theme }) => theme.space(4)};
`;

/**
 * The full-screen terms-versioning page (spec 000 §2 `/accept-terms-condition`, guard 4): the
 * current terms and an Accept button whose call records the accepted version and clears the
 * updated-terms flag, then returns the player to the page they wanted.
 */
export function AcceptTermsPage() {
  const { t } = useTranslation();
  const { http } = usePlatform();
  const { bus, session, shell } = useHostServices();
  const { currentTermsVersion } = useShellState(shell);
  const player = useBusState('session');
  const { segment } = useBusState('locale');
  const from = (useLocation().state as { from?: string } | null)?.from;
  const terms = useStaticPage('/terms');
  const [status, setStatus] = useState<'idle' | 'saving' | 'failed'>('idle');

  const accept = async () => {
    setStatus('saving');
    try {
      // Accepting needs the player's session (spec 000 §8 "no session error" otherwise).
      session.requireAccessToken();
      const version = currentTermsVersion ?? bus.get('profile')?.termsAndConditionsAcceptedVersion ?? '';
      await http.patch('/player/update_term_and_condition_version', { version });
      session.setShowUpdatedTnC(false);
      shell.update({ showUpdatedTnC: false });
      const profile = bus.get('profile');
      if (profile) bus.set('profile', { ...profile, termsAndConditionsAcceptedVersion: version });
      bus.emit({ type: 'NAVIGATE', to: localePath(segment, from ?? '/'), replace: true });
    } catch {
      setStatus('failed');
    }
  };

  return (
    <FullScreen aria-labelledby="accept-terms-title">
      <header>
        <h1 id="accept-terms-title">{t('terms.title')}</h1>
        <p>{t('terms.intro', { version: currentTermsVersion ?? '' })}</p>
      </header>
      <Terms aria-label={terms.data?.title ?? t('terms.title')} tabIndex={0}>
        {terms.data ? <SafeHtml html={terms.data.body} /> : <p role="status">{t('common.loading')}</p>}
      </Terms>
      <Actions>
        {status === 'failed' ? <ErrorText role="alert">{t('terms.failed')}</ErrorText> : null}
        {player.authorized ? (
          <PrimaryButton type="button" onClick={() => void accept()} disabled={status === 'saving'}>
            {status === 'saving' ? t('terms.accepting') : t('terms.accept')}
          </PrimaryButton>
        ) : (
          <PrimaryButton type="button" onClick={() => bus.emit({ type: 'OPEN_LOGIN', redirectTo: '/accept-terms-condition' })}>
            {t('header.login')}
          </PrimaryButton>
        )}
      </Actions>
    </FullScreen>
  );
}
