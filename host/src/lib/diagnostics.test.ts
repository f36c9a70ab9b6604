import { createPlatformBus } from '@casino/shared/bus';
import { exposeDiagnostics } from './diagnostics';

describe('exposeDiagnostics', () => {
  afterEach(() => {
    delete (window as { __casinoDiagnostics?: unknown }).__casinoDiagnostics;
  });

  it('counts the bus subscriptions open at the time it is read', () => {
    const bus = createPlatformBus();
    exposeDiagnostics(bus);
    const before = window.__casinoDiagnostics?.liveSubscriptions();
    const subscription = bus.select('session').subscribe();
    expect(window.__casinoDiagnostics?.liveSubscriptions()).toBe((before ?? NaN) + 1);
    subscription.unsubscribe();
    expect(window.__casinoDiagnostics?.liveSubscriptions()).toBe(before);
  });

  it('gives a page script nothing to change and no way to the bus', () => {
    const diagnostics = exposeDiagnostics(createPlatformBus());
    expect(Object.keys(diagnostics)).toEqual(['liveSubscriptions']);
    expect(() => {
      (diagnostics as { liveSubscriptions: () => number }).liveSubscriptions = () => 0;
    }).toThrow(TypeError);
    expect(() => {
      window.__casinoDiagnostics = { liveSubscriptions: () => 0 };
    }).toThrow(TypeError);
    expect(window.__casinoDiagnostics).toBe(diagnostics);
  });
});
