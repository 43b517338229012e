import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { patternSource, preloadScript, ROUTE_MODULES, routePreloads } from '../../scripts/build/routePreload';

const ROOT = '/repo';

function chunk(fileName: string, links: { facade?: string; imports?: string[]; isEntry?: boolean; css?: string[] } = {}) {
  return {
    fileName,
    facadeModuleId: links.facade ? `${ROOT}/${links.facade}` : null,
    imports: links.imports ?? [],
    isEntry: links.isEntry ?? false,
    viteMetadata: { importedCss: new Set(links.css ?? []) },
  } as unknown as Rolldown.OutputChunk;
}

const chunks = [
  chunk('assets/index.js', { facade: 'index.html', isEntry: true, imports: ['assets/paths.js'] }),
  chunk('assets/paths.js'),
  chunk('assets/SignedInApp.js', { facade: 'app/screens/signed-in/SignedInApp.tsx', imports: ['assets/mui.js', 'assets/paths.js'], css: ['assets/SignedInApp.css'] }),
  chunk('assets/UnitScreen.js', { facade: 'app/screens/unit/UnitScreen.tsx', imports: ['assets/mui.js', 'assets/index.js', 'assets/pairing.js'], css: ['assets/UnitScreen.css'] }),
  chunk('assets/DeviceScreen.js', { facade: 'app/screens/device/DeviceScreen.tsx', imports: ['assets/mui.js', 'assets/popper.js'] }),
  chunk('assets/CommunitiesPage.js', { facade: 'app/features/communities/CommunitiesPage.tsx', imports: ['assets/mui.js', 'assets/virtual.js'] }),
  chunk('assets/UnitListPage.js', { facade: 'app/features/units/UnitListPage.tsx', imports: ['assets/mui.js', 'assets/virtual.js'] }),
  chunk('assets/virtual.js'),
  chunk('assets/mui.js', { imports: ['assets/paths.js'] }),
  chunk('assets/pairing.js'),
  chunk('assets/popper.js'),
];

/** The hrefs the built script adds on `pathname`, run against a stand-in document. */
function linksAddedOn(pathname: string, script: string): string[] {
  const added: string[] = [];
  const document = { createElement: () => ({}), head: { appendChild: (link: { rel: string; href: string }) => added.push(`${link.rel} ${link.href}`) } };
  new Function('document', 'location', script)(document, { pathname });
  return added;
}

describe("the route preload, which fetches a reloaded screen's code beside the entry (issue 40)", () => {
  const preloads = routePreloads(chunks, ROOT, '/');

  it("lists the unit screen's chunk, the signed-in chunk and what they import, less what the HTML already loads, with their CSS", () => {
    const unit = preloads[ROUTE_MODULES.findIndex((route) => route.modules.includes('app/screens/unit/UnitScreen.tsx'))];
    expect(unit?.scripts).toEqual(['/assets/SignedInApp.js', '/assets/mui.js', '/assets/UnitScreen.js', '/assets/pairing.js']);
    expect(unit?.styles).toEqual(['/assets/SignedInApp.css', '/assets/UnitScreen.css']);
  });

  it("adds the links on a unit, device or list screen's path, and none on /login", () => {
    const script = preloadScript(preloads);
    expect(linksAddedOn('/community/c-1/unit/1004', script)).toEqual([
      'modulepreload /assets/SignedInApp.js',
      'modulepreload /assets/mui.js',
      'modulepreload /assets/UnitScreen.js',
      'modulepreload /assets/pairing.js',
      'preload /assets/SignedInApp.css',
      'preload /assets/UnitScreen.css',
    ]);
    expect(linksAddedOn('/community/c-1/unit_v2/1004/', script)).toContain('modulepreload /assets/UnitScreen.js');
    expect(linksAddedOn('/community/c-1/unit/1004/device/d-9', script)).toEqual(['modulepreload /assets/SignedInApp.js', 'modulepreload /assets/mui.js', 'modulepreload /assets/DeviceScreen.js', 'modulepreload /assets/popper.js', 'preload /assets/SignedInApp.css']);
    expect(linksAddedOn('/login', script)).toEqual([]);
    expect(linksAddedOn('/community/c-1', script)).toEqual(['modulepreload /assets/SignedInApp.js', 'modulepreload /assets/mui.js', 'modulepreload /assets/UnitListPage.js', 'modulepreload /assets/virtual.js', 'preload /assets/SignedInApp.css']);
    expect(linksAddedOn('/', script)).toContain('modulepreload /assets/CommunitiesPage.js');
  });

  it('matches a pattern on the whole path, a parameter on one segment', () => {
    expect(patternSource('/community/:communityId/unit/:addressId')).toBe('^/community/[^/]+/unit/[^/]+/?$');
  });

  it('stops the build when a named screen has no chunk of its own', () => {
    expect(() => routePreloads(chunks.filter((one) => one.fileName !== 'assets/UnitScreen.js'), ROOT, '/')).toThrow(/app\/screens\/unit\/UnitScreen\.tsx/);
  });
});
