import type { ScenarioFlags } from '../scenario/flags';

/** customer-support-user for the demo's support account only (as scenarios/default.json), new-pairing for everyone. */
export const supportOnlyFlags: ScenarioFlags = {
  'customer-support-user': {
    state: 'ENABLED',
    variants: { on: true, off: false },
    defaultVariant: 'off',
    targeting: { if: [{ in: [{ var: 'targetingKey' }, ['support@demo.test']] }, 'on', 'off'] },
  },
  'new-pairing': true,
};
