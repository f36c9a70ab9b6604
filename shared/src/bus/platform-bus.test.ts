import { createPlatformBus, readOnlyView } from './platform-bus';

describe('platform bus (ARCHITECTURE §5)', () => {
  it('replays the latest state to a late subscriber', () => {
    const bus = createPlatformBus();
    bus.set('wallet', { balances: { MAIN: 10 }, currency: 'EUR', updatedAt: 1 });
    const seen: unknown[] = [];
    bus.select('wallet').subscribe((value) => seen.push(value));
    expect(seen).toEqual([{ balances: { MAIN: 10 }, currency: 'EUR', updatedAt: 1 }]);
  });

  it('starts as an anonymous visitor at en-UN with a Pending session', () => {
    const bus = createPlatformBus();
    expect(bus.get('session')).toEqual({ status: 'Pending', authorized: false, claims: null });
    expect(bus.get('locale').segment).toBe('en-UN');
  });

  it('delivers typed events by type and does not replay them', () => {
    const bus = createPlatformBus();
    bus.emit({ type: 'OPEN_DEPOSIT' });
    const toasts: string[] = [];
    bus.on('SHOW_TOAST').subscribe((event) => toasts.push(event.message));
    bus.emit({ type: 'OPEN_LOGIN' });
    bus.emit({ type: 'SHOW_TOAST', message: 'Saved', variant: 'success' });
    expect(toasts).toEqual(['Saved']);
  });

  it('counts live subscriptions and forgets ended ones', () => {
    const bus = createPlatformBus();
    const a = bus.select('session').subscribe();
    const b = bus.on('LOGOUT').subscribe();
    const c = bus.events$.subscribe();
    expect(bus.liveSubscriptions()).toBe(3);
    a.unsubscribe();
    b.unsubscribe();
    c.unsubscribe();
    expect(bus.liveSubscriptions()).toBe(0);
  });

  it('throws on an unknown state key', () => {
    const bus = createPlatformBus();
    expect(() => bus.get('nope' as never)).toThrow('Unknown bus state "nope"');
  });
});

describe('readOnlyView', () => {
  it('reads, listens and emits through the bus but has no setter, even for untyped code', () => {
    const bus = createPlatformBus();
    const view = readOnlyView(bus);
    const seen: string[] = [];
    const subscription = view.on('OPEN_DEPOSIT').subscribe((event) => seen.push(event.type));
    bus.set('session', { status: 'Resolved', authorized: false, claims: null });
    expect(view.get('session').status).toBe('Resolved');
    view.emit({ type: 'OPEN_DEPOSIT' });
    expect(seen).toEqual(['OPEN_DEPOSIT']);
    expect(view.liveSubscriptions()).toBe(1);
    subscription.unsubscribe();
    expect(bus.liveSubscriptions()).toBe(0);
    expect('set' in view).toBe(false);
    expect(Object.isFrozen(view)).toBe(true);
  });
});
