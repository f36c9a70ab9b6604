import { QueryObserver } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { createPlatformBus } from '../bus/platform-bus';
import { createQueryClient } from './create-parcel';
import { followSessionQueries } from './follow-session-queries';

describe('followSessionQueries (issue 21 points 7 and 8)', () => {
  it('drops what nothing shows when the player signs out, empties what is shown and fetches it again, and stops when told', async () => {
    const bus = createPlatformBus();
    const queryClient = createQueryClient();
    queryClient.setQueryData(['profile'], { firstName: 'Anna' });
    const queryFn = jest.fn(async () => 'shown');
    const observer = new QueryObserver(queryClient, { queryKey: ['balance'], queryFn });
    const stopObserving = observer.subscribe(() => undefined);
    await waitFor(() => expect(observer.getCurrentResult().data).toBe('shown'));
    queryClient.setQueryData(['balance'], "anna's 10.00");
    const stop = followSessionQueries(queryClient, bus);

    bus.emit({ type: 'LOGGED_OUT', reason: 'idle' });
    expect(queryClient.getQueryData(['profile'])).toBeUndefined();
    expect(queryClient.getQueryData(['balance'])).toBeUndefined();
    await waitFor(() => expect(observer.getCurrentResult().data).toBe('shown'));
    expect(queryFn).toHaveBeenCalledTimes(2);

    stop();
    queryClient.setQueryData(['profile'], { firstName: 'Anna' });
    bus.emit({ type: 'LOGGED_OUT', reason: 'user' });
    expect(queryClient.getQueryData(['profile'])).toEqual({ firstName: 'Anna' });
    stopObserving();
  });

  it("ends a shown query's fetch for the player that a sign-out interrupts with the visitor's answer, not loading for good", async () => {
    const bus = createPlatformBus();
    const queryClient = createQueryClient();
    let answerForPlayer: (value: string) => void = () => undefined;
    const queryFn = jest
      .fn<Promise<string>, []>()
      .mockImplementationOnce(() => new Promise((resolve) => (answerForPlayer = resolve)))
      .mockImplementation(async () => 'for a visitor');
    followSessionQueries(queryClient, bus);
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
    followSessionQueries(queryClient, bus);
    bus.emit({ type: 'LOGGED_IN', playerId: 'sandbox-ulla' });
    expect(queryClient.getQueryData(['home-page', 'UN'])).toBeUndefined();
    await queryClient.fetchQuery({ queryKey: ['home-page', 'UN'], queryFn });
    expect(queryClient.getQueryData(['home-page', 'UN'])).toBe('for ulla');
  });
});
