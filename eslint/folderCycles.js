/**
 * Import cycles between folders: app/a imports app/b while app/b imports app/a, through any
 * files. The folder graph is read from disk with TypeScript's preProcessFile (imports only, no
 * type checking), once per lint run and root.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const SOURCE = /\.(ts|tsx)$/;
const CANDIDATES = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return SOURCE.test(entry.name) ? [full] : [];
  });
}

/** The file a relative specifier names, or null for packages and files that do not exist. */
export function resolveRelative(fromFile, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(fromFile), specifier);
  const found = CANDIDATES.map((suffix) => base + suffix).find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
  return found ?? null;
}

/** Folder -> folders its files import, for every source file under root. */
export function folderGraph(root) {
  const graph = new Map();
  for (const file of sourceFiles(root)) {
    const from = path.dirname(file);
    const edges = graph.get(from) ?? new Set();
    graph.set(from, edges);
    for (const { fileName } of ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles) {
      const target = resolveRelative(file, fileName);
      if (target && path.dirname(target) !== from) edges.add(path.dirname(target));
    }
  }
  return graph;
}

/** The strongly connected groups of more than one folder (Tarjan), each sorted. */
export function folderCycles(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  let counter = 0;
  const visit = (node) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node), index.get(next)));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const group = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1) cycles.push(group.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

const cyclesByRoot = new Map();

function cycleOf(root, folder) {
  if (!cyclesByRoot.has(root)) cyclesByRoot.set(root, folderCycles(folderGraph(root)));
  return cyclesByRoot.get(root).find((cycle) => cycle.includes(folder));
}

/** Reports each import of a file that points into another folder of the same cycle. */
export const noFolderCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import cycles between folders' },
    schema: [{ type: 'object', properties: { root: { type: 'string' } }, required: ['root'], additionalProperties: false }],
    messages: { cycle: 'Folder cycle: {{folders}} import each other; move what they share below both (docs/architecture.md).' },
  },
  create(context) {
    const root = path.resolve(context.cwd, context.options[0].root);
    const file = context.physicalFilename;
    if (path.relative(root, file).startsWith('..')) return {};
    const folder = path.dirname(file);
    const check = (source) => {
      if (typeof source?.value !== 'string') return;
      const target = resolveRelative(file, source.value);
      if (!target || path.dirname(target) === folder) return;
      const cycle = cycleOf(root, folder);
      if (!cycle?.includes(path.dirname(target))) return;
      const folders = cycle.map((member) => path.relative(context.cwd, member) || '.').join(', ');
      context.report({ node: source, messageId: 'cycle', data: { folders } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};
