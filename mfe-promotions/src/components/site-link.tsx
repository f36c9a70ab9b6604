import { localePath } from '@casino/shared/market';
import { useBusState, usePlatform } from '@casino/shared/parcel';
import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';

export interface SiteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A site path without the locale segment (`/signup`), or a full URL. */
  to: string;
  children: ReactNode;
}

/**
 * A link to anywhere on the site, outside this remote's base path: the href carries the locale
 * segment, and a plain click asks the host to navigate (one history, ARCHITECTURE §3). Full URLs
 * are ordinary links.
 */
export function SiteLink({ to, children, onClick, ...anchor }: SiteLinkProps) {
  const { bus } = usePlatform();
  const { segment } = useBusState('locale');
  if (!to.startsWith('/')) {
    return (
      <a href={to} target="_blank" rel="noopener noreferrer" {...anchor}>
        {children}
      </a>
    );
  }
  const href = localePath(segment, to);
  const navigate = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    bus.emit({ type: 'NAVIGATE', to: href });
  };
  return (
    <a href={href} onClick={navigate} {...anchor}>
      {children}
    </a>
  );
}
