import type { PlatformBus } from '@casino/shared/bus';
import type { AccessContext, ManualClaimAvailability, PlatformFeatures, PlatformStatus, TermsVersion } from '@casino/shared/wire';
import { accessRightsOf } from '../guards';
import type { AxiosInstance } from 'axios';
import { combineLatest, distinctUntilChanged, filter, map, type Subscription } from '@casino/shared-modules/rxjs';
import type { ShellStore } from '../../lib/shell-store';

/**
 * Reads what the guards need from the platform (spec 000 §2 guards 1, 2, 4, 6, 7; §4 Access state):
 * maintenance, feature flags, the access context (a failure sets the restricted flag), and for a
 * logged-in player the current terms version and manual-claim availability. The access context is
 * read once the session is known, and again when it changes between anonymous and logged in. Keeps the
 * bus's access rights computed from the guard rules.
 *
 * @returns the subscriptions to end on shutdown.
 */
export function watchPlatformFacts(http: AxiosInstance, bus: PlatformBus, shell: ShellStore): Subscription {
  void http
    .get<PlatformStatus>('/platform/status')
    .then(({ data }) => shell.update({ maintenance: Boolean(data.maintenance) }))
    .catch(() => undefined);
  void http
    .get<PlatformFeatures>('/platform/features')
    .then(({ data }) => bus.set('features', { ...bus.get('features'), ...data }))
    .catch(() => undefined);

  const readAccessContext = () =>
    http
      .get<AccessContext>('/player/access/context')
      .then(({ data }) => {
        bus.set('accessContext', data);
        shell.update({ restricted: Boolean(data.restricted) });
      })
      .catch(() => {
        bus.set('accessContext', { restricted: true });
        shell.update({ restricted: true });
      });

  // One read of the access context per known session state (anonymous, then logged in after a login),
  // not one at start and another when a stored session turns out to be logged in.
  const subscriptions = bus
    .select('session')
    .pipe(
      filter((session) => session.status === 'Resolved'),
      map((session) => session.authorized),
      distinctUntilChanged(),
    )
    .subscribe((authorized) => {
      void readAccessContext();
      if (!authorized) {
        shell.update({ currentTermsVersion: null, manualClaimAllowed: false });
        return;
      }
      shell.update({ manualClaimAllowed: null });
      void http
        .get<TermsVersion>('/player/terms/current')
        .then(({ data }) => shell.update({ currentTermsVersion: data.version }))
        .catch(() => undefined);
      void http
        .get<ManualClaimAvailability>('/bonus/bonus-code/manual-claim/available')
        .then(({ data }) => shell.update({ manualClaimAllowed: Boolean(data.isAvailable) }))
        .catch(() => shell.update({ manualClaimAllowed: false }));
    });

  const manualClaim$ = shell.state$.pipe(
    map((state) => state.manualClaimAllowed),
    distinctUntilChanged(),
  );
  subscriptions.add(
    combineLatest([bus.select('session'), bus.select('profile'), bus.select('locale'), bus.select('features'), manualClaim$]).subscribe(
      ([session, profile, locale, features, manualClaimAllowed]) =>
        bus.set('access', accessRightsOf({ session, profile, market: locale.market, features, manualClaimAllowed })),
    ),
  );
  return subscriptions;
}
