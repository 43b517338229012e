// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startNodeSimulator, type NodeSimulator } from '../node';
import { profileNames } from '../faults/profiles';
import { ProfileSection } from './ProfileSection';
import { panelTexts } from './texts';

const t = panelTexts.profiles;
let sim: NodeSimulator;
beforeEach(async () => {
  sim = await startNodeSimulator({ scenario: 'default' });
});
afterEach(() => {
  cleanup();
  sim.close();
});

describe('trainer panel: fault profiles', () => {
  it('lists the four profiles, applies the chosen one and clears it', async () => {
    render(<ProfileSection control={sim.control} />);
    const select = screen.getByLabelText(t.profile) as HTMLSelectElement;
    expect([...select.options].map((option) => option.value)).toEqual([...profileNames]);
    fireEvent.change(select, { target: { value: 'provider-outage' } });
    fireEvent.click(screen.getByRole('button', { name: t.apply }));
    const count = sim.control.faults.list().filter((entry) => entry.id.startsWith('profile-provider-outage-')).length;
    expect(count).toBeGreaterThan(0);
    expect(await screen.findByText(t.applied('provider-outage', count))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: t.clear }));
    expect(await screen.findByText(t.cleared('provider-outage', count))).toBeTruthy();
    expect(sim.control.faults.list().filter((entry) => entry.id.startsWith('profile-'))).toEqual([]);
  });
});
