// Size of what a phone downloads: builds for production into a temporary folder and prints the
// raw and gzip size of every JavaScript and CSS file. Goal: the first screen's JS under 300 KB gzip.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const outDir = mkdtempSync(join(tmpdir(), 'bench-bundle-'));
try {
  await build({ configFile: 'vite.config.ts', mode: 'production', logLevel: 'silent', build: { outDir, emptyOutDir: true } });
  const assets = join(outDir, 'assets');
  let total = 0;
  for (const name of readdirSync(assets).filter((file) => /\.(js|css)$/.test(file)).sort()) {
    const content = readFileSync(join(assets, name));
    const gzip = gzipSync(content).length;
    total += gzip;
    console.log(`${name.padEnd(40)} ${(content.length / 1024).toFixed(1).padStart(8)} KB raw ${(gzip / 1024).toFixed(1).padStart(7)} KB gzip`);
  }
  console.log(`${'total'.padEnd(40)} ${''.padStart(15)} ${(total / 1024).toFixed(1).padStart(7)} KB gzip`);
  // What the sign-in page loads before it can render: the entry script and its preloads.
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  const first = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((match) => match[1]);
  const firstGzip = first.reduce((sum, name) => sum + gzipSync(readFileSync(join(assets, name))).length, 0);
  console.log(`${'first screen (entry + preloads)'.padEnd(40)} ${''.padStart(15)} ${(firstGzip / 1024).toFixed(1).padStart(7)} KB gzip`);
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
