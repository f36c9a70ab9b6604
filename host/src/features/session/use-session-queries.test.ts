import { createPlatformBus } from '@casino/shared/bus';
import { createQueryClient } from '@casino/shared/parcel';
import { renderHook } from '@testing-library/react';
import { useSessionQueries } from './use-session-queries';

describe('useSessionQueries (issue 21 points 7 and 8; the rules: followSessionQueries in shared)', () => {
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
});
