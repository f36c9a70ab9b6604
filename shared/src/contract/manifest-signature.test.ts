import { manifestSignatureRefusal, manifestSigningInput, signManifest, type ManifestPublicKey } from './manifest-signature';

async function keyPair(): Promise<{ privateKey: JsonWebKey & { kid: string }; publicKey: ManifestPublicKey }> {
  const pair = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify']);
  const jwk = await crypto.subtle.exportKey('jwk', pair.privateKey);
  const kid = `kid-${jwk.x?.slice(0, 8)}`;
  return { privateKey: { ...jwk, kid }, publicKey: { kty: 'EC', crv: 'P-256', x: jwk.x!, y: jwk.y!, kid } };
}

const manifest = {
  schemaVersion: 1,
  allowedOrigins: ['https://cdn.example'],
  remotes: { 'mfe-casino': { '1.0.0': { entry: 'https://cdn.example/mfe-casino/1.0.0/remoteEntry.js', integrity: 'sha384-abc', contractVersion: '2.0.0' } } },
  pins: { default: { 'mfe-casino': '1.0.0' } },
};

describe('the release manifest signature (issue 21 point 8)', () => {
  it('accepts a manifest signed by the key, whatever the key order or whitespace on the CDN', async () => {
    const { privateKey, publicKey } = await keyPair();
    const signed = await signManifest(manifest, privateKey);
    expect(signed.signature).toMatchObject({ alg: 'ES256', kid: publicKey.kid });
    expect(await manifestSignatureRefusal(signed, publicKey)).toBeNull();
    const reordered = JSON.parse(JSON.stringify({ signature: signed.signature, pins: signed.pins, remotes: signed.remotes, allowedOrigins: signed.allowedOrigins, schemaVersion: 1 }, null, 4));
    expect(await manifestSignatureRefusal(reordered, publicKey)).toBeNull();
  });

  it('refuses a manifest changed after signing: a pin, an origin, an integrity hash', async () => {
    const { privateKey, publicKey } = await keyPair();
    const signed = await signManifest(manifest, privateKey);
    const changes = [
      { ...signed, pins: { default: { 'mfe-casino': '6.6.6' } } },
      { ...signed, allowedOrigins: ['https://cdn.example', 'https://evil.example'] },
      JSON.parse(JSON.stringify(signed).replace('sha384-abc', 'sha384-abd')),
      { ...signed, extra: true },
    ];
    for (const changed of changes) expect(await manifestSignatureRefusal(changed, publicKey)).toBe('bad-signature');
  });

  it('refuses an unsigned manifest, another algorithm, another key and a malformed signature', async () => {
    const { privateKey, publicKey } = await keyPair();
    const other = await keyPair();
    const signed = await signManifest(manifest, privateKey);
    expect(await manifestSignatureRefusal(manifest, publicKey)).toBe('unsigned');
    expect(await manifestSignatureRefusal(null, publicKey)).toBe('unsigned');
    expect(await manifestSignatureRefusal({ ...signed, signature: { ...signed.signature, alg: 'none' } }, publicKey)).toBe('other-algorithm');
    expect(await manifestSignatureRefusal(signed, other.publicKey)).toBe('other-key');
    expect(await manifestSignatureRefusal(signed, { ...other.publicKey, kid: undefined })).toBe('bad-signature');
    expect(await manifestSignatureRefusal({ ...signed, signature: { ...signed.signature, value: '!!' } }, publicKey)).toBe('bad-signature');
  });

  it('signs the document without its signature, keys sorted at every depth', () => {
    const text = new TextDecoder().decode(manifestSigningInput({ b: { d: 1, c: [2, { f: 'x', e: null }] }, a: 'é', signature: { value: 'v' } }));
    expect(text).toBe('{"a":"é","b":{"c":[2,{"e":null,"f":"x"}],"d":1}}');
  });

  it('replaces an earlier signature when signing again', async () => {
    const { privateKey, publicKey } = await keyPair();
    const again = await signManifest({ ...(await signManifest(manifest, privateKey)), pins: { default: {} } }, privateKey);
    expect(await manifestSignatureRefusal(again, publicKey)).toBeNull();
  });
});
