import { act, renderHook } from '@testing-library/react';
import type { ChangeEvent } from 'react';
import { SEARCH_DEBOUNCE_MS, useSearchAsYouType } from './use-search-as-you-type';

const typed = (value: string) => ({ target: { value } }) as ChangeEvent<HTMLInputElement>;

describe('useSearchAsYouType (issue 18 point 3)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('searches once, a pause after the last keystroke; each keystroke cancels the wait', () => {
    const searched: string[] = [];
    const { result } = renderHook(() => useSearchAsYouType('', (text) => searched.push(text)));
    act(() => result.current.onChange(typed('S')));
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    act(() => result.current.onChange(typed('Sw')));
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(searched).toEqual([]);
    expect(result.current.text).toBe('Sw');
    act(() => jest.advanceTimersByTime(1));
    expect(searched).toEqual(['Sw']);
    // The same text again (spaces aside) is not searched again; Enter searches it anyway.
    act(() => result.current.onChange(typed('Sw ')));
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(searched).toEqual(['Sw']);
    act(() => result.current.submit());
    expect(searched).toEqual(['Sw', 'Sw ']);
  });

  it('shows a search the URL brings from outside, and clears to no search (none when there was none)', () => {
    const searched: string[] = [];
    const { result, rerender } = renderHook(({ q }) => useSearchAsYouType(q, (text) => searched.push(text)), { initialProps: { q: 'book' } });
    expect(result.current.text).toBe('book');
    rerender({ q: 'starburst' });
    expect(result.current.text).toBe('starburst');
    expect(searched).toEqual([]);
    act(() => result.current.clear());
    expect(result.current.text).toBe('');
    expect(searched).toEqual(['']);
    rerender({ q: '' });
    act(() => result.current.clear());
    expect(searched).toEqual(['']);
  });

  it('keeps what was typed when the URL gives the search back in its own form (issue 21 point 6: found by the search fuzz)', () => {
    const searched: string[] = [];
    const { result, rerender } = renderHook(({ q }) => useSearchAsYouType(q, (text) => searched.push(text)), { initialProps: { q: '' } });
    // A lone surrogate and outer spaces: the URL carries U+FFFD, trimmed.
    act(() => result.current.onChange(typed(' a\udfff ')));
    act(() => result.current.submit());
    rerender({ q: 'a\ufffd' });
    expect(result.current.text).toBe(' a\udfff ');
    expect(searched).toEqual([' a\udfff ']);
    // Another search from outside still shows.
    rerender({ q: 'book' });
    expect(result.current.text).toBe('book');
  });
});
