import { act, renderHook } from '@testing-library/react';
import { FRAME_RESIZE_DEBOUNCE_MS, useFrameHeight } from './use-frame-height';

describe('useFrameHeight (the frame follows its content, debounced 350 ms)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('takes the last reported height once the reports pause for 350 ms', () => {
    expect(FRAME_RESIZE_DEBOUNCE_MS).toBe(350);
    const { result } = renderHook(() => useFrameHeight());
    expect(result.current[0]).toBeNull();
    act(() => {
      result.current[1](800);
      jest.advanceTimersByTime(200);
      result.current[1](1200.4);
      jest.advanceTimersByTime(349);
    });
    expect(result.current[0]).toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(result.current[0]).toBe(1201);
    act(() => {
      result.current[1](600);
      jest.advanceTimersByTime(350);
    });
    expect(result.current[0]).toBe(600);
  });

  it('sets nothing after it unmounts', () => {
    const { result, unmount } = renderHook(() => useFrameHeight());
    act(() => result.current[1](900));
    unmount();
    expect(() => jest.advanceTimersByTime(1000)).not.toThrow();
  });
});
