import { playerProtectionOf } from '@casino/shared/market';
import { useBusState, usePlatform } from '@casino/shared/parcel';
import { Button, Dialog, SecondaryButton, theme } from '@casino/shared/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

/**
 * The market's header rules (issue 16 §5, from the market table): Sweden's Spelpaus link for everyone and a
 * one-click 24 h pause; Germany's panic button. The pause is `POST /player/{id}/timeout/cooling` after a
 * confirmation that says what happens; the platform ends the sessions, and LOGOUT ends this one at once.
 */
export function ProtectionControls() {
  const { t } = useTranslation();
  const { bus, http } = usePlatform();
  const { market } = useBusState('locale');
  const session = useBusState('session');
  const rules = playerProtectionOf(market);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const playerId = session.claims?.player_id;
  const pause = session.authorized && playerId ? rules.pauseButton : null;

  const confirm = async () => {
    if (!playerId) return;
    setBusy(true);
    setFailed(false);
    try {
      // The schema comes beside the answer, not in the host's start (issue 19).
      const [{ data }, { timeoutStatusSchema }] = await Promise.all([
        http.post<unknown>(`/player/${encodeURIComponent(playerId)}/timeout/cooling`, { playerId }),
        import(/* webpackExports: ["timeoutStatusSchema"] */ '@casino/shared/wire'),
      ]);
      timeoutStatusSchema.parse(data);
      setConfirming(false);
      bus.emit({ type: 'LOGOUT' });
    } catch {
      setFailed(true);
      setBusy(false);
    }
  };

  if (!rules.selfExclusionRegister && !pause) return null;
  return (
    <>
      {rules.selfExclusionRegister && (
        <RegisterLink href={rules.selfExclusionRegister.url} target="_blank" rel="noopener noreferrer">
          {rules.selfExclusionRegister.name}
        </RegisterLink>
      )}
      {pause && (
        <PauseButton type="button" onClick={() => setConfirming(true)}>
          {t(`header.pause.${pause.kind}`, { hours: pause.hours })}
        </PauseButton>
      )}
      {pause && confirming && (
        <Dialog title={t('header.pause.confirmTitle', { hours: pause.hours })} onClose={busy ? undefined : () => setConfirming(false)} closeLabel={t('header.pause.cancel')}>
          <p>{t('header.pause.confirmText', { hours: pause.hours })}</p>
          {failed && <p role="alert">{t('header.pause.failed')}</p>}
          <Row>
            <Button type="button" onClick={() => void confirm()} disabled={busy} aria-busy={busy}>
              {t('header.pause.confirm')}
            </Button>
            <SecondaryButton type="button" onClick={() => setConfirming(false)} disabled={busy}>
              {t('header.pause.cancel')}
            </SecondaryButton>
          </Row>
        </Dialog>
      )}
    </>
  );
}

const RegisterLink = styled.a`
  color: ${theme.colors.text};
  font-weight: 600;
  text-decoration: underline;
  min-height: 44px;
  display: inline-flex;
  align-items: center;
`;

const PauseButton = styled.button`
  min-height: 44px;
  padding: 0 ${theme.space(3)};
  border: 2px solid ${theme.colors.danger};
  border-radius: ${theme.radius.small};
  background: transparent;
  color: ${theme.colors.text};
  font-weight: 600;
  cursor: pointer;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
  margin-top: ${theme.space(4)};
`;
