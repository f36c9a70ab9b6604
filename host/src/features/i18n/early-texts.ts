/*
 * The host's texts are what the first screen waits for (`WhenTextsLoaded`). The entry chunk asks for the
 * opening page's file before the application's chunks have evaluated (issue 19: the transactions page's
 * first paint waited ~0.8 s more for them under the bench's throttling); the locale backend takes the
 * response once it exists. Like early-manifest.ts, this module imports nothing: it runs before Module
 * Federation's shared modules are ready.
 */

let pending: { url: string; response: Promise<Response> } | null = null;

/** Where the platform serves a language's texts (spec 000 §7: `GET {baseUrl}/locales/{lang}/default.json`). */
export function localeTextsUrl(baseUrl: string, language: string): string {
  return `${baseUrl}/locales/${encodeURIComponent(language)}/default.json`;
}

/**
 * Starts fetching the texts at `url`. Call once, from the entry chunk. A failed request is kept and reported
 * by whoever takes it (the backend then retries as for any failure).
 */
export function startTextsFetch(url: string): void {
  // The body is read as soon as it comes: left in the response until the backend asks, it waited behind the app's
  // own start (its read was only scheduled after the long tasks of the app's evaluation).
  const response = fetch(url).then(async (answer) => new Response(await answer.text(), { status: answer.status, statusText: answer.statusText, headers: answer.headers }));
  // Whoever takes the response handles its failure; until then it is not "unhandled".
  response.catch(() => undefined);
  pending = { url, response };
}

/** The response `startTextsFetch` started for `url`, once; null when none was, or for another URL. */
export function takeTextsResponse(url: string): Promise<Response> | null {
  if (pending?.url !== url) return null;
  const { response } = pending;
  pending = null;
  return response;
}
