import { useMutation, useQueryClient, type MutationKey, type UseMutationOptions } from '@tanstack/react-query';

/**
 * useMutation for calls that must not be sent twice: a call made while one of the same key is
 * under way is ignored. A double tap arrives before React re-renders the disabled button, so the
 * check reads TanStack's mutation cache, which knows at once, rather than the rendered state.
 */
export function useSingleMutation<TData, TVariables>(options: UseMutationOptions<TData, Error, TVariables> & { mutationKey: MutationKey }) {
  const queryClient = useQueryClient();
  const mutation = useMutation(options);
  const mutate = (variables: TVariables) => {
    if (queryClient.isMutating({ mutationKey: options.mutationKey, exact: true }) === 0) mutation.mutate(variables);
  };
  return { ...mutation, mutate };
}
