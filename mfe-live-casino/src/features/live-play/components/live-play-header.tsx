import { theme } from '@casino/shared/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@casino/shared/ui';

export interface LivePlayHeaderProps {
  tableName: string;
  providerTitle: string;
  isFullScreen: boolean;
  onToggleFullScreen: () => void;
}

/** The table's header while it plays: its name and provider, and a button for full screen. */
export function LivePlayHeader({ tableName, providerTitle, isFullScreen, onToggleFullScreen }: LivePlayHeaderProps) {
  const { t } = useTranslation('liveCasino');
  return (
    <Bar>
      <div>
        <h1>{tableName}</h1>
        <p>{providerTitle}</p>
      </div>
      <Button type="button" aria-pressed={isFullScreen} onClick={onToggleFullScreen}>
        {isFullScreen ? t('play.exitFullScreen') : t('play.fullScreen')}
      </Button>
    </Bar>
  );
}

const Bar = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space(3)};
  padding: ${theme.space(2)} 0;

  h1 {
    margin: 0;
    font-size: 1.25rem;
  }
  p {
    margin: 0;
    color: ${theme.colors.textMuted};
    font-size: ${theme.font.small};
  }
`;
