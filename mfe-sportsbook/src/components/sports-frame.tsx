import { FRAME_POLICIES } from '@casino/shared/contract';
import { Button, theme } from '@casino/shared/ui';
import { useEffect, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { FRAME_TIMEOUT_MS } from '../lib/frame-url';

export interface SportsFrameProps {
  /** The frame's address. A new address starts a new load. */
  src: string;
  /** The frame's accessible name. */
  title: string;
  /** How long to wait for the frame's load event before showing the error, in ms. */
  timeoutMs?: number;
  /** The iframe, for window messages. */
  frameRef?: Ref<HTMLIFrameElement>;
  /**
   * The frame follows its content: `undefined` fills the parent (the frame scrolls inside); a number is
   * the content's height in px (the page scrolls), never less than the area below the header; null is
   * that mode before the first height is known.
   */
  contentHeight?: number | null;
}

type FrameStatus = 'loading' | 'loaded' | 'failed';

/**
 * The provider's frame, filling its parent. A cross-origin frame tells us nothing but `load`, so
 * "failed" means "no load event within `timeoutMs`"; retry mounts a fresh frame.
 */
export function SportsFrame({ src, title, timeoutMs = FRAME_TIMEOUT_MS, frameRef, contentHeight }: SportsFrameProps) {
  const followsContent = contentHeight !== undefined;
  const { t } = useTranslation('sportsbook');
  const [attempt, setAttempt] = useState(0);
  const [status, setStatus] = useState<FrameStatus>('loading');
  const [loadedSrc, setLoadedSrc] = useState(src);

  // A new address is a new load: the previous outcome no longer applies.
  if (loadedSrc !== src) {
    setLoadedSrc(src);
    setStatus('loading');
  }

  useEffect(() => {
    if (status !== 'loading') return undefined;
    const timer = setTimeout(() => setStatus('failed'), timeoutMs);
    return () => clearTimeout(timer);
  }, [status, attempt, src, timeoutMs]);

  const retry = () => {
    setAttempt((value) => value + 1);
    setStatus('loading');
  };

  return (
    <Area aria-busy={status === 'loading'} $followsContent={followsContent}>
      {status !== 'failed' && (
        <Frame
          key={`${src}#${attempt}`}
          ref={frameRef}
          title={title}
          src={src}
          onLoad={() => setStatus('loaded')}
          sandbox={FRAME_POLICIES.sportsbook.sandbox}
          allow={FRAME_POLICIES.sportsbook.allow}
          referrerPolicy={FRAME_POLICIES.sportsbook.referrerPolicy}
          $followsContent={followsContent}
          style={contentHeight ? { height: `${contentHeight}px` } : undefined}
        />
      )}
      {status === 'loading' && (
        <Overlay role="status">
          <Spinner aria-hidden="true" />
          {t('frame.loading')}
        </Overlay>
      )}
      {status === 'failed' && (
        <Overlay role="alert">
          <p>{t('frame.failed')}</p>
          <Button type="button" onClick={retry}>
            {t('frame.retry')}
          </Button>
        </Overlay>
      )}
    </Area>
  );
}

/** The area below the 56 px header: the least a frame that follows its content is as tall as. */
const BELOW_HEADER = `calc(100dvh - ${theme.headerHeight})`;

const Area = styled.div<{ $followsContent: boolean }>`
  position: relative;
  flex: 1;
  min-height: ${({ $followsContent }) => ($followsContent ? BELOW_HEADER : '0')};
  height: ${({ $followsContent }) => ($followsContent ? 'auto' : '100%')};
  background: ${({ theme }) => theme.colors.background};
`;

const Frame = styled.iframe<{ $followsContent: boolean }>`
  display: block;
  width: 100%;
  height: 100%;
  min-height: ${({ $followsContent }) => ($followsContent ? BELOW_HEADER : '0')};
  border: 0;
`;

const Overlay = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  text-align: center;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.font.family};
`;

const Spinner = styled.span`
  width: 32px;
  height: 32px;
  border: 3px solid ${({ theme }) => theme.colors.border};
  border-top-color: ${({ theme }) => theme.colors.accent};
  border-radius: 50%;
  animation: sports-frame-spin 0.9s linear infinite;

  @keyframes sports-frame-spin {
    to {
      transform: rotate(360deg);
    }
  }

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;
