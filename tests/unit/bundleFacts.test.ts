import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { simulatorParts, weightChanges, type WeighUp } from '../../scripts/bench/bundleFacts.mjs';

const ROOT = '/repo';

/** A chunk as Rolldown reports it, with what the bench reads of it. */
function chunk(fileName: string, modules: string[], links: { imports?: string[]; dynamicImports?: string[]; isEntry?: boolean } = {}): Rolldown.OutputChunk {
  return {
    fileName,
    name: fileName.replace(/\.js$/, ''),
    code: `/* ${fileName} */`,
    moduleIds: modules.map((module) => `${ROOT}/${module}`),
    imports: links.imports ?? [],
    dynamicImports: links.dynamicImports ?? [],
    isEntry: links.isEntry ?? false,
  } as unknown as Rolldown.OutputChunk;
}

describe('the simulator JS a demo loads at start and on demand', () => {
  const chunks = [
    chunk('index.js', ['app/main.tsx'], { isEntry: true, dynamicImports: ['browser.js', 'SignedIn.js'] }),
    chunk('SignedIn.js', ['app/SignedIn.tsx'], { imports: ['texts.js'] }),
    chunk('texts.js', ['app/texts.ts']),
    chunk('browser.js', ['simulator/browser.ts'], { imports: ['index.js', 'texts.js', 'clock.js'], dynamicImports: ['flags.js', 'panel.js'] }),
    chunk('clock.js', ['simulator/clock.ts']),
    chunk('flags.js', ['simulator/flagEvaluation.ts'], { imports: ['flagd.js'] }),
    chunk('flagd.js', ['node_modules/flagd/index.js']),
    chunk('panel.js', ['simulator/PanelControls.tsx']),
  ];

  it("counts at start what the simulator's chunk imports statically, less what the app loads anyway", () => {
    const { atStart, onDemand } = simulatorParts(chunks, 'simulator/browser.ts', ROOT);
    expect(atStart.map((part) => part.fileName)).toEqual(['browser.js', 'clock.js']);
    expect(onDemand.map((part) => part.fileName)).toEqual(['flags.js', 'flagd.js', 'panel.js']);
  });
});

describe('what grew against the baseline', () => {
  const before: WeighUp = { total: 3000, chunks: { index: 2000, errors: 1000 }, origins: { 'react-dom': 1800, app: 1200 } };
  const after: WeighUp = { total: 4650, chunks: { index: 2050, errors: 1300, storage: 1300 }, origins: { 'react-dom': 1800, app: 900, zod: 1950 } };

  it('names each chunk and package that changed by 100 bytes or more, largest growth first, new and gone ones too', () => {
    expect(weightChanges(before, after).map(({ kind, name, delta }) => `${kind} ${name} ${delta}`)).toEqual([
      'origin zod 1950',
      'chunk storage 1300',
      'chunk errors 300',
      'origin app -300',
    ]);
    expect(weightChanges(after, before).find((change) => change.name === 'storage')).toEqual({ kind: 'chunk', name: 'storage', before: 1300, after: 0, delta: -1300 });
  });

  it('names nothing when nothing changed enough', () => {
    expect(weightChanges(before, before)).toEqual([]);
    expect(weightChanges(before, after, 5000)).toEqual([]);
  });
});
