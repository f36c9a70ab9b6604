import { localePath } from '@casino/shared/market';
import { useBusState, usePlatform } from '@casino/shared/parcel';
import { LINK_SCHEMES, urlWithSchemeOf } from '@casino/shared/ui';
import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';

export interface SiteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A site path without the locale segment (`/signup`), or a full URL. */
  to: string;
  children: ReactNode;
}

/** `to` as a web, mail or phone address (`LINK_SCHEMES`, issue 21 point 3), or null when it is anything else (a script, data, not a URL). */
function externalHrefOf(to: string): string | null {
  return urlWithSchemeOf(to, LINK_SCHEMES)?.href ?? null;
}

/**
 * A link to anywhere on the site, outside this remote's base path: the href carries the locale
 * segment, and a plain click asks the host to navigate (one history, ARCHITECTURE §3). Full URLs
 * are ordinary links opening a new tab, if they are web, mail or phone addresses; any other `to`
 * (a `javascript:` or `data:` address from content) is shown as plain text, not a link.
 */
export function SiteLink({ to, children, onClick, ...anchor }: SiteLinkProps) {
  const { bus } = usePlatform();
  const { segment } = useBusState('locale');
  if (!to.startsWith('/')) {
    const external = externalHrefOf(to);
    if (!external) return <span className={anchor.className}>{children}</span>;
    return (
      <a href={external} target="_blank" rel="noopener noreferrer" {...anchor}>
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
