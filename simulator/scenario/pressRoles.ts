/**
 * The roles the flight recorder records a press of (app/lib/flightScreenWatch.ts, PRESSABLE), which an
 * expect section's `press` takes. Apart from expectSchema.ts so the capture compiler, which Playwright
 * tests load in Node, takes it without the schema's imports.
 */
export const pressRoles = ['button', 'link', 'tab', 'menuitem', 'option', 'radio', 'checkbox'] as const;
