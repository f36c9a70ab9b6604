/**
 * The release manifest's signature (issue 21 point 8, ARCHITECTURE §6). The manifest says which code
 * every page runs: its integrity hashes protect the remotes' files only as long as nobody but a release
 * manager can change the manifest itself. The release CLI signs every manifest it writes with ES256
 * (ECDSA on P-256 with SHA-256) using a private key release managers keep; the host is built with the
 * public half (`MANIFEST_PUBLIC_KEY`) and refuses a manifest that is unsigned, signed by another key or
 * changed after signing. The CLI writes signatures and the host reads them: this is their one
 * description, in WebCrypto (the browser's and Node's), so the host's first chunk carries no JOSE library.
 *
 * What is signed: the manifest as a JSON document without its `signature` member, serialised with every
 * object's keys in code-point order at every depth and nothing else changed (arrays in their order,
 * strings and numbers as `JSON.stringify` writes them), so whitespace or key order on the CDN does not
 * matter and any change of a value does.
 */

/** The only algorithm a manifest may be signed with. */
export const MANIFEST_SIGNATURE_ALGORITHM = 'ES256';

/** What the `signature` member of a signed manifest holds. */
export interface ManifestSignature {
  alg: typeof MANIFEST_SIGNATURE_ALGORITHM;
  /** The signing key's JWK thumbprint (RFC 7638), as the public key's `kid`. */
  kid: string;
  /** The signature: r ‖ s (64 bytes, as JWS ES256), base64url without padding. */
  value: string;
}

/** The public key a host is built with: an EC P-256 JWK, as JSON in `MANIFEST_PUBLIC_KEY`. */
export interface ManifestPublicKey {
  kty: 'EC';
  crv: 'P-256';
  x: string;
  y: string;
  kid?: string;
}

const ECDSA_P256 = { name: 'ECDSA', namedCurve: 'P-256' } as const;
const ECDSA_SHA256 = { name: 'ECDSA', hash: 'SHA-256' } as const;

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, member]) => member !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, member]) => `${JSON.stringify(key)}:${canonicalJson(member)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * The bytes a manifest's signature is made over: the document without `signature`, keys sorted at every
 * depth (see the module's description). Takes the document as read from JSON, before any schema adds
 * defaults.
 */
export function manifestSigningInput(document: object): Uint8Array<ArrayBuffer> {
  const { signature: _signature, ...signed } = document as Record<string, unknown>;
  return new TextEncoder().encode(canonicalJson(signed));
}

function base64UrlOf(bytes: ArrayBuffer): string {
  let binary = '';
  for (const byte of new Uint8Array(bytes)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function bytesOfBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/**
 * Signs a manifest document with a private EC P-256 JWK (with `d`).
 *
 * @returns the document with its `signature` member (any previous one replaced).
 * @throws DOMException when the key is not a private P-256 key.
 */
export async function signManifest<T extends object>(document: T, privateKey: JsonWebKey & { kid?: string }): Promise<T & { signature: ManifestSignature }> {
  const { kid, alg: _alg, key_ops: _ops, use: _use, ...jwk } = privateKey as JsonWebKey & { kid?: string };
  const key = await crypto.subtle.importKey('jwk', jwk, ECDSA_P256, false, ['sign']);
  const { signature: _previous, ...unsigned } = document as T & { signature?: unknown };
  const value = base64UrlOf(await crypto.subtle.sign(ECDSA_SHA256, key, manifestSigningInput(unsigned)));
  return { ...(unsigned as T), signature: { alg: MANIFEST_SIGNATURE_ALGORITHM, kid: kid ?? '', value } };
}

/** Why a manifest's signature was not accepted; null when it was. */
export type ManifestSignatureRefusal = 'unsigned' | 'other-algorithm' | 'other-key' | 'bad-signature';

/**
 * Checks a manifest document (as read from JSON) against the public key the host was built with.
 *
 * @returns null when the signature is the key's over this very document, else why not. Never throws:
 *   a malformed signature or key is a refusal.
 */
export async function manifestSignatureRefusal(document: unknown, publicKey: ManifestPublicKey): Promise<ManifestSignatureRefusal | null> {
  const signature = (document as { signature?: Partial<ManifestSignature> } | null)?.signature;
  if (!signature || typeof signature.value !== 'string') return 'unsigned';
  if (signature.alg !== MANIFEST_SIGNATURE_ALGORITHM) return 'other-algorithm';
  if (publicKey.kid && signature.kid !== publicKey.kid) return 'other-key';
  try {
    const key = await crypto.subtle.importKey('jwk', { kty: publicKey.kty, crv: publicKey.crv, x: publicKey.x, y: publicKey.y }, ECDSA_P256, false, ['verify']);
    const valid = await crypto.subtle.verify(ECDSA_SHA256, key, bytesOfBase64Url(signature.value), manifestSigningInput(document as object));
    return valid ? null : 'bad-signature';
  } catch {
    return 'bad-signature';
  }
}
