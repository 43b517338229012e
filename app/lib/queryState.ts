/**
 * TanStack Query keeps the last good data when a background refetch fails and still reports
 * isError. Screens act on a failure only when there is nothing to show, so one failed poll or
 * focus refetch never throws the installer out of their work.
 */
export function failedWithoutData(query: { isError: boolean; data: unknown }): boolean {
  return query.isError && query.data === undefined;
}

/**
 * Nothing to show and the last answer, or the one before this retry, was a failure. TanStack
 * turns a query without data back to 'pending' on each refetch, so isError comes and goes with
 * every poll; this stays true from the first failure until data comes (decision 0265).
 */
export function failingWithoutData(query: { data: unknown; errorUpdateCount: number; failureCount: number }): boolean {
  return query.data === undefined && (query.errorUpdateCount > 0 || query.failureCount > 0);
}
