/**
 * The app's import graph read from disk with TypeScript's preProcessFile (imports only, no type
 * checking). Lint rules build it once per run and root.
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

/**
 * Node -> nodes it imports, for every source file under root but those `skip` names. `nodeOf` maps
 * a file to its node: the file itself for a file graph, its folder for a folder graph. Edges within
 * a node are left out.
 */
export function importGraph(root, nodeOf, skip = () => false) {
  const graph = new Map();
  for (const file of sourceFiles(root).filter((candidate) => !skip(candidate))) {
    const from = nodeOf(file);
    const edges = graph.get(from) ?? new Set();
    graph.set(from, edges);
    for (const { fileName } of ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles) {
      const target = resolveRelative(file, fileName);
      if (target && !skip(target) && nodeOf(target) !== from) edges.add(nodeOf(target));
    }
  }
  return graph;
}

/** Whether `to` can be reached from `from` along the graph's edges (`from === to` counts). */
export function reaches(graph, from, to) {
  const seen = new Set([from]);
  const queue = [from];
  while (queue.length > 0) {
    const node = queue.shift();
    if (node === to) return true;
    for (const next of graph.get(node) ?? []) {
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return false;
}

/** Calls `check(sourceNode)` for every import, re-export and dynamic import of a file. */
export function importVisitors(check) {
  return {
    ImportDeclaration: (node) => check(node.source),
    ExportNamedDeclaration: (node) => check(node.source),
    ExportAllDeclaration: (node) => check(node.source),
    ImportExpression: (node) => check(node.source),
  };
}
