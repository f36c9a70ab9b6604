import sharp from 'sharp';

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

  it('serves the thumbnail the content points to as WebP at 200 × 200 times the density, drawn once', async () => {
    const one = await get('/images/games/gonzos-treasure-hunt@1x.webp');
    expect(one.statusCode).toBe(200);
    expect(one.headers['content-type']).toBe('image/webp');
    expect(one.headers['cache-control']).toBe('public, max-age=86400');
    expect(await sharp(one.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 200, height: 200 });
    const two = await get('/images/games/gonzos-treasure-hunt@2x.webp');
    expect(await sharp(two.rawPayload).metadata()).toMatchObject({ width: 400, height: 400 });
    // The top-left corner is the gradient's first colour, not an empty canvas.
    const { data } = await sharp(one.rawPayload).extract({ left: 30, top: 30, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]! + data[1]! + data[2]!).toBeGreaterThan(60);
    expect((await get('/images/games/gonzos-treasure-hunt@1x.webp')).rawPayload.equals(one.rawPayload)).toBe(true);
    expect((await get('/images/games/no-such-game@1x.webp')).statusCode).toBe(404);
  });

  it('draws providers, studios, promotions, banners and payment methods', async () => {
    for (const url of ['/images/providers/playngo.svg', '/images/providers/netent.svg', '/images/promotions/welcome-bonus.svg', '/images/banners/un-welcome.svg', '/images/banners/fi-welcome.svg?device=mobile', '/images/pages/vip.svg', '/images/payment-methods/trustly.svg']) {
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
