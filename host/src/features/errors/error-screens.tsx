import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Screen = styled.section`
  display: grid;
  place-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(10)} ${({ theme }) => theme.space(4)};
  text-align: center;
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.title};
`;

const Action = styled.button`
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(6)};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.accentText};
  font-weight: 700;
  font-size: ${({ theme }) => theme.font.body};
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** Reloads the page. */
const reload = () => window.location.reload();

/**
 * spec 000 §8 generic error screen: "Oops, something went wrong. Please reload the page to try again."
 * with a Reload button that reloads the page, in the page's language (`errors.generic`). The spec's
 * English stands in when the texts could not load: this screen must show whatever broke.
 */
export function GenericErrorScreen({ onReload = reload }: { onReload?: () => void }) {
  const { t } = useTranslation();
  return (
    <Screen role="alert">
      <Title>{t('errors.generic.title', 'Oops, something went wrong. Please reload the page to try again.')}</Title>
      <Action type="button" onClick={onReload}>
        {t('errors.generic.reload', 'Reload')}
      </Action>
    </Screen>
  );
}

export interface TryAgainScreenProps {
  /** What "Try again" does: reloads the page by default (spec 000 §8), or retries one area. */
  onTryAgain?: () => void;
  /** A line naming what failed, for testers and support. */
  detail?: string;
  /** Heading level: `h1` for a whole page, `h2` inside an area. */
  as?: 'h1' | 'h2';
}

/**
 * spec 000 §8 variant: "SOMETHING WENT WRONG" / "Please try again" with a Try again button, in the page's
 * language (`errors.tryAgain`; the spec's English when the texts could not load).
 */
export function TryAgainScreen({ onTryAgain = reload, detail, as = 'h1' }: TryAgainScreenProps) {
  const { t } = useTranslation();
  return (
    <Screen role="alert">
      <Title as={as}>{t('errors.tryAgain.title', 'SOMETHING WENT WRONG')}</Title>
      <p>{t('errors.tryAgain.text', 'Please try again')}</p>
      <Action type="button" onClick={onTryAgain}>
        {t('errors.tryAgain.action', 'Try again')}
      </Action>
      {detail ? <Detail>{detail}</Detail> : null}
    </Screen>
  );
}

const Detail = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.small};
`;

export { Screen as ErrorScreenFrame, Title as ErrorScreenTitle, Action as ErrorScreenAction };
