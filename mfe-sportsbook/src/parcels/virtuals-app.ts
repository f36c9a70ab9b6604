import { CONTRACT_VERSION } from '@casino/shared/contract';
import { createParcel } from '@casino/shared/parcel';
import { translations } from '../app/translations';
import { VirtualsApp } from '../app/virtuals-app';

/**
 * Virtual sports, mounted by the host at `/{segment}/virtuals` (spec 000 §2 Virtuals, page id
 * virtuals-base): a heading and the sportsbook provider's frame on its `/virtuals` route, with the
 * same loading, 15 000 ms timeout and retry as the sportsbook. A player without virtual-sports
 * access sees a notice. Mount props: ARCHITECTURE §4.
 */
export const parcel = createParcel({ rootComponent: VirtualsApp, translations });

/** The contract version this remote was built against. */
export const contractVersion = CONTRACT_VERSION;
