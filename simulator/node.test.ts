// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { DEFAULT_NODE_BASE_URL, startNodeSimulator } from './node';

describe('startNodeSimulator', () => {
  it('defaults to an API path on the origin jsdom gives Vitest here', () => {
    expect(DEFAULT_NODE_BASE_URL).toBe(`${window.location.origin}/api`);
  });

  it('starts the default scenario when none is named', async () => {
    const sim = await startNodeSimulator();
    try {
      expect(sim.control.scenario().name).toBe('default');
      expect(sim.control.db.list('communities')).toHaveLength(7);
    } finally {
      sim.close();
    }
  });

  it('refuses to start an invalid scenario, naming the field', async () => {
    await expect(startNodeSimulator({ scenario: { name: 'x', description: 'd', seed: { handwritten: 'yes' } } }))
      .rejects.toThrow('Scenario "x" is invalid: seed.handwritten: expected a boolean');
  });
});
