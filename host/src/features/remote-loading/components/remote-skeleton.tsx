import { VisuallyHidden } from '@casino/shared/ui';
import { useTranslation } from 'react-i18next';
import styled, { keyframes } from 'styled-components';

const shimmer = keyframes`
  from { background-position: -400px 0; }
  to { background-position: 400px 0; }
`;

const Block = styled.div<{ $height: number }>`
  height: ${({ $height }) => $height}px;
  border-radius: ${({ theme }) => theme.radius.medium};
  background: linear-gradient(90deg, #1b2336 0%, #26314b 50%, #1b2336 100%);
  background-size: 800px 100%;
  animation: ${shimmer} 1.2s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(2, 1fr);
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(4, 1fr);
  }
`;

/**
 * The skeleton's place on the page. It comes after the area's element and goes in the very frame the parcel's
 * first content does (CSS, not the area's state): the area learns of the mount a task or more later, and a frame
 * showing both put the content below the skeleton, then moved it up by the skeleton's height (a layout shift of
 * 0.71 on a phone's cold lobby, issue 19).
 */
const Status = styled.div`
  [data-remote]:has(> * > *) + & {
    display: none;
  }
`;

/** The loading skeleton of a remote area: render it right after the area's `[data-remote]` element. */
export function RemoteSkeleton({ label }: { label: string }) {
  const { t } = useTranslation();
  return (
    <Status role="status" aria-busy="true" data-testid="remote-skeleton">
      <VisuallyHidden>{t('common.loadingArea', { area: label })}</VisuallyHidden>
      <Grid aria-hidden="true">
        <Block $height={32} style={{ gridColumn: '1 / -1', maxWidth: 240 }} />
        {Array.from({ length: 8 }, (_, index) => (
          <Block key={index} $height={140} />
        ))}
      </Grid>
    </Status>
  );
}
