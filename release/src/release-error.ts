/**
 * A refused command or an unreadable release file: the message says why and what to do, and the CLI
 * prints it (never a stack trace) and exits non-zero.
 */
export class ReleaseError extends Error {
  override readonly name = 'ReleaseError';
}
