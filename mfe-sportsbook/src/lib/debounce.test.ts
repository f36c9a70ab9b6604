import { debounce } from './debounce';

describe('debounce', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('calls once, with the last arguments, when the calls pause for the wait', () => {
    const fn = jest.fn();
    const debounced = debounce(fn, 350);
    debounced(100);
    jest.advanceTimersByTime(349);
    debounced(200);
    jest.advanceTimersByTime(349);
    expect(fn).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith(200);
  });

  it('drops the waiting call on cancel', () => {
    const fn = jest.fn();
    const debounced = debounce(fn, 350);
    debounced(1);
    debounced.cancel();
    jest.advanceTimersByTime(1000);
    expect(fn).not.toHaveBeenCalled();
  });
});
