import { usePlatform, useBusState } from '@casino/shared/parcel';
import { Dialog } from '@casino/shared/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useHostServices } from '../../../lib/host-services';
import { STORAGE_KEYS } from '../../session';
import { ContentLink } from './content-link';

/** Whether this browser was told the welcome was seen (spec 000 §7 local storage `firstLogin` = `false`). */
function dismissedHere(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEYS.firstLogin) === 'false';
  } catch {
    return false;
  }
}

/**
 * The welcome dialog of a player's first login (spec 000 §3 Login state `firstLogin`, spec 001 §2 welcome
 * modal): shown once, on the home page, to a logged-in player whose profile says `firstLogin: true`. Any way
 * out (close, Escape, either link) dismisses it for good: local storage `firstLogin` becomes `false` (spec 000
 * §7), the profile on the bus says `firstLogin: false`, and `PUT /player/profile { firstLogin: false }` tells
 * the platform, so another browser or the next login does not show it again (a failed call is ignored).
 */
export function WelcomeDialog() {
  const { t } = useTranslation();
  const { http } = usePlatform();
  const { bus } = useHostServices();
  const session = useBusState('session');
  const profile = useBusState('profile');
  const [dismissed, setDismissed] = useState(dismissedHere);
  if (!session.authorized || profile?.firstLogin !== true || dismissed) return null;

  const dismiss = () => {
    setDismissed(true);
    try {
      localStorage.setItem(STORAGE_KEYS.firstLogin, 'false');
    } catch {
      // Storage may be unavailable (private mode): the platform still records it below.
    }
    const current = bus.get('profile');
    if (current) bus.set('profile', { ...current, firstLogin: false });
    void http.put('/player/profile', { firstLogin: false }).catch(() => undefined);
  };

  return (
    <Dialog title={t('welcome.title')} onClose={dismiss} closeLabel={t('welcome.close')}>
      <p>{t('welcome.text')}</p>
      <Actions>
        <Primary to="/deposit" onClick={dismiss}>
          {t('welcome.deposit')}
        </Primary>
        <Secondary to="/promotions" onClick={dismiss}>
          {t('welcome.promotions')}
        </Secondary>
      </Actions>
    </Dialog>
  );
}

const Actions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(4)};
`;

const Primary = styled(ContentLink)`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 48px;
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.accentText};
  font-weight: 700;
  text-decoration: none;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Secondary = styled(Primary)`
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
`;
