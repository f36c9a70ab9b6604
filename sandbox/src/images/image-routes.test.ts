import { createTestSandbox, type TestSandbox } from '../testing/test-sandbox';
import { coloursOf } from './svg';

describe('generated images', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await createTestSandbox();
  });
  afterAll(() => sandbox.close());

  const get = (url: string) => sandbox.app.inject({ method: 'GET', url });

  it('draws a game thumbnail at each density, with the name and deterministic colours', async () => {
    const one = await get('/images/games/gonzos-treasure-hunt@1x.svg');
    expect(one.statusCode).toBe(200);
    expect(one.headers['content-type']).toContain('image/svg+xml');
    expect(one.body).toContain('width="200"');
    expect(one.body).toContain('Gonzo&#39;s');
    expect(one.body).toContain(coloursOf('gonzos-treasure-hunt')[0]);
    const three = await get('/images/games/gonzos-treasure-hunt@3x.svg');
    expect(three.body).toContain('width="600"');
    expect((await get('/images/games/gonzos-treasure-hunt@1x.svg')).body).toBe(one.body);
  });

  it('draws providers, studios, promotions, banners and payment methods', async () => {
    for (const url of ['/images/providers/playngo.svg', '/images/providers/netent.svg', '/images/promotions/welcome-bonus.svg', '/images/banners/welcome.svg', '/images/banners/welcome.svg?device=mobile', '/images/payment-methods/trustly.svg']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toMatch(/^<svg /);
    }
  });

  it('answers 404 for unknown ids and densities', async () => {
    for (const url of ['/images/games/no-such-game@1x.svg', '/images/games/book-of-dead@4x.svg', '/images/providers/nobody.svg', '/images/promotions/nothing.svg']) {
      expect((await get(url)).statusCode).toBe(404);
    }
  });
});
