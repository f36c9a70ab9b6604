import { act } from '@testing-library/react';

/**
 * Under jest's fake timers, runs a failing query through the query client's three retries
 * (1 s, 2 s and 4 s apart, spec 000 §9) until it settles in its error state.
 */
export async function exhaustQueryRetries(): Promise<void> {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(8_000);
  });
}
