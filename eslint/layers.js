/**
 * The app's layers, top to bottom, as docs/architecture.md draws them. A layer may import the
 * layers below it and never those above; a feature never imports another feature.
 */
import { readdirSync } from 'node:fs';

export const layers = [
  { name: 'app shell', globs: ['app/*.{ts,tsx}'] },
  { name: 'screens', globs: ['app/screens/**'] },
  { name: 'features', globs: ['app/features/**'] },
  { name: 'ui', globs: ['app/ui/**'] },
  { name: 'data', globs: ['app/data/**'] },
  { name: 'domain', globs: ['app/domain/**'] },
  { name: 'api', globs: ['app/api/**'] },
  { name: 'lib/config', globs: ['app/lib/**', 'app/config/**', 'app/flags/**'] },
];

/** One zone per layer: its files may not import any layer above it. */
function layerZones() {
  return layers.slice(1).map((layer, index) => {
    const above = layers.slice(0, index + 1);
    return {
      target: layer.globs,
      from: above.flatMap((upper) => upper.globs),
      message: `${layer.name} may not import ${above.map((upper) => upper.name).join(', ')} (docs/architecture.md).`,
    };
  });
}

/** One zone per feature folder: it may import only itself among the features. */
function featureZones(root) {
  const features = readdirSync(new URL(`../${root}/features`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  return features.map((feature) => ({
    target: `${root}/features/${feature}`,
    from: `${root}/features`,
    except: [`./${feature}`],
    message: 'A feature never imports another feature: move what both need to data/, domain/ or ui/, or compose them in a screen (docs/architecture.md).',
  }));
}

export function architectureZones() {
  return [...layerZones(), ...featureZones('app')];
}
