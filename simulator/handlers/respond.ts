import { HttpResponse } from 'msw';

const utf8 = new TextEncoder();
/** The JSON text of each answer `json` made: a copy of it needs no clone (`copyOf`). */
const texts = new WeakMap<Response, string | undefined>();

/**
 * The body's length is measured here: MSW's own measure makes a Blob per answer, which Chromium
 * registers with the browser process, about a millisecond each (`npm run bench:clock`'s profile, decision 0505).
 */
export function json(body: unknown, status = 200): Response {
  const text = JSON.stringify(body) as string | undefined;
  const length = text ? utf8.encode(text).byteLength : 0;
  const response = HttpResponse.json(body as Record<string, unknown>, { status, headers: { 'Content-Length': String(length) } });
  texts.set(response, text);
  return response;
}

/**
 * A copy of `response` to read beside the page (the contract log), as it stands now: made from its
 * text when `json` made it, since a clone tees its body's stream, about a millisecond an answer in
 * Chromium (`npm run bench:clock`'s profile, decision 0505); otherwise a clone.
 */
export function copyOf(response: Response): Response {
  if (!texts.has(response) || response.status < 200 || [204, 205, 304].includes(response.status)) return response.clone();
  return new Response(texts.get(response), { status: response.status, statusText: response.statusText, headers: response.headers });
}

/** An error answer in the provider's shape: the app reads `message`. */
export function problem(status: number, message: string): Response {
  return json({ message }, status);
}
