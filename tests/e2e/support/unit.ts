import type { Sim } from './fixtures';

export const MAPLE_COURT = 'cmty-7d2f9a0e-maple-court';
export const unitPath = (addressId: number, style: 'unit' | 'unit_v2' = 'unit') => `/community/${MAPLE_COURT}/${style}/${addressId}`;

/** Starts a fresh scenario (a name, or a scenario object) and opens a Maple Court unit, signed in with the stored session. */
export async function openUnit(sim: Sim, addressId: number, scenario: string | object = 'default', style: 'unit' | 'unit_v2' = 'unit') {
  if (typeof scenario === 'string') {
    await sim.open('/login', { scenario });
  } else {
    await sim.open('/login');
    const result = await sim.control((s, object) => s.startScenario(object as object), scenario);
    if (!result.ok) throw new Error(result.error);
  }
  await sim.adoptSession();
  await sim.open(unitPath(addressId, style));
}

/** Counts the answered calls with this name. */
export async function callCount(sim: Sim, name: string): Promise<number> {
  return (await sim.calls()).filter((call) => call.name === name).length;
}
