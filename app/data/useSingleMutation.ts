import { useMutation, useQueryClient, type MutateOptions, type MutationKey, type UseMutationOptions } from '@tanstack/react-query';

/**
 * The app's one way to change something on the server: useMutation, sending once per intent. A
 * call made while one of the same key is under way is ignored. A double tap arrives before React
 * re-renders the disabled button, so the check reads TanStack's mutation cache, which knows at
 * once, rather than the rendered state. Give each action that must not overlap itself its own key.
 */
export function useSingleMutation<TData, TVariables = void>(options: UseMutationOptions<TData, Error, TVariables> & { mutationKey: MutationKey }) {
  const queryClient = useQueryClient();
  const mutation = useMutation(options);
  const mutate = (variables: TVariables, callbacks?: MutateOptions<TData, Error, TVariables>) => {
    if (queryClient.isMutating({ mutationKey: options.mutationKey, exact: true }) === 0) mutation.mutate(variables, callbacks);
  };
  return { ...mutation, mutate };
}
