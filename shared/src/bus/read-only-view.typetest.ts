/**
 * A type test, checked by `tsc` (the package's typecheck), not run: a remote's bus cannot set state.
 * Each `@ts-expect-error` fails the typecheck if the line under it ever compiles.
 */
import type { MountProps } from '../parcel/mount-props';
import { createPlatformBus, readOnlyView, type PlatformBusView } from './platform-bus';

declare const props: MountProps;

// @ts-expect-error remotes get the read-and-emit view: no setter on the mount props' bus
props.bus.set('wallet', props.bus.get('wallet'));

const view: PlatformBusView = readOnlyView(createPlatformBus());
// @ts-expect-error the host's view of its own bus has no setter either
view.set('session', view.get('session'));

// What a remote may do: read, listen, emit.
props.bus.select('wallet').subscribe(() => undefined).unsubscribe();
props.bus.emit({ type: 'OPEN_DEPOSIT' });
