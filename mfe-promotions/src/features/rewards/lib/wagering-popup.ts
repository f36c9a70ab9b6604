import { BONUS_STORAGE_KEYS } from '@casino/shared/wire';

/** The storage the popup's memory lives in (the browser's `localStorage`; a test passes its own). */
export type PopupStorage = Pick<Storage, 'getItem' | 'setItem'>;

function seenCampaigns(storage: PopupStorage): string[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(BONUS_STORAGE_KEYS.campaignIds) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Whether the wagering-requirements popup shows after claiming `campaignId` (spec 000 §7): not when the
 * player ticked "don't show again" (`hide_wagering_requirements_popup` is `true`), nor for a campaign
 * whose popup was seen (its id in the `campaignIds` JSON array), nor for a reward without wagering.
 */
export function shouldShowWageringPopup(storage: PopupStorage, campaignId: string, wageringAmount: number): boolean {
  if (wageringAmount <= 0) return false;
  if (storage.getItem(BONUS_STORAGE_KEYS.hidePopup) === 'true') return false;
  return !seenCampaigns(storage).includes(campaignId);
}

/** The popup of `campaignId` was seen; `hideForGood` keeps every later one away ("don't show again"). */
export function rememberWageringPopup(storage: PopupStorage, campaignId: string, hideForGood: boolean): void {
  const seen = seenCampaigns(storage);
  if (!seen.includes(campaignId)) storage.setItem(BONUS_STORAGE_KEYS.campaignIds, JSON.stringify([...seen, campaignId]));
  if (hideForGood) storage.setItem(BONUS_STORAGE_KEYS.hidePopup, 'true');
}
