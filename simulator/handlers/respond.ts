import { HttpResponse } from 'msw';

const utf8 = new TextEncoder();

/**
 * The body's length is measured here: MSW's own measure makes a Blob per answer, which Chromium
 * registers with the browser process, about a millisecond each (`npm run bench:clock`'s profile, decision 0505).
 */
export function json(body: unknown, status = 200): Response {
  const text = JSON.stringify(body) as string | undefined;
  const length = text ? utf8.encode(text).byteLength : 0;
  return HttpResponse.json(body as Record<string, unknown>, { status, headers: { 'Content-Length': String(length) } });
}

/** An error answer in the provider's shape: the app reads `message`. */
export function problem(status: number, message: string): Response {
  return json({ message }, status);
}
