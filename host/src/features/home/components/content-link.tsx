import { localePath } from '@casino/shared/market';
import { useBusState } from '@casino/shared/parcel';
import type { ReactNode } from 'react';
import { Link } from '@casino/shared-modules/react-router';

export interface ContentLinkProps {
  /** A site path below the locale segment (`/deposit`), or a full URL. */
  to: string;
  className?: string;
  onClick?: () => void;
  children: ReactNode;
}

/** A link from content: site paths get the locale segment and stay in the router; full http(s) URLs open in a new tab; anything else is not a link. */
export function ContentLink({ to, className, onClick, children }: ContentLinkProps) {
  const { segment } = useBusState('locale');
  if (to.startsWith('/') && !to.startsWith('//')) {
    return (
      <Link className={className} to={localePath(segment, to)} onClick={onClick}>
        {children}
      </Link>
    );
  }
  if (/^https?:\/\//i.test(to)) {
    return (
      <a className={className} href={to} target="_blank" rel="noopener noreferrer" onClick={onClick}>
        {children}
      </a>
    );
  }
  return <span className={className}>{children}</span>;
}
