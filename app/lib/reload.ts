/** Reloads the page: the spec's way to leave the hub progress screens with fresh data everywhere. */
export function reloadPage(): void {
  window.location.reload();
}
