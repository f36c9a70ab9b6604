import { mountRootParcel, type Parcel, type ParcelConfig } from 'single-spa';

type MountParcel = (config: ParcelConfig, customProps: object) => Parcel;

let mountInHolder: Promise<MountParcel> | null = null;

/**
 * Starts the one host parcel that area parcels mount under (see `mountAreaParcel`) and answers its
 * `mountParcel`; later calls answer the same promise. The host calls it once at start-up
 * (`bootstrap.tsx`), so the holder's functions are made there: made inside the first area's mount (which the
 * production build inlines into `RemoteArea`'s effect), their closures kept that area's first container for
 * the page's life (bench: one detached parcel node after 200 switches, retained by `host-areas`' bootstrap).
 *
 * @throws (the promise rejects) when single-spa cannot mount the holder; the next call tries again.
 */
export function startAreaParcels(): Promise<MountParcel> {
  mountInHolder ??= new Promise<MountParcel>((resolve, reject) => {
    // The holder renders nothing; single-spa asks every parcel for an element, so it gets the body.
    const holder = mountRootParcel(
      {
        name: 'host-areas',
        bootstrap: async () => undefined,
        mount: async (props) => resolve((props as unknown as { mountParcel: MountParcel }).mountParcel),
        unmount: async () => undefined,
      },
      { domElement: document.body },
    );
    holder.mountPromise.catch((error: unknown) => {
      mountInHolder = null;
      reject(error instanceof Error ? error : new Error(String(error)));
    });
  });
  return mountInHolder;
}

/**
 * Mounts a remote's parcel for an area (`RemoteArea`) as a child of one host parcel that stays mounted
 * for the page's life (`startAreaParcels`), and returns it (single-spa's `Parcel`, as `mountRootParcel` does).
 *
 * Why not `mountRootParcel` itself: single-spa 6 keeps every root parcel in its registry after it
 * unmounts (it only forgets a parcel that has a parent), and with it the parcel's last props: its
 * container element and, through React's listeners on it, the page it rendered. A page that switches
 * between areas mounts and unmounts a parcel on most switches, so that grew the heap by about 40 KB a
 * switch (issue 21 point 5, bench/README.md). A child parcel is forgotten when it unmounts.
 */
export async function mountAreaParcel(config: ParcelConfig, customProps: object & { domElement: HTMLElement }): Promise<Parcel> {
  const mountParcel = await startAreaParcels();
  return mountParcel(config, customProps);
}
