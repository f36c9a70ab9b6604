import { FRAME_POLICIES } from '@casino/shared/contract';
import type { Ref } from 'react';
import styled from 'styled-components';

export interface ProviderFrameProps {
  /** The provider's page (its own origin): a hosted payment page or a pay-and-play authorize page. */
  src: string;
  /** The frame's accessible name. */
  title: string;
  /** The iframe, whose window alone may report the result (`isMessageFromFrame`). */
  frameRef?: Ref<HTMLIFrameElement>;
}

/**
 * A payment provider's page in a frame (issue 14): it may run its scripts and forms on its own origin
 * and open a bank's window, never navigate the site (`FRAME_POLICIES.payment`, issue 21 point 2). It
 * reports back with `postMessage`.
 */
export function ProviderFrame({ src, title, frameRef }: ProviderFrameProps) {
  const { sandbox, allow, referrerPolicy } = FRAME_POLICIES.payment;
  return <Frame ref={frameRef} src={src} title={title} sandbox={sandbox} allow={allow} referrerPolicy={referrerPolicy} />;
}

const Frame = styled.iframe`
  display: block;
  width: 100%;
  height: 60dvh;
  min-height: 360px;
  margin-bottom: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.small};
  background: #fff;

  ${({ theme }) => theme.media.md} {
    height: 480px;
  }
`;
