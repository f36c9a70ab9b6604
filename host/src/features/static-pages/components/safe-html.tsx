import { SafeHtml as ContentHtml } from '@casino/shared/ui';
import styled from 'styled-components';

/** Content-service HTML made safe by the shared `SafeHtml`, in the line length of the host's text pages. */
export const SafeHtml = styled(ContentHtml)`
  max-width: 72ch;
`;
