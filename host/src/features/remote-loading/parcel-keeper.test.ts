import type { Parcel } from 'single-spa';
import { canBeKept, createParcelKeeper } from './parcel-keeper';

/** The release manifest a parcel was loaded under (only its identity matters to the keeper). */
const manifest = new Promise<never>(() => undefined);

/** A stand-in for a mounted single-spa parcel: only what the keeper calls. */
function fakeParcel() {
  const unmount = jest.fn(() => Promise.resolve(null));
  const container = document.createElement('div');
  container.innerHTML = '<img alt="" src="/a@1x.webp" srcset="/a@1x.webp 200w" sizes="200px">';
  return { parcel: { unmount } as unknown as Parcel, unmount, container, version: '1.0.0', manifest };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => document.querySelectorAll('[data-kept-parcels]').forEach((holder) => holder.remove()));

describe('createParcelKeeper', () => {
  it('shows what it keeps for an owner without giving it up (peek)', () => {
    const keeper = createParcelKeeper();
    const casino = fakeParcel();
    keeper.keep('casino', 'p1', casino);
    expect(keeper.peek('casino', 'p1')).toEqual({ parcel: casino.parcel, container: casino.container, version: '1.0.0', manifest });
    expect(keeper.peek('casino', 'p2')).toBeNull();
    expect(keeper.peek('live', 'p1')).toBeNull();
    expect(keeper.size()).toBe(1);
    expect(keeper.take('casino', 'p1')?.parcel).toBe(casino.parcel);
  });

  it('keeps the most recently left pages up to its capacity and unmounts the oldest', async () => {
    const keeper = createParcelKeeper({ capacity: 2 });
    const [casino, live, promotions] = [fakeParcel(), fakeParcel(), fakeParcel()];
    keeper.keep('casino', '', casino);
    keeper.keep('live', '', live);
    keeper.keep('promotions', '', promotions);
    await Promise.resolve();
    expect(keeper.size()).toBe(2);
    expect(casino.unmount).toHaveBeenCalledTimes(1);
    // React let go of the hidden page's images: their sources go as useResponsiveImage would take them.
    expect(casino.container.querySelector('img')).not.toHaveAttribute('srcset');
    await flush();
    expect(casino.container.isConnected).toBe(false);
    expect(live.container.isConnected).toBe(true);
    expect(keeper.take('casino', '')).toBeNull();
    expect(keeper.take('live', '')).toMatchObject({ parcel: live.parcel, container: live.container });
    expect(keeper.size()).toBe(1);
  });

  it('gives back a page taken in the same task as another is kept, before counting the capacity (three areas, two kept)', async () => {
    const keeper = createParcelKeeper({ capacity: 2 });
    const [casino, live, promotions] = [fakeParcel(), fakeParcel(), fakeParcel()];
    keeper.keep('casino', '', casino);
    keeper.keep('live', '', live);
    // Promotions left for the casino: the navigation keeps promotions, then takes the casino back.
    keeper.keep('promotions', '', promotions);
    expect(keeper.take('casino', '')?.parcel).toBe(casino.parcel);
    await flush();
    expect(casino.unmount).not.toHaveBeenCalled();
    expect(live.unmount).not.toHaveBeenCalled();
    expect(keeper.size()).toBe(2);
  });

  it("gives a page back to its owner only, and unmounts one asked for by someone else", () => {
    const keeper = createParcelKeeper();
    const account = fakeParcel();
    keeper.keep('account', 'anna', account);
    expect(keeper.take('account', 'ben')).toBeNull();
    expect(account.unmount).toHaveBeenCalled();
    expect(keeper.size()).toBe(0);
  });

  it("releases everyone's pages but the owner's, or all", () => {
    const keeper = createParcelKeeper({ capacity: 3 });
    const [visitors, annas] = [fakeParcel(), fakeParcel()];
    keeper.keep('casino', '', visitors);
    keeper.keep('account', 'anna', annas);
    keeper.release('anna');
    expect(visitors.unmount).toHaveBeenCalled();
    expect(keeper.size()).toBe(1);
    keeper.release();
    expect(annas.unmount).toHaveBeenCalled();
    expect(keeper.size()).toBe(0);
  });

  it('holds the kept containers in one hidden element in the document', () => {
    const keeper = createParcelKeeper();
    const casino = fakeParcel();
    keeper.keep('casino', '', casino);
    const holder = casino.container.parentElement;
    expect(holder).toHaveAttribute('data-kept-parcels');
    expect(holder?.hidden).toBe(true);
    expect(holder?.isConnected).toBe(true);
  });
});

describe('canBeKept', () => {
  it('keeps remotes of contract 2.11 or later in the same major only', () => {
    expect(canBeKept('2.11.0')).toBe(true);
    expect(canBeKept('2.12.3')).toBe(true);
    expect(canBeKept('2.10.0')).toBe(false);
    expect(canBeKept('1.11.0')).toBe(false);
    expect(canBeKept('not a version')).toBe(false);
  });
});
