import { useBusState } from '@casino/shared/parcel';
import { sanitizeHtml } from '@casino/shared/ui';
import { useMemo } from 'react';
import styled from 'styled-components';
import { config } from '../../../lib/config';

const Prose = styled.div`
  line-height: 1.6;
  max-width: 72ch;
  a {
    color: ${({ theme }) => theme.colors.accent};
  }
  h2,
  h3 {
    margin-top: ${({ theme }) => theme.space(6)};
  }
`;

/**
 * Content-service HTML made safe with the shared `sanitizeHtml` (DOMPurify): scripts, event handler
 * attributes and `javascript:` URLs removed; site links keep the visitor's language-market segment;
 * root-relative media resolve against the platform; outside links open in a new tab.
 */
export function SafeHtml({ html }: { html: string }) {
  const { segment } = useBusState('locale');
  const clean = useMemo(() => sanitizeHtml(html, { segment, mediaBaseUrl: config.platformUrl }), [html, segment]);
  return <Prose dangerouslySetInnerHTML={{ __html: clean }} />;
}
