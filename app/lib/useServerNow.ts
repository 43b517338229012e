import { serverSkew } from './serverTime';
import { useNow } from './useNow';

/**
 * Now on the provider's clock, refreshed every `periodMs`. The skew is read at each render, so
 * the estimate from the very answer being rendered already counts (decision 0381).
 */
export function useServerNow(periodMs: number): number {
  return useNow(periodMs) + serverSkew();
}
