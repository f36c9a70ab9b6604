import { BONUS_ERROR_CODES } from '../wire/bonus';
import { bonusFailureOf } from './bonus-failure';
import { PlatformError } from './platform-error';

const refused = (status: number, data: unknown) => ({ response: { status, data } });

describe('bonusFailureOf (spec 001 §8)', () => {
  it('reads an active-bonus refusal into its code, message and the bonus in the way', () => {
    const body = {
      error: 'Conflict',
      message: 'Forfeit the active bonus first',
      code: BONUS_ERROR_CODES.activeOnWithdrawal,
      activeAssignmentId: 'pb-1',
      activeCampaignId: 'casino-welcome-match',
      activeTitle: '100 % talletusbonus 100 € asti',
      activeWageringProgress: 12_50,
    };
    expect(bonusFailureOf(refused(409, body))).toEqual({
      code: 'error.bonus.active.withdrawal',
      message: 'Forfeit the active bonus first',
      conflict: { assignmentId: 'pb-1', campaignId: 'casino-welcome-match', title: '100 % talletusbonus 100 € asti', wageringProgress: 12_50 },
    });
  });

  it('names no bonus when the refusal names none, and fills what the platform left out', () => {
    expect(bonusFailureOf(refused(409, { error: 'Conflict', message: 'in the way', code: BONUS_ERROR_CODES.activeInSameVertical, activeAssignmentId: 'pb-2' })).conflict).toEqual({
      assignmentId: 'pb-2',
      campaignId: null,
      title: null,
      wageringProgress: 0,
    });
    expect(bonusFailureOf(refused(400, { error: 'Bad Request', message: 'unknown code', code: BONUS_ERROR_CODES.codeInvalid }))).toEqual({
      code: 'error.bonus_code.invalid',
      message: 'unknown code',
      conflict: null,
    });
  });

  it('falls back to the normalised error, and to the default reward error without a code; never throws', () => {
    expect(bonusFailureOf(refused(500, { error: 'Internal Server Error' }))).toEqual({ code: BONUS_ERROR_CODES.default, message: 'Internal Server Error', conflict: null });
    expect(bonusFailureOf(new PlatformError('Gone', 'client', 410, 'error.gone'))).toEqual({ code: 'error.gone', message: 'Gone', conflict: null });
    expect(bonusFailureOf(undefined)).toEqual({ code: BONUS_ERROR_CODES.default, message: 'Network Error', conflict: null });
  });
});
