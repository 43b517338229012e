/**
 * Addresses that come with the data (Community Info's lighting layout and install page) are
 * written by people in another system: only a web address may become a link. A `javascript:` or
 * `data:` address, or one a browser would read relative to this app, is shown as text.
 */
export function webAddress(value: string | null | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
}
