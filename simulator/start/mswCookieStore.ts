/**
 * Stands in for msw's cookie store in the browser build (scripts/build/simulatorBundle.ts): the API
 * authenticates with a token header, so no request carries a stored cookie. A handler that sets
 * one fails loudly instead of being ignored: bring the real store back before relying on cookies.
 */
export const cookieStore = {
  getCookies: (): { key: string; value: string }[] => [],
  setCookie(cookie: string, url: string): Promise<void> {
    return Promise.reject(new Error(`The simulator keeps no cookies (scripts/build/simulatorBundle.ts); ${url} set: ${cookie}`));
  },
  persist(): void {},
};
