import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { testManifest } from '../../testing/render-host';
import { endPreview, PREVIEW_STORAGE_KEY, previewOfPageLoad, takePreviewToken } from './preview';
import { verifyPreview } from './preview-check';

/** A page load at `href` in a tab with its own session storage; `replaceState` moves the address. */
function tab(href: string, stored: Record<string, string> = {}) {
  const storage = new Map(Object.entries(stored));
  const win = {
    location: { href },
    history: { state: null, replaceState: jest.fn((_state: unknown, _title: string, url: string) => void (win.location.href = new URL(url, href).href)) },
    sessionStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
      removeItem: (key: string) => void storage.delete(key),
    },
  };
  return { win: win as unknown as Pick<Window, 'location' | 'history' | 'sessionStorage'>, storage, address: () => win.location.href };
}

const manifest = testManifest({
  remotes: {
    ...testManifest().remotes,
    'mfe-casino': { ...testManifest().remotes['mfe-casino'], '1.2.0': { entry: 'http://localhost:4000/cdn/mfe-casino/1.2.0/remoteEntry.js', contractVersion: '2.14.0', exposes: [], sharedRequirements: {} } },
  },
});
const now = Date.UTC(2026, 10, 27, 12, 0, 0);
const seconds = (ms: number) => Math.floor(ms / 1000);

let siteKey: { privateKey: CryptoKey; publicJwk: string };
let otherKey: { privateKey: CryptoKey };

beforeAll(async () => {
  const pair = await generateKeyPair('ES256');
  siteKey = { privateKey: pair.privateKey, publicJwk: JSON.stringify(await exportJWK(pair.publicKey)) };
  otherKey = await generateKeyPair('ES256');
});

const base64url = (json: object) => Buffer.from(JSON.stringify(json)).toString('base64url');

/** A preview token as `release preview` makes one, signed by `key`. */
function token(claims: Record<string, unknown> = {}, key = siteKey.privateKey, expiresAt = now + 2 * 3600_000, audience = 'casino-preview') {
  return new SignJWT({ remote: 'mfe-casino', version: '1.2.0', ...claims })
    .setProtectedHeader({ alg: 'ES256' })
    .setAudience(audience)
    .setIssuedAt(seconds(now))
    .setExpirationTime(seconds(expiresAt))
    .sign(key);
}

describe('the preview token of a page load (issue 20 point 3)', () => {
  it('takes the link\'s token, keeps it for the tab and takes it out of the address', () => {
    const { win, storage, address } = tab('http://localhost:3000/en-DE/online-casino?preview=abc&tab=new#top', { [PREVIEW_STORAGE_KEY]: 'older' });
    expect(takePreviewToken(win)).toBe('abc');
    expect(storage.get(PREVIEW_STORAGE_KEY)).toBe('abc');
    expect(address()).toBe('http://localhost:3000/en-DE/online-casino?tab=new#top');
    // The next page load of the tab has no link, and keeps the preview.
    expect(takePreviewToken(win)).toBe('abc');
    endPreview(win);
    expect(takePreviewToken(win)).toBeNull();
  });

  it('has none without a link or a kept token, and leaves the address alone', () => {
    const { win } = tab('http://localhost:3000/en-DE?bonusCode=X');
    expect(takePreviewToken(win)).toBeNull();
    expect(win.history.replaceState).not.toHaveBeenCalled();
  });
});

describe('verifyPreview', () => {
  it('applies a token the site\'s key signed for a published version, until it expires', async () => {
    expect(await verifyPreview(await token(), manifest, siteKey.publicJwk, now)).toEqual({ kind: 'applied', remote: 'mfe-casino', version: '1.2.0', expiresAt: seconds(now + 2 * 3600_000) * 1000 });
  });

  it.each([
    ['expired', async () => token({}, siteKey.privateKey, now - 1000), 'expired'],
    ['signed with another key', async () => token({}, otherKey.privateKey), 'not-signed'],
    ['unsigned (alg none)', async () => `${base64url({ alg: 'none' })}.${base64url({ remote: 'mfe-casino', version: '1.2.0', aud: 'casino-preview', exp: seconds(now) + 60 })}.`, 'not-signed'],
    ['changed after signing', async () => (await token()).replace(/\.(.)/, (_, first: string) => `.${first === 'e' ? 'f' : 'e'}`), 'not-signed'],
    ['signed for another audience', async () => token({}, siteKey.privateKey, now + 60_000, 'casino-session'), 'not-signed'],
    ['for an unknown remote', async () => token({ remote: 'mfe-poker' }), 'not-signed'],
    ['not a token at all', async () => 'hello', 'not-signed'],
  ])('refuses a token %s', async (_, make, reason) => {
    expect(await verifyPreview(await make(), manifest, siteKey.publicJwk, now)).toMatchObject({ kind: 'refused', reason });
  });

  it('refuses a signed token for a version the manifest does not list, naming it', async () => {
    expect(await verifyPreview(await token({ version: '1.3.0' }), manifest, siteKey.publicJwk, now)).toEqual({ kind: 'refused', reason: 'not-published', remote: 'mfe-casino', version: '1.3.0' });
  });

  it('refuses every token on a site built without a preview key', async () => {
    expect(await verifyPreview(await token(), manifest, '', now)).toEqual({ kind: 'refused', reason: 'not-enabled' });
  });
});

describe('previewOfPageLoad', () => {
  it('forgets a refused token, so its notice shows once', async () => {
    const expired = await token({}, siteKey.privateKey, Date.now() - 60_000);
    const { win, storage } = tab(`http://localhost:3000/?preview=${expired}`);
    expect(await previewOfPageLoad(Promise.resolve(manifest), win, siteKey.publicJwk)).toMatchObject({ kind: 'refused', reason: 'expired' });
    expect(storage.has(PREVIEW_STORAGE_KEY)).toBe(false);
  });

  it('keeps an applied one for the tab, and has none when the manifest cannot be read', async () => {
    const valid = await token({}, siteKey.privateKey, Date.now() + 60_000);
    const { win, storage } = tab(`http://localhost:3000/?preview=${valid}`);
    expect(await previewOfPageLoad(Promise.resolve(manifest), win, siteKey.publicJwk)).toMatchObject({ kind: 'applied', version: '1.2.0' });
    expect(storage.get(PREVIEW_STORAGE_KEY)).toBe(valid);
    expect(await previewOfPageLoad(Promise.reject(new Error('offline')), win, siteKey.publicJwk)).toEqual({ kind: 'none' });
  });

  it('has none without a token, without loading the signature check', async () => {
    const { win } = tab('http://localhost:3000/');
    expect(await previewOfPageLoad(Promise.resolve(manifest), win, siteKey.publicJwk)).toEqual({ kind: 'none' });
  });
});
