import { act, render, screen } from '@testing-library/react';
import { useLocation } from '@casino/shared-modules/react-router';
import { createTestPlatform } from '../testing/test-platform';
import { BusRouter } from './bus-router';
import { PlatformProvider } from './platform-context';

let renders = 0;
function Where() {
  const { pathname, search } = useLocation();
  renders += 1;
  return <p>{`${pathname}${search}`}</p>;
}

function renderAt(pathname: string) {
  const platform = createTestPlatform({ state: { location: { pathname, search: '', hash: '', key: 'a' } } });
  const { bus } = platform;
  render(
    <PlatformProvider value={platform}>
      <BusRouter bus={bus} basename="/en-UN/online-casino">
        <Where />
      </BusRouter>
    </PlatformProvider>,
  );
  const go = (to: { pathname: string; search?: string; key?: string }) =>
    act(() => bus.set('location', { search: '', hash: '', ...to }));
  return { bus, go };
}

beforeEach(() => {
  renders = 0;
});

describe('BusRouter', () => {
  it('follows the host to any place inside its base path', () => {
    const { go } = renderAt('/en-UN/online-casino');
    expect(screen.getByText('/')).toBeInTheDocument();
    go({ pathname: '/en-UN/online-casino/all-games', search: '?q=Sweet' });
    expect(screen.getByText('/all-games?q=Sweet')).toBeInTheDocument();
  });

  it('holds the last place inside its base path when the host goes elsewhere, instead of going blank', () => {
    const { go } = renderAt('/en-UN/online-casino/slots');
    go({ pathname: '/en-UN/live-casino-online' });
    expect(screen.getByText('/slots')).toBeInTheDocument();
  });

  it('does not re-render its routes for an equal location (a new history key for the same place)', () => {
    const { go } = renderAt('/en-UN/online-casino');
    const before = renders;
    go({ pathname: '/en-UN/online-casino', key: 'b' });
    expect(renders).toBe(before);
  });
});
