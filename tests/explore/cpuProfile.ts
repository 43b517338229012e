/**
 * The explorer's CPU profile (npm run explore -- --profile DIR), taken from inside its own Vitest
 * worker with node:inspector: `node --cpu-prof` writes its profile as the process exits, and Vitest
 * ends its workers before that write is done (an empty folder, or a profile cut at 2 MiB).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';

/** Starts profiling this thread; the returned function stops and writes DIR/explore-<time>.cpuprofile, and returns its path. */
export async function startCpuProfile(dir: string): Promise<() => Promise<string>> {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return async () => {
    const { profile } = await session.post('Profiler.stop');
    session.disconnect();
    mkdirSync(dir, { recursive: true });
    const file = join(dir, `explore-${Date.now()}.cpuprofile`);
    writeFileSync(file, JSON.stringify(profile));
    return file;
  };
}
