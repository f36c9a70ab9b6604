import { ErrorState as SharedErrorState, type ErrorStateProps } from '@casino/shared';

export { EmptyState } from '@casino/shared';

/** The shared error state with the `casino` namespace's texts. */
export function ErrorState(props: Omit<ErrorStateProps, 'namespace'>) {
  return <SharedErrorState namespace="casino" {...props} />;
}
