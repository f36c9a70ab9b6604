import type { PlatformBus } from '../bus/platform-bus';

/**
 * Binds the bus's `location` state to `window.history`: NAVIGATE and NAVIGATE_DELTA commands move
 * the browser history, and back/forward update the state. Used by the standalone harness; the host
 * binds its own router the same way.
 *
 * @returns a function that removes the binding.
 */
export function bindBusToHistory(bus: PlatformBus, onNavigate: () => void = () => undefined): () => void {
  const publish = (state: unknown = window.history.state) =>
    bus.set('location', { pathname: window.location.pathname, search: window.location.search, hash: window.location.hash, state });
  const navigate = bus.on('NAVIGATE').subscribe((command) => {
    if (command.replace) window.history.replaceState(command.state ?? null, '', command.to);
    else window.history.pushState(command.state ?? null, '', command.to);
    publish(command.state);
    window.scrollTo(0, 0);
    onNavigate();
  });
  const delta = bus.on('NAVIGATE_DELTA').subscribe((command) => window.history.go(command.delta));
  const onPopState = () => {
    publish();
    onNavigate();
  };
  window.addEventListener('popstate', onPopState);
  publish();
  return () => {
    navigate.unsubscribe();
    delta.unsubscribe();
    window.removeEventListener('popstate', onPopState);
  };
}
