import { createPlatformBus } from '@casino/shared/bus';
import { createQueryClient } from '@casino/shared/parcel';
import { renderHook } from '@testing-library/react';
import { useForgetOnSignOut } from './use-forget-on-sign-out';

describe('useForgetOnSignOut (issue 21 point 7)', () => {
  it('empties the query cache when the player signs out, and stops listening when unmounted', () => {
    const bus = createPlatformBus();
    const queryClient = createQueryClient();
    queryClient.setQueryData(['profile'], { firstName: 'Anna' });
    const { unmount } = renderHook(() => useForgetOnSignOut(queryClient, bus));
    bus.emit({ type: 'LOGGED_OUT', reason: 'idle' });
    expect(queryClient.getQueryCache().getAll()).toEqual([]);

    unmount();
    queryClient.setQueryData(['profile'], { firstName: 'Anna' });
    bus.emit({ type: 'LOGGED_OUT', reason: 'user' });
    expect(queryClient.getQueryData(['profile'])).toEqual({ firstName: 'Anna' });
  });
});
