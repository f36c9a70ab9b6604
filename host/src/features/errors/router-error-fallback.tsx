import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorScreenFrame, ErrorScreenTitle } from './error-screens';

/** What the fallback shows for any thrown value: status and text or message (spec 000 §8). */
export function describeRouteError(error: unknown): { status: number | null; text: string } {
  if (isRouteErrorResponse(error)) return { status: error.status, text: error.statusText || String(error.data ?? '') };
  if (error instanceof Error) return { status: null, text: error.message };
  return { status: null, text: String(error) };
}

/** spec 000 §8 router fallback: "Unexpected Application Error!" with the error's status and text or message. */
export function RouterErrorFallback() {
  const { status, text } = describeRouteError(useRouteError());
  return (
    <ErrorScreenFrame role="alert">
      <ErrorScreenTitle>Unexpected Application Error!</ErrorScreenTitle>
      <h2>{status === null ? text : `${status} ${text}`}</h2>
    </ErrorScreenFrame>
  );
}
