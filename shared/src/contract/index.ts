/**
 * `@casino/shared/contract`: what the host and a remote agree on to load and mount each other
 * (ARCHITECTURE §4, §6): the contract version, the release manifest and its signature, the preview token, the site's origins and its
 * Content-Security-Policy, and the mount props.
 */
export { CONTRACT_VERSION, isContractCompatible, majorOf } from './contract-version';
export {
  REMOTE_NAMES,
  federationNameOf,
  parseReleaseManifest,
  resolveRemotes,
  type Canary,
  type PublishedVersion,
  type ReleaseManifest,
  type RemoteName,
  type ResolvedRemote,
} from './release-manifest';
export { manifestSignatureRefusal, signManifest, type ManifestPublicKey } from './manifest-signature';
export {
  PREVIEW_ALGORITHM,
  PREVIEW_AUDIENCE,
  PREVIEW_MAX_TTL_SECONDS,
  PREVIEW_PARAMETER,
  previewClaimsSchema,
} from './preview-token';
export {
  CSP_REPORT_GROUP,
  SITE_ORIGINS_FILE,
  contentSecurityPolicyOf,
  permissionsPolicyOf,
  siteOriginsOf,
  siteOriginsSchema,
  type SiteOrigins,
} from './site-origins';
export { FRAME_POLICIES, isMessageFromFrame } from './frame-policy';
export { type MountProps } from '../parcel/mount-props';
export { type ExposedParcelModule } from '../parcel/create-parcel';
