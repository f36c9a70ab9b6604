// zod/mini, like the manifest: the host reads this only when a preview link is opened.
import { z } from '@casino/shared-modules/zod';
import { REMOTE_NAMES, semver } from './release-manifest';

/**
 * Preview links (issue 20 point 3): `release preview mfe-casino@1.2.0 --ttl 2h` signs a token that
 * makes one browser load a published version of one remote instead of its market's pin, until it
 * expires. The token is a JWT (RFC 7519) signed with ES256 by a private key the release managers keep;
 * the host holds only the public key (its `PREVIEW_PUBLIC_KEY` build setting), so a player can neither
 * make a token nor change one. The release CLI writes tokens and the host reads them: this is their
 * one description.
 */

/** The query parameter a preview link carries its token in: `https://site/?preview=<token>`. */
export const PREVIEW_PARAMETER = 'preview';

/** The token's audience (`aud`): a token signed for anything else is not a preview. */
export const PREVIEW_AUDIENCE = 'casino-preview';

/** The only algorithm a preview token may be signed with: ECDSA on P-256 with SHA-256. */
export const PREVIEW_ALGORITHM = 'ES256';

/** The longest a preview link may live, in seconds (7 days): a preview is for testing, not a release. */
export const PREVIEW_MAX_TTL_SECONDS = 7 * 24 * 60 * 60;

/**
 * The claims of a preview token besides `aud`: which version of which remote, when it was signed
 * and when it expires (`iat`, `exp`: seconds since the epoch, as JWT has them), and who signed it.
 */
export const previewClaimsSchema = z.object({
  remote: z.enum(REMOTE_NAMES),
  version: semver,
  iat: z.int(),
  exp: z.int(),
  /** The release manager who made the link (RELEASE_USER), shown to nobody but kept for the record. */
  iss: z.optional(z.string()),
});
