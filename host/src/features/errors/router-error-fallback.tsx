import { useTranslation } from 'react-i18next';
import { ErrorScreenFrame, ErrorScreenTitle } from './error-screens';

/**
 * What the fallback shows for any thrown value (spec 000 §8): its status and text when it has them (an
 * HTTP error: `404 Not Found`), else its message, else the value itself.
 */
export function describeRouteError(error: unknown): string {
  const { status, statusText } = (typeof error === 'object' && error !== null ? error : {}) as { status?: unknown; statusText?: unknown };
  const text = error instanceof Error ? error.message : typeof statusText === 'string' ? statusText : String(error);
  return typeof status === 'number' ? `${status} ${text}` : text;
}

/**
 * spec 000 §8 router fallback: "Unexpected Application Error!" (`errors.router.title` in the page's language,
 * the spec's English when the texts could not load) with the error's message; shown in place of the page
 * when rendering a route threw (`RouteErrorBoundary` in `app/routes.tsx`).
 */
export function RouterErrorFallback({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return (
    <ErrorScreenFrame role="alert">
      <ErrorScreenTitle>{t('errors.router.title', 'Unexpected Application Error!')}</ErrorScreenTitle>
      <h2>{describeRouteError(error)}</h2>
    </ErrorScreenFrame>
  );
}
