import { routePatternOf } from './route-pattern';
import { createRoutes } from './routes';

jest.mock('../features/remote-loading/remote-loader', () => ({
  // Only the route table is read here; nothing is loaded.
  loadAreaParcel: jest.fn(),
  RemoteLoadError: class extends Error {},
}));

describe('routePatternOf', () => {
  const routes = createRoutes();

  it.each([
    ['/en-UN', '/'],
    ['/en-UN/', '/'],
    ['/fi-FI/online-casino', '/online-casino/*'],
    ['/en-UN/online-casino/game/book-of-dead', '/online-casino/*'],
    ['/en-UN/my-account/banking/withdraw', '/my-account/banking/*'],
    ['/en-UN/terms', '/terms'],
    ['/en-UN/welcome', '/welcome'],
    ['/en-UN/some-content-page', '/*'],
  ])('names %s by its route, %s', (pathname, pattern) => {
    expect(routePatternOf(routes, pathname)).toBe(pattern);
  });

  it('keeps no query, fragment or id of the URL', () => {
    expect(routePatternOf(routes, '/en-UN/live-casino-online/table/42')).toBe('/live-casino-online/*');
  });
});
