/**
 * No import cycles in the app, of files (a imports b imports a) or of folders (a file of app/x
 * imports app/y while a file of app/y imports app/x). An import is a cycle when its target leads
 * back to the importing file (or folder) in the graph read from disk; the importing file's own
 * imports are taken from the code being linted, so an unsaved edit is judged as written.
 * A local rule instead of a plugin: the plugins that find cycles pull in native resolvers whose
 * builds for other platforms the registry here does not serve, which breaks `npm ci`.
 */
import path from 'node:path';
import { importGraph, importVisitors, reaches, resolveRelative } from './importGraph.js';

const graphs = new Map();

function graphFor(root, kind, nodeOf) {
  const key = `${kind}:${root}`;
  if (!graphs.has(key)) graphs.set(key, importGraph(root, nodeOf));
  return graphs.get(key);
}

function cycleRule(kind, nodeOf, description) {
  return {
    meta: {
      type: 'problem',
      docs: { description },
      schema: [{ type: 'object', properties: { root: { type: 'string' } }, required: ['root'], additionalProperties: false }],
      messages: { cycle: `${kind === 'file' ? 'File' : 'Folder'} cycle: {{target}} leads back to {{own}}; move what they share below them (docs/architecture.md).` },
    },
    create(context) {
      const root = path.resolve(context.cwd, context.options[0].root);
      const file = context.physicalFilename;
      if (path.relative(root, file).startsWith('..')) return {};
      const own = nodeOf(file);
      return importVisitors((source) => {
        if (typeof source?.value !== 'string') return;
        const target = resolveRelative(file, source.value);
        if (!target || nodeOf(target) === own) return;
        if (!reaches(graphFor(root, kind, nodeOf), nodeOf(target), own)) return;
        const shown = (node) => path.relative(context.cwd, node) || '.';
        context.report({ node: source, messageId: 'cycle', data: { target: shown(nodeOf(target)), own: shown(own) } });
      });
    },
  };
}

export const noFileCycle = cycleRule('file', (file) => file, 'Forbid import cycles between files');
export const noFolderCycle = cycleRule('folder', (file) => path.dirname(file), 'Forbid import cycles between folders');
