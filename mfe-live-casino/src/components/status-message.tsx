import { ErrorState as SharedErrorState, type ErrorStateProps } from '@casino/shared';

export { EmptyState } from '@casino/shared';

/** The shared error state with the `liveCasino` namespace's texts. */
export function ErrorState(props: Omit<ErrorStateProps, 'namespace'>) {
  return <SharedErrorState namespace="liveCasino" {...props} />;
}
