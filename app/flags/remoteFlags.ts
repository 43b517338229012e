/**
 * Flags evaluated by the deployment's flag service for the installer's e-mail, through OpenFeature's
 * remote evaluation protocol (OFREP), which flagd, GO Feature Flag, Flipt and others answer
 * (decision 0294). The service never holds the app up: the first screen waits for it at most
 * FIRST_FLAGS_WAIT_MS, each request gives up after FLAG_SERVICE_TIMEOUT_MS, and until it answers
 * a flag is this installer's last value (the provider's cache on the phone) or off. Its failure is
 * reported once per page.
 */
import { OFREPWebProvider } from '@openfeature/ofrep-web-provider';
import { OpenFeature, ProviderEvents, type EventHandler } from '@openfeature/web-sdk';
import { timers } from '../lib/timers';

export const FLAG_SERVICE_TIMEOUT_MS = 5_000;
export const FIRST_FLAGS_WAIT_MS = 1_500;

/** What is reported: no address, e-mail or answer in it, only that the service failed. */
export class FlagServiceError extends Error {
  constructor(cause: string) {
    super(`The flag service failed (${cause}); flags are off or this installer's last values`);
    this.name = 'FlagServiceError';
  }
}

export interface RemoteFlagOptions {
  /** The OFREP base URL (VITE_FLAG_SERVICE_URL). */
  baseUrl: string;
  targetingKey: string;
  /** Told the first failure only. */
  onFailure: (error: FlagServiceError) => void;
  fetchImplementation?: typeof fetch;
  firstWaitMs?: number;
}

let stopListening: (() => void) | null = null;

const causeOf = (error: unknown): string => (error instanceof Error ? error.name : 'no answer');

function waitAtMost(ms: number, promise: Promise<unknown>): Promise<unknown> {
  return new Promise((resolve) => {
    const timer = timers.setTimeout(resolve, ms);
    void promise.finally(() => {
      timers.clearTimeout(timer);
      resolve(undefined);
    });
  });
}

export async function startRemoteFlags({ baseUrl, targetingKey, onFailure, fetchImplementation, firstWaitMs = FIRST_FLAGS_WAIT_MS }: RemoteFlagOptions): Promise<void> {
  let reported = false;
  const reportOnce = (error: FlagServiceError) => {
    if (reported) return;
    reported = true;
    onFailure(error);
  };
  const onError: EventHandler = (details) => reportOnce(new FlagServiceError(String(details?.errorCode ?? 'error')));
  stopListening?.();
  OpenFeature.addHandler(ProviderEvents.Error, onError);
  stopListening = () => OpenFeature.removeHandler(ProviderEvents.Error, onError);

  const provider = new OFREPWebProvider({
    baseUrl,
    timeoutMs: FLAG_SERVICE_TIMEOUT_MS,
    // The network first, this installer's cached values when it fails: a scenario or rollout
    // change shows at the next start, and a dead service still leaves the last known flags.
    cacheMode: 'network-first',
    fetchImplementation,
  });
  const started = OpenFeature.setProviderAndWait(provider, { targetingKey }).catch((error: unknown) => reportOnce(new FlagServiceError(causeOf(error))));
  await waitAtMost(firstWaitMs, started);
}
