import type { Page } from '@playwright/test';

/** A `securitypolicyviolation` event as the page saw it, or a console line about the policy. */
export interface CspViolation {
  directive: string;
  blocked: string;
  page: string;
}

/**
 * Collects every Content-Security-Policy violation of `page` from the moment it is called, on
 * every document it loads: the events the policy fires, and the console's 'Refused to …' lines
 * (which also cover what a meta tag cannot, such as a directive it ignores).
 */
export async function watchCspViolations(page: Page): Promise<CspViolation[]> {
  const violations: CspViolation[] = [];
  await page.exposeBinding('__reportCspViolation', (_, violation: CspViolation) => void violations.push(violation));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (violation: CspViolation) => void }).__reportCspViolation;
      report({ directive: event.effectiveDirective, blocked: event.blockedURI, page: location.pathname });
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push({ directive: 'console', blocked: message.text(), page: new URL(page.url()).pathname });
  });
  return violations;
}
