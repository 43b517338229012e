/**
 * Layers, top to bottom: the app's as docs/architecture.md draws them, the simulator's as
 * docs/simulator.md does. A layer may import the layers below it and never those above; in the
 * app a feature never imports another feature.
 */
import path from 'node:path';
import { importVisitors, resolveRelative } from './importGraph.js';

/** Top to bottom; `folders` are paths below the app root ('' is the root's own files). */
export const appLayers = [
  { name: 'app shell', folders: [''] },
  { name: 'screens', folders: ['screens'] },
  { name: 'features', folders: ['features'] },
  { name: 'ui', folders: ['ui'] },
  { name: 'data', folders: ['data'] },
  { name: 'domain', folders: ['domain'] },
  { name: 'api', folders: ['api'] },
  { name: 'lib/config', folders: ['lib', 'config', 'flags'] },
];

/** The simulator's floors, top to bottom (docs/simulator.md, decision 0280); a subfolder is on its top folder's floor. */
export const simulatorLayers = [
  { name: 'entry points', folders: ['', 'server', 'start', 'testing'] },
  { name: 'trainer panel', folders: ['panel'] },
  { name: 'Yale keypad', folders: ['keypad'] },
  { name: 'control API', folders: ['control'] },
  { name: 'world', folders: ['world'] },
  { name: 'field captures', folders: ['capture'] },
  { name: 'persistence', folders: ['persistence'] },
  { name: 'API handlers', folders: ['handlers'] },
  { name: 'hub stream', folders: ['stream'] },
  { name: 'scenarios', folders: ['scenario'] },
  { name: 'exercises', folders: ['exercise'] },
  { name: 'timeline', folders: ['timeline'] },
  { name: 'Yale lock', folders: ['yale'] },
  { name: 'Z-Wave controller', folders: ['zwave'] },
  { name: 'devices and door codes', folders: ['devices', 'door-codes'] },
  { name: 'access', folders: ['access'] },
  { name: 'hubs', folders: ['hub'] },
  { name: 'core', folders: ['core'] },
  { name: 'faults and reports', folders: ['faults', 'reports'] },
  { name: 'seed', folders: ['seed'] },
  { name: 'database', folders: ['db'] },
  { name: 'engine', folders: ['engine'] },
  { name: 'clock, validation and style', folders: ['clock', 'validation', 'style'] },
];

const tables = {
  app: { layers: appLayers, doc: 'docs/architecture.md' },
  simulator: { layers: simulatorLayers, doc: 'docs/simulator.md' },
};

/** Where a file sits: its layer's index and, in the app's features/, which feature. Null outside the root. */
export function placeOf(root, file, table = 'app') {
  const relative = path.relative(root, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [top, second] = relative.split(path.sep);
  const folder = relative.includes(path.sep) ? top : '';
  const layer = tables[table].layers.findIndex((candidate) => candidate.folders.includes(folder));
  if (layer < 0) return null;
  return { layer, feature: table === 'app' && folder === 'features' ? second : undefined };
}

/** Why an import from `from` to `to` breaks the layers, or null when it is allowed. */
export function layerViolation(from, to, table = 'app') {
  if (!from || !to) return null;
  const { layers: floors, doc } = tables[table];
  if (to.layer < from.layer) {
    return `${floors[from.layer].name} may not import ${floors[to.layer].name} (${doc}).`;
  }
  if (from.feature && to.feature && from.feature !== to.feature) {
    return 'A feature never imports another feature: move what both need to data/, domain/ or ui/, or compose them in a screen (docs/architecture.md).';
  }
  return null;
}

export const layerImports = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports follow the layers of docs/architecture.md (the app) or docs/simulator.md (the simulator)' },
    schema: [{
      type: 'object',
      properties: { root: { type: 'string' }, table: { enum: ['app', 'simulator'] } },
      required: ['root'],
      additionalProperties: false,
    }],
    messages: { layer: '{{why}}' },
  },
  create(context) {
    const { root: rootOption, table = 'app' } = context.options[0];
    const root = path.resolve(context.cwd, rootOption);
    const file = context.physicalFilename;
    const from = placeOf(root, file, table);
    if (!from) return {};
    return importVisitors((source) => {
      if (typeof source?.value !== 'string') return;
      const target = resolveRelative(file, source.value);
      const why = target && layerViolation(from, placeOf(root, target, table), table);
      if (why) context.report({ node: source, messageId: 'layer', data: { why } });
    });
  },
};
