/**
 * Fetches a reloaded unit or device screen's code beside the entry chunk instead of after it
 * (issue 40, decision 0527). The entry asks for the signed-in and screen chunks only once it has
 * run and rendered (app/screens/screenCodes.ts), so on a slow phone their download waited for that
 * CPU time. A small script of its own, loaded `async` from the page's head, adds modulepreload
 * links for them when the path is such a screen's; /login gets only this script, not the chunks.
 * The app's code still loads them (app/lib/screenCode.ts, with its marks): the links only put the
 * files in the browser's module map earlier.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { routePatterns } from '../../app/config/paths.ts';

/** The modules whose chunks a reload on each route needs before it can draw the screen. */
export const ROUTE_MODULES: ReadonlyArray<{ pattern: string; modules: string[] }> = [
  // The lists' code is a chunk of its own (decision 0529): without links a reloaded list would wait for it after the signed-in chunk.
  { pattern: routePatterns.communities, modules: ['app/screens/signed-in/SignedInApp.tsx', 'app/features/communities/CommunitiesPage.tsx'] },
  { pattern: routePatterns.community, modules: ['app/screens/signed-in/SignedInApp.tsx', 'app/features/units/UnitListPage.tsx'] },
  { pattern: routePatterns.unit, modules: ['app/screens/signed-in/SignedInApp.tsx', 'app/screens/unit/UnitScreen.tsx'] },
  { pattern: routePatterns.unitV2, modules: ['app/screens/signed-in/SignedInApp.tsx', 'app/screens/unit/UnitScreen.tsx'] },
  { pattern: routePatterns.device, modules: ['app/screens/signed-in/SignedInApp.tsx', 'app/screens/device/DeviceScreen.tsx'] },
  { pattern: routePatterns.deviceV2, modules: ['app/screens/signed-in/SignedInApp.tsx', 'app/screens/device/DeviceScreen.tsx'] },
];

export interface RoutePreload {
  /** The route's path as a regular expression's source (React Router's pattern, whole path). */
  path: string;
  scripts: string[];
  styles: string[];
}

/** '/community/:communityId/unit/:addressId' → '^/community/[^/]+/unit/[^/]+/?$' */
export function patternSource(pattern: string): string {
  const parts = pattern.split('/').map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return `^${parts.join('/')}/?$`;
}

type Chunk = Pick<Rolldown.OutputChunk, 'fileName' | 'imports' | 'isEntry' | 'facadeModuleId'> & { viteMetadata?: { importedCss: Set<string> } };

/**
 * Each route's chunks (the named modules' chunks and everything they import statically) and their
 * CSS, less what the page's HTML already loads (the entry and its static imports), in file order.
 */
export function routePreloads(chunks: Chunk[], root: string, base: string, routes = ROUTE_MODULES): RoutePreload[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (starts: Chunk[]) => {
    const seen = new Set<string>();
    const visit = (chunk: Chunk) => {
      if (seen.has(chunk.fileName)) return;
      seen.add(chunk.fileName);
      for (const file of chunk.imports) {
        const imported = byFile.get(file);
        if (imported) visit(imported);
      }
    };
    starts.forEach(visit);
    return seen;
  };
  const inHtml = closure(chunks.filter((chunk) => chunk.isEntry));
  return routes.map(({ pattern, modules }) => {
    const starts = modules.map((module) => {
      const found = chunks.find((chunk) => chunk.facadeModuleId === path.join(root, module));
      if (!found) throw new Error(`routePreload: no chunk for ${module}; the route's preload list names a module the build no longer has on its own`);
      return found;
    });
    const files = [...closure(starts)].filter((file) => !inHtml.has(file));
    const styles = files.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]);
    return { path: patternSource(pattern), scripts: files.map((file) => base + file), styles: styles.map((file) => base + file) };
  });
}

/** The script the page's head loads: the links for the first route whose pattern matches the path. */
export function preloadScript(preloads: RoutePreload[]): string {
  const table = JSON.stringify(preloads.map(({ path: source, scripts, styles }) => [source, scripts, styles]));
  return `(() => {
  const link = (rel, href, as) => {
    const element = document.createElement('link');
    element.rel = rel;
    element.href = href;
    element.crossOrigin = '';
    if (as) element.as = as;
    document.head.appendChild(element);
  };
  const route = ${table}.find(([source]) => new RegExp(source).test(location.pathname));
  if (!route) return;
  route[1].forEach((href) => link('modulepreload', href));
  route[2].forEach((href) => link('preload', href, 'style'));
})();
`;
}

export function routePreload(): Plugin {
  let root = '';
  let base = '/';
  return {
    name: 'route-preload',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    generateBundle: {
      // After Vite has written index.html into the bundle.
      order: 'post',
      handler(_options, bundle) {
        const html = bundle['index.html'];
        if (html?.type !== 'asset' || typeof html.source !== 'string') return;
        const chunks = Object.values(bundle).filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
        const source = preloadScript(routePreloads(chunks, root, base));
        const fileName = `assets/routePreload-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.js`;
        this.emitFile({ type: 'asset', fileName, source });
        // Async: the parser and /login never wait for it; before the entry, so it is asked for first.
        const entry = '<script type="module"';
        if (!html.source.includes(entry)) throw new Error('routePreload: index.html has no module script to put the preload script before');
        html.source = html.source.replace(entry, `<script async src="${base}${fileName}"></script>\n    ${entry}`);
      },
    },
  };
}
