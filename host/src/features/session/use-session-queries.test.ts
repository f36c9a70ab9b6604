import { createPlatformBus } from '@casino/shared/bus';
import { createQueryClient } from '@casino/shared/parcel';
import { QueryObserver } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { useSessionQueries } from './use-session-queries';

describe('useSessionQueries (issue 21 points 7 and 8)', () => {
  it('empties the query cache when the player signs out, and stops listening when unmounted', () => {
    const bus = createPlatformBus();
    const queryClient = createQueryClient();
    queryClient.setQueryData(['profile'], { firstName: 'Anna' });
    const { unmount } = renderHook(() => useSessionQueries(queryClient, bus));
    bus.emit({ type: 'LOGGED_OUT', reason: 'idle' });
    expect(queryClient.getQueryCache().getAll()).toEqual([]);

    unmount();
    queryClient.setQueryData(['profile'], { firstName: 'Anna' });
    bus.emit({ type: 'LOGGED_OUT', reason: 'user' });
    expect(queryClient.getQueryData(['profile'])).toEqual({ firstName: 'Anna' });
  });

  it("ends a shown query's fetch for the player that a sign-out interrupts with the visitor's answer, not loading for good", async () => {
    const bus = createPlatformBus();
    const queryClient = createQueryClient();
    let answerForPlayer: (value: string) => void = () => undefined;
    const queryFn = jest
      .fn<Promise<string>, []>()
      .mockImplementationOnce(() => new Promise((resolve) => (answerForPlayer = resolve)))
      .mockImplementation(async () => 'for a visitor');
    renderHook(() => useSessionQueries(queryClient, bus));
    // A component showing the home page, its fetch (the sign-in's) still on its way when the player signs out.
    const observer = new QueryObserver(queryClient, { queryKey: ['home-page', 'UK'], queryFn });
    const stop = observer.subscribe(() => undefined);
    await waitFor(() => expect(queryFn).toHaveBeenCalledTimes(1));
    bus.emit({ type: 'LOGGED_OUT', reason: 'user' });
    await waitFor(() => expect(observer.getCurrentResult()).toMatchObject({ status: 'success', data: 'for a visitor' }));
    answerForPlayer('for ulla');
    await Promise.resolve();
    expect(queryClient.getQueryData(['home-page', 'UK'])).toBe('for a visitor');
    stop();
  });

  it('fetches again, as the player, what a visitor had fetched, when they sign in', async () => {
    const bus = createPlatformBus();
    const queryClient = createQueryClient();
    const answers = ['for a visitor', 'for ulla'];
    const queryFn = jest.fn(async () => answers.shift());
    await queryClient.fetchQuery({ queryKey: ['home-page', 'UN'], queryFn });
    renderHook(() => useSessionQueries(queryClient, bus));
    bus.emit({ type: 'LOGGED_IN', playerId: 'sandbox-ulla' });
    expect(queryClient.getQueryData(['home-page', 'UN'])).toBeUndefined();
    await queryClient.fetchQuery({ queryKey: ['home-page', 'UN'], queryFn });
    expect(queryClient.getQueryData(['home-page', 'UN'])).toBe('for ulla');
  });
});
