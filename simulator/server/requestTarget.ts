/**
 * What a request names, read once for plain requests and stream upgrades alike (issue 35): a
 * target that is no URL (`GET http://[ HTTP/1.1`) is the client's mistake, 400; a path whose
 * escapes do not decode (`/api/%E0%A4%A`) names nothing here, 404. Either is answered, and
 * neither reaches a handler, where the same text once threw and ended the process.
 */
export type Target = { ok: true; url: URL } | { ok: false; status: 400 | 404; message: string };

export function requestTarget(target: string | undefined, publicUrl: string): Target {
  let url: URL;
  try {
    url = new URL(target ?? '/', publicUrl);
  } catch {
    return { ok: false, status: 400, message: 'The request target is not a URL.' };
  }
  try {
    decodeURIComponent(url.pathname);
  } catch {
    return { ok: false, status: 404, message: 'Not found: the path does not decode.' };
  }
  return { ok: true, url };
}
