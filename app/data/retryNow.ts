import { useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * An error view's Retry for the query at `queryKey`: it asks at once (decision 0265). A refetch of
 * a query without data joins the fetch under way, which may be waiting out a retry delay on the
 * app's timers (the simulator's clock in simulator builds, paused or not). That fetch is dropped
 * quietly first, its state kept, so the view stays as it is until the new answer (decision 0480).
 */
export function useRetryNow(queryKey: QueryKey): () => void {
  const client = useQueryClient();
  return () => {
    void client.cancelQueries({ queryKey, exact: true }, { revert: false, silent: true });
    void client.refetchQueries({ queryKey, exact: true });
  };
}
