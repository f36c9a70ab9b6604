import { formatMinorMoney } from '@casino/shared/money';
import { useBusState } from '@casino/shared/parcel';
import type { BonusConflict, BonusFailure } from '@casino/shared/platform';
import { BusyButton, Dialog, SecondaryButton } from '@casino/shared/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ClaimFlow } from '../hooks/use-claim-flow';
import type { ClaimIntent } from '../lib/claim-machine';
import { failureText } from './failure-text';

/**
 * Four of the five forfeit modals of spec 001 §2: `forfeit` (the player forfeits an active bonus),
 * `forfeitThenClaim` (a claim met an active bonus), `forfeitThenConsent` (a code's consent met one), and the
 * forfeit error (`ForfeitErrorDialog`). The fifth, forfeit withdrawal, is the cashier's: the withdrawal
 * request is the one that meets the bonus (mfe-cashier `features/withdraw`).
 */
export type ForfeitVariant = 'forfeit' | 'forfeitThenClaim' | 'forfeitThenConsent';

/** Which forfeit modal a waiting action asks with. */
export function forfeitVariantOf(next: ClaimIntent | null): ForfeitVariant {
  if (!next) return 'forfeit';
  if (next.kind === 'consent') return 'forfeitThenConsent';
  return 'forfeitThenClaim';
}

export interface ForfeitDialogProps {
  variant: ForfeitVariant;
  conflict: BonusConflict;
  /** True while the forfeit (and what follows it) is under way. */
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The forfeit prompt (issue 17 "Fixed details"): says that the active bonus will be forfeited, names it,
 * says what is lost (its bonus money and the wagering done, in the player's currency), and offers
 * Cancel, which sends nothing. The confirm button names what follows the forfeit.
 */
export function ForfeitDialog({ variant, conflict, busy, onConfirm, onCancel }: ForfeitDialogProps) {
  const { t } = useTranslation('rewards');
  const { currency } = useBusState('wallet');
  const { market } = useBusState('locale');
  const name = conflict.title ?? t('forfeit.unnamed');
  return (
    <Dialog title={t(`forfeit.${variant}.title`)} onClose={busy ? undefined : onCancel} closeLabel={t('close')}>
      <p>{t(`forfeit.${variant}.text`, { name })}</p>
      <p>{t('forfeit.progress', { progress: formatMinorMoney(conflict.wageringProgress, currency, market) })}</p>
      <Actions>
        <BusyButton busy={busy} busyLabel={t('forfeit.busy')} onClick={onConfirm}>
          {t(`forfeit.${variant}.confirm`)}
        </BusyButton>
        <SecondaryButton type="button" onClick={onCancel} disabled={busy}>
          {t('cancel')}
        </SecondaryButton>
      </Actions>
    </Dialog>
  );
}

export interface ForfeitErrorDialogProps {
  conflict: BonusConflict;
  failure: BonusFailure;
  onClose: () => void;
}

/**
 * The forfeit error modal (spec 001 §2): the forfeit was refused (a game round is running, the bonus
 * changed meanwhile, or another refusal) and nothing was forfeited or claimed.
 */
export function ForfeitErrorDialog({ conflict, failure, onClose }: ForfeitErrorDialogProps) {
  const { t } = useTranslation('rewards');
  return (
    <Dialog title={t('forfeit.error.title')} onClose={onClose} closeLabel={t('close')}>
      <p role="alert">{failureText(t, failure)}</p>
      <p>{t('forfeit.error.kept', { name: conflict.title ?? t('forfeit.unnamed') })}</p>
      <Actions>
        <SecondaryButton type="button" onClick={onClose}>
          {t('close')}
        </SecondaryButton>
      </Actions>
    </Dialog>
  );
}

/** The modals a claim flow is showing now, if any: the forfeit prompt of its step, or the forfeit error. */
export function ClaimFlowDialogs({ flow }: { flow: ClaimFlow }) {
  const { state } = flow;
  if (state.status === 'confirmForfeit' || state.status === 'forfeiting') {
    return (
      <ForfeitDialog
        variant={forfeitVariantOf(state.next)}
        conflict={state.conflict}
        busy={state.status === 'forfeiting'}
        onConfirm={flow.confirmForfeit}
        onCancel={flow.dismiss}
      />
    );
  }
  if (state.status === 'forfeitFailed') return <ForfeitErrorDialog conflict={state.conflict} failure={state.failure} onClose={flow.dismiss} />;
  return null;
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(5)};
`;
