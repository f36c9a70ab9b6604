import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Renders `children` once the host's texts (the platform's `default` locale file, spec 000 §7) have
 * loaded, or failed to: before that every label would show its key (`cookies.category.marketing`).
 * A prerendered first screen stays meanwhile, since an empty root is not settled (docs/prerendering.md).
 */
export function WhenTextsLoaded({ children }: { children: ReactNode }) {
  const { ready } = useTranslation();
  return ready ? children : null;
}
