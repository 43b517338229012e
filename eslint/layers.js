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

/**
 * The simulator's tiers, top to bottom (docs/simulator.md, decision 0393). A folder may import any
 * folder of a lower tier; within its own tier only the folders its entry names, each for the reason
 * the document gives; never a folder of a higher tier. A subfolder is in its top folder's tier.
 */
export const simulatorTiers = [
  { name: 'entry points', folders: { '': ['start'], server: [], start: [], testing: ['', 'server'] } },
  { name: 'assembly and control', folders: { world: [], control: ['world'], keypad: ['control'], panel: ['control', 'keypad'], explore: [], expect: [] } },
  { name: 'surfaces', folders: { scenario: [], capture: ['scenario'], persistence: ['scenario'], handlers: ['scenario'], stream: [] } },
  {
    name: 'field behaviours',
    folders: {
      hub: [], access: [], devices: [], 'door-codes': [], zwave: ['hub'], yale: ['zwave'], exercise: ['hub'],
      timeline: ['devices', 'door-codes', 'hub', 'yale', 'zwave'],
    },
  },
  { name: 'the world\'s shape', folders: { core: [] } },
  { name: 'records', folders: { db: [], seed: ['db'], faults: ['db'], reports: [], phone: [] } },
  { name: 'machinery', folders: { clock: [], engine: ['clock'], validation: [], style: [] } },
];

/** The app's layer table's shape, for the simulator: a tier's folders as a list. */
export const simulatorLayers = simulatorTiers.map(({ name, folders }) => ({ name, folders: Object.keys(folders) }));

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
  if (table === 'simulator') return { layer, feature: undefined, folder };
  return { layer, feature: folder === 'features' ? second : undefined };
}

/** Why an import from `from` to `to` breaks the layers, or null when it is allowed. */
export function layerViolation(from, to, table = 'app') {
  if (!from || !to) return null;
  const { layers: floors, doc } = tables[table];
  if (to.layer < from.layer) {
    return `${floors[from.layer].name} may not import ${floors[to.layer].name} (${doc}).`;
  }
  if (table === 'simulator' && to.layer === from.layer && to.folder !== from.folder) {
    const allowed = simulatorTiers[from.layer].folders[from.folder] ?? [];
    if (!allowed.includes(to.folder)) {
      const may = allowed.length ? allowed.map((folder) => `${folder || 'the root'}/`).join(', ') : 'no other folder';
      return `In the tier '${floors[from.layer].name}', ${from.folder || 'the root'}/ may import ${may} of its own tier, not ${to.folder || 'the root'}/ (${doc}).`;
    }
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
