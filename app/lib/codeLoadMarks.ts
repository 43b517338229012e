/**
 * The User Timing marks set around each fetch of code loaded on first use (./screenCode.ts): the
 * browser's performance panel shows how long a screen's code took to arrive, and a simulator clock
 * counts the loads still on their way, so it moves time only once the page has the code it asked
 * for (decision 0521). A contract with what watches the page, as the flag names are.
 */
export const codeLoadMarks = { started: 'code-load-started', ended: 'code-load-ended' } as const;
