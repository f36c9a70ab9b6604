import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import styled from 'styled-components';

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
 * Content-service HTML, sanitised with DOMPurify before it reaches the DOM: scripts, event
 * handler attributes and `javascript:` URLs are removed.
 */
export function SafeHtml({ html }: { html: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }), [html]);
  return <Prose dangerouslySetInnerHTML={{ __html: clean }} />;
}
