import { useMemo, type MouseEvent } from 'react';
import { styled } from 'styled-components';
import { useBusState, usePlatform } from '../parcel/platform-context';
import { sanitizeHtml } from './sanitize-html';
import { theme } from './theme';

export interface SafeHtmlProps {
  /** HTML from the content service; never trusted. */
  html: string;
  className?: string;
}

/**
 * Content-service HTML made safe with `sanitizeHtml` (DOMPurify) before it reaches the page:
 * scripts, event handler attributes and `javascript:` URLs removed; site links get the visitor's
 * language-market segment; root-relative media resolve against the platform (the http client's
 * base URL); outside links open in a new tab. A plain click on a site link emits `NAVIGATE` on
 * the bus, so the host's one history stays in charge (ARCHITECTURE §3).
 */
export function SafeHtml({ html, className }: SafeHtmlProps) {
  const { bus, http } = usePlatform();
  const { segment } = useBusState('locale');
  const clean = useMemo(() => sanitizeHtml(html, { segment, mediaBaseUrl: http.defaults.baseURL }), [html, segment, http]);
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    const href = link?.getAttribute('href');
    if (!href || !href.startsWith('/') || href.startsWith('//') || link?.target === '_blank') return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    bus.emit({ type: 'NAVIGATE', to: href });
  };
  // The HTML was sanitised just above; clicks only bubble from the links inside it.
  return <Html className={className} onClick={onClick} dangerouslySetInnerHTML={{ __html: clean }} />;
}

const Html = styled.div`
  line-height: 1.6;

  h2,
  h3 {
    margin: ${theme.space(6)} 0 ${theme.space(2)};
    line-height: 1.3;
  }

  img {
    max-width: 100%;
    height: auto;
  }

  a {
    color: ${theme.colors.accent};
  }
`;
