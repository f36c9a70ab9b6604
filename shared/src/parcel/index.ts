/**
 * `@casino/shared/parcel`: how a remote becomes a single-spa parcel (createParcel) with its texts
 * (TextsBundle: English at start, each other language on demand), and how its components reach the mount
 * props and the bus (usePlatform, useBusState).
 */
export { createParcel, createQueryClient } from './create-parcel';
export { PlatformProvider, useBusState, usePlatform } from './platform-context';
export { type TextsBundle } from './texts-bundle';
