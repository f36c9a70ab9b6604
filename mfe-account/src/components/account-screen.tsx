import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@casino/shared-modules/react-router';
import styled from 'styled-components';
import { focusRing } from '@casino/shared/ui';

export interface AccountScreenProps {
  /** The screen's `h1`. */
  title: string;
  /** A line under the title. */
  intro?: ReactNode;
  /** Show the way back to the account page (the screens below it). */
  back?: boolean;
  children: ReactNode;
}

/**
 * One screen of the account area: its heading, which takes the focus when the screen opens (the
 * parcel's router changes the page without a load, so a screen reader hears where it is), and a way back.
 */
export function AccountScreen({ title, intro, back = false, children }: AccountScreenProps) {
  const { t } = useTranslation('account');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus({ preventScroll: true }), []);
  return (
    <Panel aria-labelledby="account-screen-title">
      {back && <BackLink to="/account">{t('area.back')}</BackLink>}
      <h1 id="account-screen-title" ref={heading} tabIndex={-1}>
        {title}
      </h1>
      {intro && <Intro>{intro}</Intro>}
      {children}
    </Panel>
  );
}

/** A part of a screen with its own heading, on the surface colour. */
export const Section = styled.section`
  box-sizing: border-box;
  padding: ${({ theme }) => theme.space(5)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.colors.surface};

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(8)};
  }

  h2 {
    margin: 0 0 ${({ theme }) => theme.space(4)};
    font-size: 1.2rem;
  }

  h2:focus {
    outline: none;
  }
`;

const Panel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  min-width: 0;
  color: ${({ theme }) => theme.colors.text};

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.title};
    line-height: 1.2;
  }

  h1:focus {
    outline: none;
  }
`;

const Intro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  line-height: 1.5;
`;

const BackLink = styled(Link)`
  justify-self: start;
  color: ${({ theme }) => theme.colors.accent};
  font-weight: 600;
  text-underline-offset: 3px;
  border-radius: ${({ theme }) => theme.radius.small};
  ${focusRing}

  &::before {
    content: '← ';
  }
`;
