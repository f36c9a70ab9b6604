/**
 * The release managers' ES256 signing keys (issue 20 point 3, issue 21 point 8): one signs preview
 * links (`preview-key.json`), one signs the release manifest (`manifest-key.json`). Each is a private
 * JWK in a file only its owner can read; the host is built with each key's public half
 * (`PREVIEW_PUBLIC_KEY`, `MANIFEST_PUBLIC_KEY`). The sandbox's build makes both the first time
 * (scripts/lib/build.mjs); a real site keeps its own outside the repository.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';
import { ReleaseError } from './release-error';

/** Where the manifest's signing key is kept when neither `--manifest-key` nor `RELEASE_MANIFEST_KEY` says: the sandbox's (never committed). */
export const DEFAULT_MANIFEST_KEY_FILE = path.resolve(import.meta.dirname, '..', '..', '.release-keys', 'manifest-key.json');

/** What a key signs, for its messages: `preview` links or the release `manifest`. */
export type KeyPurpose = 'preview' | 'manifest';

const ABOUT: Record<KeyPurpose, { name: string; replaced: string; command: string }> = {
  preview: { name: 'preview key', replaced: 'a new key ends every preview link made with it', command: 'release preview-key' },
  manifest: { name: 'manifest key', replaced: 'a new key makes every deployed host refuse the manifest until it is rebuilt', command: 'release manifest-key' },
};

/** The public half of a signing key: what the host is built with, as JSON. */
export type PublicSigningKey = Pick<JWK, 'kty' | 'crv' | 'x' | 'y' | 'kid'>;

/** The public half of a private JWK: the same key without `d`. */
export function publicHalfOf(key: JWK): PublicSigningKey {
  return { kty: key.kty, crv: key.crv, x: key.x, y: key.y, kid: key.kid };
}

/**
 * Makes an ES256 key pair and writes the private half (a JWK with its thumbprint as `kid`) to `file`,
 * readable by its owner only. With `ifMissing`, an existing key is kept and its public half returned
 * (what a build does).
 *
 * @returns the public half, to build the host with.
 * @throws ReleaseError when `file` exists (without `ifMissing`): replacing a key is a decision, not a side effect.
 */
export async function createSigningKey(file: string, purpose: KeyPurpose, options: { ifMissing?: boolean } = {}): Promise<{ publicKey: PublicSigningKey; created: boolean }> {
  if (existsSync(file)) {
    if (options.ifMissing) return { publicKey: publicHalfOf(readSigningKey(file, purpose)), created: false };
    throw new ReleaseError(`${file} exists: ${ABOUT[purpose].replaced} and needs the host rebuilt; remove the file first if that is what you want`);
  }
  const { privateKey } = await generateKeyPair('ES256', { extractable: true });
  const jwk = await exportJWK(privateKey);
  const kid = await calculateJwkThumbprint(jwk);
  const stored: JWK = { ...jwk, kid, alg: 'ES256' };
  mkdirSync(path.dirname(file), { recursive: true });
  // A new file (an existing one is refused above): the mode is the file's from the start, never readable by others.
  writeFileSync(file, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600 });
  return { publicKey: publicHalfOf(stored), created: true };
}

/**
 * Reads a private ES256 JWK from `file`.
 * @throws ReleaseError when there is none, or it is not a private P-256 key, saying how to make one.
 */
export function readSigningKey(file: string, purpose: KeyPurpose): JWK {
  const about = ABOUT[purpose];
  if (!existsSync(file)) throw new ReleaseError(`No ${about.name} at ${file}: make one with ${about.command} (and build the host with its public half)`);
  let key: JWK;
  try {
    key = JSON.parse(readFileSync(file, 'utf8')) as JWK;
  } catch (error) {
    throw new ReleaseError(`${file} is not a ${about.name} (${(error as Error).message})`);
  }
  if (key.kty !== 'EC' || key.crv !== 'P-256' || !key.d) throw new ReleaseError(`${file} is not a private ES256 key (a JWK with kty EC, crv P-256 and d)`);
  return key;
}
