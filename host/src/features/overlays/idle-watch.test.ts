import { watchIdle } from './idle-watch';

describe('inactivity (spec 000 §4, §9)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('warns one check before 1800 s and logs out at 1800 s without activity', () => {
    const onWarn = jest.fn();
    const onIdle = jest.fn();
    const watch = watchIdle({ isLoggedIn: () => true, onWarn, onIdle, now: () => Date.now() });
    jest.advanceTimersByTime(180_000 * 8);
    expect(onWarn).not.toHaveBeenCalled();
    jest.advanceTimersByTime(180_000);
    expect(onWarn).toHaveBeenCalledTimes(1);
    expect(onIdle).not.toHaveBeenCalled();
    jest.advanceTimersByTime(180_000);
    expect(onIdle).toHaveBeenCalledTimes(1);
    watch.stop();
  });

  it('activity resets the clock', () => {
    const onIdle = jest.fn();
    const watch = watchIdle({ isLoggedIn: () => true, onWarn: jest.fn(), onIdle, now: () => Date.now() });
    jest.advanceTimersByTime(1_700_000);
    window.dispatchEvent(new Event('keydown'));
    jest.advanceTimersByTime(1_700_000);
    expect(onIdle).not.toHaveBeenCalled();
    watch.stop();
  });

  it('neither warns nor logs out while deferred (the reality check is due), and goes on after it', () => {
    const onWarn = jest.fn();
    const onIdle = jest.fn();
    let deferred = true;
    const watch = watchIdle({ isLoggedIn: () => true, onWarn, onIdle, isDeferred: () => deferred, now: () => Date.now() });
    jest.advanceTimersByTime(3_600_000);
    expect(onWarn).not.toHaveBeenCalled();
    expect(onIdle).not.toHaveBeenCalled();
    deferred = false;
    watch.touch();
    jest.advanceTimersByTime(1_800_000);
    expect(onIdle).toHaveBeenCalledTimes(1);
    watch.stop();
  });

  it('does nothing for a visitor', () => {
    const onIdle = jest.fn();
    const watch = watchIdle({ isLoggedIn: () => false, onWarn: jest.fn(), onIdle, now: () => Date.now() });
    jest.advanceTimersByTime(3_600_000);
    expect(onIdle).not.toHaveBeenCalled();
    watch.stop();
  });
});
