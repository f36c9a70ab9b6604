import type { Reward } from '../wire/bonus';

/**
 * A reward as `GET /bonus/rewards` answers it (spec 001 §3 Reward; the wire's `rewardSchema`), for tests:
 * an eligible casino deposit bonus of EUR 200.00 at most (100 %, minimum deposit EUR 20.00, 35× wagering),
 * unless `overrides` say otherwise. Money in minor units.
 */
export function rewardOf(overrides: Partial<Reward> = {}): Reward {
  return {
    campaignId: 'casino-deposit-200',
    assignmentId: null,
    vertical: 'CASINO',
    bonusType: 'CASINO',
    campaignStatus: 'ACTIVE',
    bonusStatus: null,
    campaignCategory: 'TRIGGERED',
    grantType: 'MANUAL',
    triggerEvent: 'DEPOSIT',
    kind: 'STICKY',
    rewardKind: 'CASH',
    currency: 'EUR',
    bonusAmount: 20000,
    matchPercent: 100,
    minDeposit: 2000,
    wrMultiplier: 35,
    wageringAmount: 700000,
    wageringProgress: 0,
    betBonusType: 0,
    cashbackInfo: null,
    cashbackActivated: false,
    cashbackBooster: 1,
    cashbackProgress: null,
    freeSpinDetail: null,
    hasBonusCode: false,
    partnerBonusCode: null,
    loyalty: false,
    optedIn: false,
    startedAt: '2026-01-01T00:00:00.000Z',
    endedAt: '2099-01-01T00:00:00.000Z',
    expiresAt: '2026-12-31T21:59:00.000Z',
    campaignDisplayInfo: { title: 'Casino welcome 100%', description: 'Double your deposit up to €200.' },
    queuedPlayerBonusId: null,
    ...overrides,
  };
}
