/**
 * `@casino/shared/parcel`: how a remote becomes a single-spa parcel (createParcel) and how its
 * components reach the mount props and the bus (usePlatform, useBusState).
 */
export { createParcel, createQueryClient } from './create-parcel';
export { PlatformProvider, useBusState, usePlatform } from './platform-context';
