import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from '@casino/shared-modules/react-router';
import { ErrorScreenFrame, ErrorScreenTitle } from './error-screens';

/** What the fallback shows for any thrown value: status and text or message (spec 000 §8). */
export function describeRouteError(error: unknown): { status: number | null; text: string } {
  if (isRouteErrorResponse(error)) return { status: error.status, text: error.statusText || String(error.data ?? '') };
  if (error instanceof Error) return { status: null, text: error.message };
  return { status: null, text: String(error) };
}

/**
 * spec 000 §8 router fallback: "Unexpected Application Error!" (`errors.router.title` in the page's language,
 * the spec's English when the texts could not load) with the error's status and text or message.
 */
export function RouterErrorFallback() {
  const { t } = useTranslation();
  const { status, text } = describeRouteError(useRouteError());
  return (
    <ErrorScreenFrame role="alert">
      <ErrorScreenTitle>{t('errors.router.title', 'Unexpected Application Error!')}</ErrorScreenTitle>
      <h2>{status === null ? text : `${status} ${text}`}</h2>
    </ErrorScreenFrame>
  );
}
