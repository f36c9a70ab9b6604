import { BehaviorSubject, Observable, Subject, distinctUntilChanged, filter, type Subscription } from '@casino/shared-modules/rxjs';
import type { PlatformEvent, PlatformEventOf, PlatformEventType } from './events';
import { initialPlatformState, type PlatformState } from './state';

/** A state stream's key. */
export type StateKey = keyof PlatformState;

/**
 * What a remote holds of the platform bus (ARCHITECTURE §5): it reads state, listens to events and
 * sends commands, but never sets state; only the host does. The mount props carry this view.
 *
 * - `select(key)` replays the latest value of one state to a new subscriber, then every change.
 * - `events$` carries the typed event and command union; it does not replay.
 * - `liveSubscriptions()` counts subscriptions still open on the bus, so a contract test can prove a
 *   parcel left none behind after it unmounted.
 */
export interface PlatformBusView {
  /** The stream of one state, replaying its latest value. */
  select<K extends StateKey>(key: K): Observable<PlatformState[K]>;
  /** The current value of one state. */
  get<K extends StateKey>(key: K): PlatformState[K];
  /** Every event and command. */
  readonly events$: Observable<PlatformEvent>;
  /** The events of one type. */
  on<T extends PlatformEventType>(type: T): Observable<PlatformEventOf<T>>;
  /** Sends an event or command to every listener. */
  emit(event: PlatformEvent): void;
  /** How many subscriptions to this bus are open now. */
  liveSubscriptions(): number;
}

/** The whole bus, as the host holds it: the view plus the state setter. */
export interface PlatformBus extends PlatformBusView {
  /** Replaces one state. Only the host sets state; remotes send commands. */
  set<K extends StateKey>(key: K, value: PlatformState[K]): void;
}

/**
 * The read-and-emit view of a bus, for the mount props: a new object without `set`, so a remote
 * cannot set state even from untyped code. Streams and counts are the bus's own.
 */
export function readOnlyView(bus: PlatformBusView): PlatformBusView {
  return Object.freeze({
    select: bus.select.bind(bus),
    get: bus.get.bind(bus),
    events$: bus.events$,
    on: bus.on.bind(bus),
    emit: bus.emit.bind(bus),
    liveSubscriptions: bus.liveSubscriptions.bind(bus),
  });
}

/**
 * Creates a bus with the initial state of an anonymous visitor, optionally overridden.
 *
 * @param initial state values to start with instead of the defaults.
 */
export function createPlatformBus(initial: Partial<PlatformState> = {}): PlatformBus {
  const start = { ...initialPlatformState(), ...initial };
  const subjects = new Map<StateKey, BehaviorSubject<unknown>>();
  for (const key of Object.keys(start) as StateKey[]) subjects.set(key, new BehaviorSubject<unknown>(start[key]));
  const events = new Subject<PlatformEvent>();
  let live = 0;

  // Every stream handed out is counted while subscribed, whoever subscribes.
  const counted = <T>(source: Observable<T>): Observable<T> =>
    new Observable<T>((subscriber) => {
      live += 1;
      const inner: Subscription = source.subscribe(subscriber);
      return () => {
        live -= 1;
        inner.unsubscribe();
      };
    });

  const subjectOf = <K extends StateKey>(key: K) => {
    const subject = subjects.get(key);
    if (!subject) throw new Error(`Unknown bus state "${String(key)}"`);
    return subject as BehaviorSubject<PlatformState[K]>;
  };

  return {
    select: (key) => counted(subjectOf(key).pipe(distinctUntilChanged())),
    get: (key) => subjectOf(key).getValue(),
    set: (key, value) => subjectOf(key).next(value),
    events$: counted(events.asObservable()),
    on: <T extends PlatformEventType>(type: T) =>
      counted(events.pipe(filter((event): event is PlatformEventOf<T> => event.type === type))),
    emit: (event) => events.next(event),
    liveSubscriptions: () => live,
  };
}
