/**
 * TanStack Query keeps the last good data when a background refetch fails and still reports
 * isError. Screens act on a failure only when there is nothing to show, so one failed poll or
 * focus refetch never throws the installer out of their work.
 */
export function failedWithoutData(query: { isError: boolean; data: unknown }): boolean {
  return query.isError && query.data === undefined;
}
