import { afterEach, expect, it, vi } from 'vitest';
import { json, problem } from './respond';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A Blob that counts how many are made. */
function countBlobs(): { made: () => number } {
  let made = 0;
  const PageBlob = globalThis.Blob;
  vi.stubGlobal('Blob', class CountedBlob extends PageBlob {
    constructor(...args: ConstructorParameters<typeof Blob>) {
      super(...args);
      made += 1;
    }
  });
  return { made: () => made };
}

it('answers JSON measured in UTF-8 bytes without making a Blob (a millisecond per answer in Chromium)', async () => {
  const blobs = countBlobs();
  const response = json({ name: 'Wohnung Süd ✓', count: 3 }, 201);
  expect(blobs.made()).toBe(0);
  expect(response.status).toBe(201);
  expect(response.headers.get('Content-Type')).toBe('application/json');
  const text = await response.text();
  expect(JSON.parse(text)).toEqual({ name: 'Wohnung Süd ✓', count: 3 });
  expect(response.headers.get('Content-Length')).toBe(String(new TextEncoder().encode(text).byteLength));
});

it('answers a problem in the provider shape, measured the same way', async () => {
  const response = problem(404, 'Object Not Found Matching Id 7');
  expect(response.status).toBe(404);
  expect(await response.json()).toEqual({ message: 'Object Not Found Matching Id 7' });
  expect(response.headers.get('Content-Length')).toBe('44');
});
