/**
 * Where a server keeps its worlds between runs (issue 39, decision 0395): one JSON file per world
 * in `<dataDir>/worlds/`, holding what the browser keeps in localStorage (../persistence/saved.ts:
 * scenario, changed records, events, activity, clock anchor) plus the world's id, key, name and
 * join time. Each world's storage lives in memory; a change schedules a write of its whole file,
 * at most one per `writeEveryMs` of real time, as an atomic snapshot (temporary file, fsync,
 * rename), so a kill at any moment leaves the previous file or the next one, never half of one.
 */
import { closeSync, fsyncSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';
import { open, rename } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import type { RealTime } from '../clock/realTime';
import type { SimulatorStorage } from '../persistence/storage';
import type { CheckpointKeeping } from '../world/checkpoints';

/** Bump when the file's shape changes; an older file is then reported and moved aside. */
const FILE_VERSION = 1;
/** A burst of calls (a sync ticking, a bulk update) costs one write per world per this long. */
export const WRITE_EVERY_MS = 250;
const WORLDS = 'worlds';
/** A world's checkpoints (decision 0435): a file of their own, written only when one is taken or used. */
const CHECKPOINTS = 'checkpoints';
const UNREADABLE = 'unreadable';
/** What a write leaves behind when the process is killed before its rename: removed at the next start. */
const TEMPORARY = '.tmp';

const worldFileSchema = z.object({
  version: z.literal(FILE_VERSION),
  id: z.string().regex(/^[\w-]{1,40}$/),
  key: z.string().min(1),
  name: z.string(),
  joinedAt: z.number(),
  /** Wall-clock ms of this write: the clock comes back at the simulator time it had then. */
  savedAt: z.number(),
  entries: z.record(z.string(), z.unknown()),
});

export interface WorldIdentity {
  id: string;
  key: string;
  name: string;
  joinedAt: number;
}

/** A world read back from its file. */
export interface KeptWorld extends WorldIdentity {
  savedAt: number;
  entries: Record<string, unknown>;
}

/** A world's storage, written to its file behind. */
export interface WorldKeeping {
  storage: SimulatorStorage;
  /** A world coming back: when its file was last written. Null for a new world. */
  savedAt: number | null;
  /** The world ended for good (the trainer ended it): its file goes. */
  forget(): void;
  checkpoints: CheckpointKeeping;
}

export interface WorldStore {
  dir: string;
  /** Every world file that reads; one that does not is reported in one line and moved aside. */
  load(): KeptWorld[];
  keep(world: WorldIdentity, back?: KeptWorld): WorldKeeping;
  /** Writes every world with unwritten changes, once the writes on their way are done (shutdown). */
  flush(): Promise<void>;
  /** Stops the timers; what is unwritten stays so. */
  close(): void;
}

export interface WorldStoreOptions {
  dataDir: string;
  real: RealTime;
  writeEveryMs?: number;
  /** Told in one line about a file that could not be read or written. */
  warn?: (line: string) => void;
}

/** A world file holds its key (the trainee's cookie) and sessions: other accounts on the laptop do not read it. */
const OWNER_ONLY = 0o600;
let temporaries = 0;
const temporaryOf = (path: string) => `${path}.${process.pid}-${++temporaries}${TEMPORARY}`;

/** Temp file, fsync, rename, fsync of the directory: after a crash the file is the old one or the new one. */
export function writeAtomically(path: string, text: string): void {
  const temporary = temporaryOf(path);
  const fd = openSync(temporary, 'w', OWNER_ONLY);
  try {
    writeSync(fd, text);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temporary, path);
  const dir = openSync(dirname(path), 'r');
  try {
    fsyncSync(dir);
  } finally {
    closeSync(dir);
  }
}

/** `writeAtomically` on the thread pool. */
async function writeAtomicallyBehind(path: string, text: string): Promise<void> {
  const temporary = temporaryOf(path);
  const file = await open(temporary, 'w', OWNER_ONLY);
  try {
    await file.writeFile(text);
    await file.sync();
  } finally {
    await file.close();
  }
  await rename(temporary, path);
  const dir = await open(dirname(path), 'r');
  try {
    await dir.sync();
  } finally {
    await dir.close();
  }
}

/** Storage in memory, as localStorage's values would be after a JSON round trip; `changed` after each write. */
function memoryStorage(entries: Map<string, unknown>, changed: () => void): SimulatorStorage {
  return {
    read(key, schema) {
      if (!entries.has(key)) return null;
      const parsed = schema.safeParse(entries.get(key));
      return parsed.success ? parsed.data : null;
    },
    write(key, value) {
      entries.set(key, JSON.parse(JSON.stringify(value)) as unknown);
      changed();
      return true;
    },
    remove(key) {
      if (entries.delete(key)) changed();
    },
    keys: (start) => [...entries.keys()].filter((key) => key.startsWith(start)),
  };
}

/** A world kept in memory only (a server without a data directory): what checkpoints and forks read. */
export function memoryKeeping(back?: Pick<KeptWorld, 'savedAt' | 'entries'>): WorldKeeping {
  let book: unknown = null;
  return {
    storage: memoryStorage(new Map(Object.entries(back?.entries ?? {})), () => undefined),
    savedAt: back?.savedAt ?? null,
    forget: () => undefined,
    checkpoints: { read: () => book, write: (next) => void (book = JSON.parse(JSON.stringify(next)) as unknown) },
  };
}

export function createWorldStore({ dataDir, real, writeEveryMs = WRITE_EVERY_MS, warn = console.warn }: WorldStoreOptions): WorldStore {
  const dir = join(dataDir, WORLDS);
  const checkpointDir = join(dataDir, CHECKPOINTS);
  mkdirSync(dir, { recursive: true });
  mkdirSync(checkpointDir, { recursive: true });
  /** Checkpoint writes on their way, one chain per world so they land in order. */
  const checkpointWrites = new Map<string, Promise<void>>();
  const pathOf = (id: string) => join(dir, `${id}.json`);
  /** Worlds with changes not yet written, and how to write each now. */
  const dirty = new Map<string, () => void>();
  const timers = new Map<string, () => void>();
  const inFlight = new Map<string, Promise<void>>();

  function failSoftly(id: string, write: () => void): void {
    try {
      write();
    } catch (error) {
      // A full disk: the world goes on in memory; its next change tries again.
      warn(`The world ${id} could not be saved: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  function moveAside(file: string, problem: string): void {
    const aside = join(dataDir, UNREADABLE);
    mkdirSync(aside, { recursive: true });
    const target = join(aside, `${new Date(real.now()).toISOString().replace(/[:.]/g, '-')}-${file}`);
    warn(`The world file ${join(dir, file)} could not be read (${problem}): moved to ${target}, the class starts without it.`);
    try {
      renameSync(join(dir, file), target);
    } catch {
      // Left where it is: reported once more at the next start, which still goes on.
    }
  }

  function readWorld(file: string): KeptWorld | null {
    let parsed: ReturnType<typeof worldFileSchema.safeParse>;
    try {
      parsed = worldFileSchema.safeParse(JSON.parse(readFileSync(join(dir, file), 'utf8')));
    } catch (error) {
      moveAside(file, error instanceof Error ? error.message : String(error));
      return null;
    }
    if (!parsed.success || `${parsed.data.id}.json` !== file) {
      moveAside(file, parsed.success ? 'its id is not its name' : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '));
      return null;
    }
    const { version: _version, ...kept } = parsed.data;
    return kept;
  }

  function stopTimers(): void {
    timers.forEach((cancel) => cancel());
    timers.clear();
  }

  return {
    dir,
    load() {
      const files = readdirSync(dir);
      files.filter((file) => file.endsWith(TEMPORARY)).forEach((file) => rmSync(join(dir, file), { force: true }));
      const kept = files
        .filter((file) => file.endsWith('.json'))
        .sort()
        .flatMap((file) => readWorld(file) ?? []);
      // A book without its world (a world file removed by --fresh, moved aside, or lost) would
      // otherwise hand its checkpoints to the next new world given that id.
      const ids = new Set(kept.map((world) => `${world.id}.json`));
      readdirSync(checkpointDir).filter((file) => file.endsWith(TEMPORARY) || !ids.has(file)).forEach((file) => rmSync(join(checkpointDir, file), { force: true }));
      return kept;
    },
    keep(world, back) {
      const entries = new Map<string, unknown>(Object.entries(back?.entries ?? {}));
      const path = pathOf(world.id);
      const checkpointPath = join(checkpointDir, `${world.id}.json`);
      let forgotten = false;
      const snapshot = () => JSON.stringify({ version: FILE_VERSION, ...world, savedAt: real.now(), entries: Object.fromEntries(entries) });
      const cancelTimer = () => {
        timers.get(world.id)?.();
        timers.delete(world.id);
      };
      const writeNow = () => {
        cancelTimer();
        dirty.delete(world.id);
        if (!forgotten) failSoftly(world.id, () => writeAtomically(path, snapshot()));
      };
      // Off the event loop (an fsync takes milliseconds on a busy disk), one write per world at a time, in order.
      const writeBehind = () => {
        timers.delete(world.id);
        if (forgotten) return;
        if (inFlight.has(world.id)) {
          timers.set(world.id, real.after(writeEveryMs, writeBehind));
          return;
        }
        dirty.delete(world.id);
        const writing = writeAtomicallyBehind(path, snapshot())
          .catch((error: unknown) => failSoftly(world.id, () => { throw error; }))
          .finally(() => inFlight.delete(world.id));
        inFlight.set(world.id, writing);
      };
      const changed = () => {
        dirty.set(world.id, writeNow);
        if (!timers.has(world.id)) timers.set(world.id, real.after(writeEveryMs, writeBehind));
      };
      if (!back) changed();
      return {
        storage: memoryStorage(entries, changed),
        savedAt: back?.savedAt ?? null,
        forget() {
          forgotten = true;
          cancelTimer();
          dirty.delete(world.id);
          void (inFlight.get(world.id) ?? Promise.resolve()).then(() => rmSync(path, { force: true }));
          void (checkpointWrites.get(world.id) ?? Promise.resolve()).then(() => rmSync(checkpointPath, { force: true }));
        },
        checkpoints: {
          read() {
            try {
              return JSON.parse(readFileSync(checkpointPath, 'utf8')) as unknown;
            } catch {
              // None yet (a new world, a fork), or unreadable: the world goes on without its old checkpoints.
              return null;
            }
          },
          write(book) {
            const text = JSON.stringify(book);
            const writing = (checkpointWrites.get(world.id) ?? Promise.resolve())
              .then(() => (forgotten ? undefined : writeAtomicallyBehind(checkpointPath, text)))
              .catch((error: unknown) => failSoftly(world.id, () => { throw error; }));
            checkpointWrites.set(world.id, writing);
          },
        },
      };
    },
    async flush() {
      // A write that fell due while the ones on their way were awaited would start behind and still be
      // on its way when the flush ends: none starts now; what waited for one is written below.
      stopTimers();
      await Promise.all([...inFlight.values(), ...checkpointWrites.values()]);
      [...dirty.values()].forEach((write) => write());
    },
    close: stopTimers,
  };
}
