import { useMutation, useQueryClient, type MutateOptions, type MutationKey, type UseMutationOptions } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';

/**
 * The app's one way to change something on the server: useMutation, sending once per intent. A
 * call made while one of the same key is under way is ignored. A double tap arrives before React
 * re-renders the disabled button, so the check reads TanStack's mutation cache, which knows at
 * once, rather than the rendered state. Give each action that must not overlap itself its own key.
 * `mutate` keeps its identity across renders, as TanStack's does, so an effect that depends on it
 * runs when its own inputs change, not on every render.
 */
export function useSingleMutation<TData, TVariables = void>(options: UseMutationOptions<TData, Error, TVariables> & { mutationKey: MutationKey }) {
  const queryClient = useQueryClient();
  const mutation = useMutation(options);
  const send = mutation.mutate;
  const key = useRef(options.mutationKey);
  useEffect(() => {
    key.current = options.mutationKey;
  });
  const mutate = useCallback(
    (variables: TVariables, callbacks?: MutateOptions<TData, Error, TVariables>) => {
      if (queryClient.isMutating({ mutationKey: key.current, exact: true }) === 0) send(variables, callbacks);
    },
    [queryClient, send],
  );
  return { ...mutation, mutate };
}
