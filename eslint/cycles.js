/**
 * No import cycles below a root (the app, the simulator), of files (a imports b imports a) or of
 * folders (a file of app/x imports app/y while a file of app/y imports app/x). Type imports count.
 * Options: `folders: 'top'` counts a subfolder as part of its top folder (the simulator's floors);
 * `exclude` (a regular expression) leaves matching files out of the graph and unchecked (the
 * simulator's tests, which drive it from its entry points). An import is a cycle when its target leads
 * back to the importing file (or folder) in the graph read from disk; the importing file's own
 * imports are taken from the code being linted, so an unsaved edit is judged as written.
 * A local rule instead of a plugin: the plugins that find cycles pull in native resolvers whose
 * builds for other platforms the registry here does not serve, which breaks `npm ci`.
 */
import path from 'node:path';
import { importGraph, importVisitors, reaches, resolveRelative } from './importGraph.js';

const graphs = new Map();

function graphFor(root, kind, options, nodeOf, skip) {
  const key = `${kind}:${root}:${options.folders ?? 'folder'}:${options.exclude ?? ''}`;
  if (!graphs.has(key)) graphs.set(key, importGraph(root, nodeOf, skip));
  return graphs.get(key);
}

/** A file's own folder, or with `folders: 'top'` the folder right below the root that holds it. */
function folderOf(root, folders) {
  return (file) => {
    if (folders !== 'top') return path.dirname(file);
    const [top] = path.relative(root, file).split(path.sep);
    return top === path.basename(file) ? root : path.join(root, top);
  };
}

function cycleRule(kind, description) {
  return {
    meta: {
      type: 'problem',
      docs: { description },
      schema: [{
        type: 'object',
        properties: { root: { type: 'string' }, folders: { enum: ['folder', 'top'] }, exclude: { type: 'string' } },
        required: ['root'],
        additionalProperties: false,
      }],
      messages: { cycle: `${kind === 'file' ? 'File' : 'Folder'} cycle: {{target}} leads back to {{own}}; move what they share below them (the app: docs/architecture.md; the simulator: docs/simulator.md).` },
    },
    create(context) {
      const options = context.options[0];
      const root = path.resolve(context.cwd, options.root);
      const file = context.physicalFilename;
      const excluded = options.exclude === undefined ? null : new RegExp(options.exclude);
      const skip = (candidate) => excluded !== null && excluded.test(path.relative(root, candidate));
      if (path.relative(root, file).startsWith('..') || skip(file)) return {};
      const nodeOf = kind === 'file' ? (candidate) => candidate : folderOf(root, options.folders);
      const own = nodeOf(file);
      return importVisitors((source) => {
        if (typeof source?.value !== 'string') return;
        const target = resolveRelative(file, source.value);
        if (!target || skip(target) || nodeOf(target) === own) return;
        if (!reaches(graphFor(root, kind, options, nodeOf, skip), nodeOf(target), own)) return;
        const shown = (node) => path.relative(context.cwd, node) || '.';
        context.report({ node: source, messageId: 'cycle', data: { target: shown(nodeOf(target)), own: shown(own) } });
      });
    },
  };
}

export const noFileCycle = cycleRule('file', 'Forbid import cycles between files');
export const noFolderCycle = cycleRule('folder', 'Forbid import cycles between folders');
