import { BusyButton } from '@casino/shared/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { endPreview } from '../preview';
import type { PreviewRefusal, PreviewState } from '../preview-state';

/**
 * A strip across the top of the page, above the header, so nobody on a preview mistakes it for what
 * players get. In the flow of the page, not floating: it never covers the cookie banner, a dialog or a
 * phone's bottom bar.
 */
const Badge = styled.aside`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  border-bottom: 2px solid ${({ theme }) => theme.colors.accent};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.small};
  p {
    margin: 0;
  }
`;

/** The expiry as the page's language writes it: the time alone today, with the date after. */
function expiryText(expiresAt: number, language: string, now = Date.now()): string {
  const sameDay = new Date(expiresAt).toDateString() === new Date(now).toDateString();
  return new Intl.DateTimeFormat(language, sameDay ? { timeStyle: 'short' } : { dateStyle: 'medium', timeStyle: 'short' }).format(expiresAt);
}

/**
 * The preview badge's strip (issue 20 point 3), loaded only when a page load has a preview link: which
 * version the tab previews and until when, with "Exit preview" (ends it and reloads with the pins), or why a
 * link was refused, with "Dismiss" (`onDismiss`).
 *
 * @param reload loads the page again once the preview has ended (the browser's reload; a test's spy).
 */
export function PreviewStrip({ state, onDismiss, reload }: { state: Exclude<PreviewState, { kind: 'none' }>; onDismiss: () => void; reload: () => void }) {
  const { t, i18n } = useTranslation();
  const [leaving, setLeaving] = useState(false);
  if (state.kind === 'applied') {
    return (
      <Badge aria-label={t('preview.label')} data-testid="preview-badge">
        <p>{t('preview.applied', { remote: state.remote, version: state.version, time: expiryText(state.expiresAt, i18n.language) })}</p>
        <BusyButton
          variant="compact"
          busy={leaving}
          busyLabel={t('preview.exit')}
          onClick={() => {
            setLeaving(true);
            endPreview();
            reload();
          }}
        >
          {t('preview.exit')}
        </BusyButton>
      </Badge>
    );
  }
  const refusals: Record<PreviewRefusal, string> = {
    'not-enabled': t('preview.refused.notEnabled'),
    'not-signed': t('preview.refused.notSigned'),
    expired: t('preview.refused.expired'),
    'not-published': t('preview.refused.notPublished', { remote: state.remote, version: state.version }),
  };
  return (
    <Badge aria-label={t('preview.label')} data-testid="preview-badge">
      <p role="status">{refusals[state.reason]}</p>
      <BusyButton variant="compact" busy={false} busyLabel={t('preview.dismiss')} onClick={onDismiss}>
        {t('preview.dismiss')}
      </BusyButton>
    </Badge>
  );
}
