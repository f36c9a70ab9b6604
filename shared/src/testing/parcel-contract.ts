import { mountRootParcel } from 'single-spa';
import { waitFor } from '@testing-library/react';
import type { ExposedParcelModule } from '../parcel/create-parcel';
import { isContractCompatible } from '../contract/contract-version';
import { CONTRACT_VERSION } from '../contract/contract-version';
import type { TestPlatform } from './test-platform';

/**
 * The contract test of one exposed parcel (ARCHITECTURE §4, §8): it states a compatible contract
 * version, mounts into a DOM element with the host-made bus and mount props, renders something,
 * unmounts, and leaves the element empty and no live subscription on the bus.
 *
 * @param expectRendered waits until this returns true for the mounted element (e.g. a heading shows).
 */
export async function expectParcelContract(
  module: ExposedParcelModule,
  platform: TestPlatform,
  expectRendered: (element: HTMLElement) => boolean = (element) => element.childElementCount > 0,
): Promise<void> {
  if (!isContractCompatible(CONTRACT_VERSION, module.contractVersion)) {
    throw new Error(`contract ${module.contractVersion} does not match the host's ${CONTRACT_VERSION}`);
  }
  // The parcel renders through its own React root, outside testing-library's act() scope.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  const domElement = document.createElement('div');
  document.body.append(domElement);
  const parcel = mountRootParcel(module.parcel as never, { ...platform, domElement });
  await parcel.mountPromise;
  await waitFor(() => {
    if (!expectRendered(domElement)) throw new Error(`parcel rendered: ${domElement.innerHTML.slice(0, 500) || '(nothing)'}`);
  });
  if (platform.bus.liveSubscriptions() === 0) {
    // Not an error in itself, but every parcel reads at least the location through the bus router.
    throw new Error('the parcel does not read the bus: is it wrapped by createParcel?');
  }
  await parcel.unmount();
  if (domElement.innerHTML !== '') throw new Error(`unmount left markup behind: ${domElement.innerHTML.slice(0, 200)}`);
  const live = platform.bus.liveSubscriptions();
  if (live !== 0) throw new Error(`unmount left ${live} live bus subscription(s)`);
  domElement.remove();
}
