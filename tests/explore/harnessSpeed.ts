/**
 * What the explorer's page leaves out to play more seeds per second (issue 38, decision 0525),
 * none of it what the explorer checks.
 */
import { createRequire } from 'node:module';
import * as React from 'react';

/** The count React's development build keeps of the owner stacks it captured in the last second of real time. */
interface OwnerStackCount {
  recentlyCreatedOwnerStacks: number;
}

/** React's limit on owner stacks captured per second of real time (react.development.js). */
const OWNER_STACK_LIMIT = 10_000;

/**
 * React's development build captures an Error (10 frames) and a console task for every element it
 * creates, the first 10,000 in each second of real time, to name a warning's owner components: in
 * the explorer that is every element (8 % of a profile's samples, and garbage). With the count held at the
 * limit, elements take React's "unknown owner" stack instead: a warning is still a console.error,
 * an error in the page with its message; only its component stack is shorter.
 */
export function withoutOwnerStacks(): void {
  const internals = (React as unknown as Record<string, OwnerStackCount | undefined>).__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
  if (!internals) throw new Error('React has no client internals: the explorer\'s owner-stack switch needs updating for this React');
  Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', { get: () => OWNER_STACK_LIMIT, set: () => undefined, configurable: true });
}

/** jsdom's wrapper-to-implementation link (jsdom/lib/generated/idl/utils.js), the one way to its style sheet list. */
interface JsdomUtils {
  implForWrapper(wrapper: object): { styleSheets: { _list: unknown[] }; _clearStyleCache(): void };
}

/** A page's sheet cut down to its `display` declarations (with their @media), and the rule count it was cut at. */
interface DisplaySheet {
  rules: number;
  impl: unknown;
}

function displayRules(rules: CSSRuleList): string {
  let text = '';
  for (const rule of rules) {
    if (rule instanceof CSSMediaRule) {
      const inner = displayRules(rule.cssRules);
      if (inner) text += `@media ${rule.media.mediaText}{${inner}}`;
    } else if (rule instanceof CSSStyleRule) {
      const display = rule.style.getPropertyValue('display');
      if (display) text += `${rule.selectorText}{display:${display}${rule.style.getPropertyPriority('display') ? ' !important' : ''}}`;
    } else if (rule instanceof CSSImportRule) {
      throw new Error('the explorer\'s display-only style reads no @import: compute this page\'s styles in full');
    }
  }
  return text;
}

/**
 * jsdom's getComputedStyle applies every declaration of every rule that matches, each one parsed
 * (a MUI button's root rule has thirty), over the page's 500 or so emotion sheets: 15 ms and more
 * for the flight recorder to name one press (app/lib/flightScreenWatch.ts reads `display` on each
 * element of the pressed control). Here `display` is computed by jsdom itself, over copies of the
 * sheets that keep only their `display` declarations (selectors, order, !important and @media as
 * they are, so the cascade is jsdom's); any other property is the full computation, as before.
 * The shortcut is exact: tests/explore/harness.test.tsx compares it with jsdom's on every element
 * of a rendered screen.
 */
export function withDisplayOnlyStyle(window: Window & typeof globalThis): void {
  const jsdomUtils = createRequire(import.meta.url)('jsdom/lib/generated/idl/utils.js') as JsdomUtils;
  const full = window.getComputedStyle.bind(window);
  const cut = new WeakMap<CSSStyleSheet, DisplaySheet>();
  const displaySheet = (sheet: CSSStyleSheet): unknown => {
    const known = cut.get(sheet);
    if (known && known.rules === sheet.cssRules.length) return known.impl;
    const text = displayRules(sheet.cssRules);
    let impl: unknown = null;
    if (text) {
      const copy = new window.CSSStyleSheet();
      copy.replaceSync(text);
      impl = jsdomUtils.implForWrapper(copy);
    }
    cut.set(sheet, { rules: sheet.cssRules.length, impl });
    return impl;
  };
  const displayOf = (element: Element): string => {
    const document = jsdomUtils.implForWrapper(element.ownerDocument);
    const sheets = document.styleSheets._list;
    document.styleSheets._list = [...element.ownerDocument.styleSheets].map(displaySheet).filter((impl) => impl !== null);
    // jsdom keeps what it computed per element until the page changes: a display-only answer must not stay there.
    document._clearStyleCache();
    try {
      return full(element).display;
    } finally {
      document.styleSheets._list = sheets;
      document._clearStyleCache();
    }
  };
  window.getComputedStyle = (element: Element, pseudo?: string | null) => {
    if (pseudo) return full(element, pseudo);
    let computed: CSSStyleDeclaration | null = null;
    const whole = () => (computed ??= full(element));
    return new Proxy({} as CSSStyleDeclaration, {
      get: (_, property) => {
        if (property === 'display') return displayOf(element);
        const value: unknown = Reflect.get(whole(), property);
        return typeof value === 'function' ? value.bind(whole()) : value;
      },
      has: (_, property) => property in whole(),
    });
  };
}
