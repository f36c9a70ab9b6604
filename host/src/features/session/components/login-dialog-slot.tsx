import { lazy, Suspense, useEffect, useState } from 'react';
import { useHostServices } from '../../../lib/host-services';
import { useShellState } from '../../../lib/shell-store';

const loadLoginDialog = () => import('./login-dialog');
const LoginDialog = lazy(() => loadLoginDialog().then((module) => ({ default: module.LoginDialog })));

/** How long after the first render the dialog's code is fetched anyway, in ms. */
const PREFETCH_DELAY_MS = 3000;

/**
 * Where the login dialog lives (spec 000 §3 Login state). Its code (the form library and its
 * validation) is not on the first page's critical path: it is fetched when the dialog first opens,
 * or a few seconds after the page settles, whichever comes first, and stays mounted after that so
 * the form keeps what the player typed between openings.
 */
export function LoginDialogSlot() {
  const { shell } = useHostServices();
  const { login } = useShellState(shell);
  // Once opened, the dialog stays mounted (adjusting state while rendering, not in an effect).
  const [wanted, setWanted] = useState(false);
  if (login.open && !wanted) setWanted(true);

  useEffect(() => {
    const timer = window.setTimeout(() => void loadLoginDialog(), PREFETCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  if (!wanted && !login.open) return null;
  return (
    <Suspense fallback={null}>
      <LoginDialog />
    </Suspense>
  );
}
