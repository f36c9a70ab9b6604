import { lazy, Suspense, useState } from 'react';
import { useHostServices } from '../../../lib/host-services';
import { useShellState } from '../../../lib/shell-store';

// webpackPrefetch: once the entry chunk has run, the runtime adds <link rel="prefetch"> for the dialog's
// chunks, which the browser fetches at idle priority without running them. A timer calling import() did
// the same fetch but ran the code too, as a start-up script when the page took longer than the timer.
const LoginDialog = lazy(() => import(/* webpackPrefetch: true */ './login-dialog').then((module) => ({ default: module.LoginDialog })));

/**
 * Where the login dialog lives (spec 000 §3 Login state). Its code (the form library and its
 * validation) is not on the first page's critical path: the browser prefetches it at idle priority
 * and it runs when the dialog first opens; it stays mounted after that so
 * the form keeps what the player typed between openings.
 */
export function LoginDialogSlot() {
  const { shell } = useHostServices();
  const { login } = useShellState(shell);
  // Once opened, the dialog stays mounted (adjusting state while rendering, not in an effect).
  const [wanted, setWanted] = useState(false);
  if (login.open && !wanted) setWanted(true);

  if (!wanted && !login.open) return null;
  return (
    <Suspense fallback={null}>
      <LoginDialog />
    </Suspense>
  );
}
