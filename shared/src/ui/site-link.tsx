import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { styled } from 'styled-components';
import { localePath } from '../markets/locale-path';
import { useBusState, usePlatform } from '../parcel/platform-context';
import { textLink } from './primitives';

export interface SiteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A site path below the locale segment, e.g. `/my-account/account/verification`. */
  to: string;
}

/**
 * A link from a parcel to another area of the site (ARCHITECTURE §3: the host owns the URL). A router
 * `Link` inside a parcel resolves below the parcel's base path; this one is a real `<a href>` to
 * `/{segment}{to}` (open in a new tab works) whose plain click sends `NAVIGATE` to the host's one history.
 */
export function SiteLink({ to, onClick, ...anchor }: SiteLinkProps) {
  const { bus } = usePlatform();
  const { segment } = useBusState('locale');
  const href = localePath(segment, to);
  const navigate = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    event.preventDefault();
    bus.emit({ type: 'NAVIGATE', to: href });
  };
  return <Anchor href={href} onClick={navigate} {...anchor} />;
}

const Anchor = styled.a`
  ${textLink}
`;
