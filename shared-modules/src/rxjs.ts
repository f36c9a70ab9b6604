/**
 * The rxjs every app on a page uses, one copy per page: the platform bus's observables cross from the
 * host into every remote, and Module Federation shares this module as a singleton in place of `rxjs`
 * itself (ARCHITECTURE §3 and §5, build/src/webpack.ts).
 *
 * A shared module is never tree-shaken, since any app may use any of its exports. This module names
 * only what the apps import, so webpack drops the rest of rxjs inside the one chunk that provides it.
 * The list is exactly what the apps (tests included) import: `exports.test.ts` fails on a name nobody
 * imports, typecheck on one that is missing. Adding a name is a minor version of this package,
 * removing one a major (README).
 */
export {
  BehaviorSubject,
  catchError,
  combineLatest,
  concatWith,
  defer,
  distinctUntilChanged,
  EMPTY,
  filter,
  finalize,
  // Tests: shared's login prompt test.
  firstValueFrom,
  from,
  interval,
  map,
  merge,
  Observable,
  retry,
  startWith,
  Subject,
  Subscription,
  switchMap,
  // Tests: shared's login prompt test.
  take,
  throwError,
  timer,
  // Tests: shared's login prompt test.
  toArray,
} from 'rxjs';
export { webSocket } from 'rxjs/webSocket';
export type { WebSocketSubjectConfig } from 'rxjs/webSocket';
