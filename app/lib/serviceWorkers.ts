/**
 * Older builds registered an offline-support worker; the spec has it unregistered at startup.
 * The caller may keep some (the production build's app-shell worker).
 */
export async function unregisterStaleWorkers(
  keep: (scriptUrl: string) => boolean = () => false,
  container: Pick<ServiceWorkerContainer, 'getRegistrations'> | undefined = globalThis.navigator?.serviceWorker,
): Promise<number> {
  if (!container) return 0;
  const registrations = await container.getRegistrations();
  const stale = registrations.filter((registration) => {
    const worker = registration.active ?? registration.waiting ?? registration.installing;
    return !(worker && keep(worker.scriptURL));
  });
  await Promise.all(stale.map((registration) => registration.unregister()));
  return stale.length;
}
