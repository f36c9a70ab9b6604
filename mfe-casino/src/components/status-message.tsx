import { ErrorState as SharedErrorState, type ErrorStateProps } from '@casino/shared/ui';

export { EmptyState } from '@casino/shared/ui';

/** The shared error state with the `casino` namespace's texts. */
export function ErrorState(props: Omit<ErrorStateProps, 'namespace'>) {
  return <SharedErrorState namespace="casino" {...props} />;
}
