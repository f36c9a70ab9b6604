import { rememberWageringPopup, shouldShowWageringPopup } from './wagering-popup';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value), values };
}

describe('the wagering-requirements popup’s memory (spec 000 §7)', () => {
  it('shows once per campaign, remembering the seen ids under campaignIds', () => {
    const storage = memoryStorage();
    expect(shouldShowWageringPopup(storage, 'c-1', 7000)).toBe(true);
    rememberWageringPopup(storage, 'c-1', false);
    expect(storage.values.get('campaignIds')).toBe('["c-1"]');
    expect(shouldShowWageringPopup(storage, 'c-1', 7000)).toBe(false);
    expect(shouldShowWageringPopup(storage, 'c-2', 7000)).toBe(true);
    rememberWageringPopup(storage, 'c-2', false);
    rememberWageringPopup(storage, 'c-2', false);
    expect(JSON.parse(storage.values.get('campaignIds')!)).toEqual(['c-1', 'c-2']);
  });

  it('never shows again once the player said so (hide_wagering_requirements_popup)', () => {
    const storage = memoryStorage();
    rememberWageringPopup(storage, 'c-1', true);
    expect(storage.values.get('hide_wagering_requirements_popup')).toBe('true');
    expect(shouldShowWageringPopup(storage, 'c-9', 7000)).toBe(false);
  });

  it('has nothing to say for a reward without wagering, and survives a broken stored list', () => {
    expect(shouldShowWageringPopup(memoryStorage(), 'c-1', 0)).toBe(false);
    const broken = memoryStorage({ campaignIds: '{not json' });
    expect(shouldShowWageringPopup(broken, 'c-1', 100)).toBe(true);
    rememberWageringPopup(broken, 'c-1', false);
    expect(broken.values.get('campaignIds')).toBe('["c-1"]');
  });
});
