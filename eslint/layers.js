/**
 * The app's layers, top to bottom, as docs/architecture.md draws them. A layer may import the
 * layers below it and never those above; a feature never imports another feature.
 */
import path from 'node:path';
import { importVisitors, resolveRelative } from './importGraph.js';

/** Top to bottom; `folders` are paths below the app root ('' is the root's own files). */
export const layers = [
  { name: 'app shell', folders: [''] },
  { name: 'screens', folders: ['screens'] },
  { name: 'features', folders: ['features'] },
  { name: 'ui', folders: ['ui'] },
  { name: 'data', folders: ['data'] },
  { name: 'domain', folders: ['domain'] },
  { name: 'api', folders: ['api'] },
  { name: 'lib/config', folders: ['lib', 'config', 'flags'] },
];

/** Where a file sits: its layer's index and, in features/, which feature. Null outside the app. */
export function placeOf(root, file) {
  const relative = path.relative(root, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [top, second] = relative.split(path.sep);
  const folder = relative.includes(path.sep) ? top : '';
  const layer = layers.findIndex((candidate) => candidate.folders.includes(folder));
  if (layer < 0) return null;
  return { layer, feature: folder === 'features' ? second : undefined };
}

/** Why an import from `from` to `to` breaks the layers, or null when it is allowed. */
export function layerViolation(from, to) {
  if (!from || !to) return null;
  if (to.layer < from.layer) {
    return `${layers[from.layer].name} may not import ${layers[to.layer].name} (docs/architecture.md).`;
  }
  if (from.feature && to.feature && from.feature !== to.feature) {
    return 'A feature never imports another feature: move what both need to data/, domain/ or ui/, or compose them in a screen (docs/architecture.md).';
  }
  return null;
}

export const layerImports = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports follow the layers of docs/architecture.md' },
    schema: [{ type: 'object', properties: { root: { type: 'string' } }, required: ['root'], additionalProperties: false }],
    messages: { layer: '{{why}}' },
  },
  create(context) {
    const root = path.resolve(context.cwd, context.options[0].root);
    const file = context.physicalFilename;
    const from = placeOf(root, file);
    if (!from) return {};
    return importVisitors((source) => {
      if (typeof source?.value !== 'string') return;
      const target = resolveRelative(file, source.value);
      const why = target && layerViolation(from, placeOf(root, target));
      if (why) context.report({ node: source, messageId: 'layer', data: { why } });
    });
  },
};
