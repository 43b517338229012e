/**
 * How often one address may try to join (issue 35): a script once filled all 60 places in
 * seconds, and 30 guesses at a class code took 277 ms. Each address has a bucket of attempts
 * that refills one at a time; a trainee who mistypes the code a few times never meets it, a
 * guesser gets ten tries a minute. Loopback is not limited: only the trainer's own laptop comes
 * from there, and the trainer holds the control token, which makes worlds anyway (decision 0353).
 */
import { isLoopbackHost } from '../controlAccess';

export interface JoinLimits {
  /** Attempts an address may make at once. */
  burst: number;
  /** One more attempt every this many ms, up to `burst`. */
  refillMs: number;
}

export const JOIN_LIMITS: JoinLimits = { burst: 10, refillMs: 6_000 };

/** Addresses remembered before full buckets are forgotten: a room, not the internet. */
const REMEMBERED = 1_000;

export interface JoinLimit {
  /** 0 when `address` may try now (the attempt is counted), else the ms until it may. */
  take(address: string): number;
}

export function createJoinLimit(now: () => number, { burst, refillMs }: JoinLimits = JOIN_LIMITS): JoinLimit {
  const buckets = new Map<string, { tokens: number; at: number }>();
  const tokensOf = (bucket: { tokens: number; at: number }, at: number) => Math.min(burst, bucket.tokens + (at - bucket.at) / refillMs);

  function forgetFull(at: number) {
    for (const [address, bucket] of buckets) if (tokensOf(bucket, at) >= burst) buckets.delete(address);
  }

  return {
    take(address) {
      if (isLoopbackHost(address)) return 0;
      const at = now();
      if (buckets.size >= REMEMBERED) forgetFull(at);
      const bucket = buckets.get(address);
      const tokens = bucket ? tokensOf(bucket, at) : burst;
      if (tokens < 1) return Math.ceil((1 - tokens) * refillMs);
      buckets.set(address, { tokens: tokens - 1, at });
      return 0;
    },
  };
}

/**
 * Who is joining, behind a proxy on this machine: the last address in X-Forwarded-For (the one the
 * proxy saw; earlier ones are the client's own word). Only a loopback peer is taken to be the proxy.
 */
export function proxiedAddress(peer: string, headers: Headers): string {
  if (!isLoopbackHost(peer)) return peer;
  const forwarded = headers.get('x-forwarded-for')?.split(',').map((part) => part.trim()).filter(Boolean);
  return forwarded?.at(-1) ?? peer;
}
