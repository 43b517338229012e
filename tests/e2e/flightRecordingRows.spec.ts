/**
 * A unit row's name carries its residents' short names ('J. Ellis'), a device row's the name the
 * installer gave: the flight recorder keeps neither, and records the press by its place (decision
 * 0359). The recording of a walk over the seeded unit list holds no resident's name, e-mail or phone
 * number, and the file compiled from it presses the same rows on replay (issue 35: the replay
 * stopped at the community page until the unit row's click was added by hand), and the unit's info
 * button, which opens no page, by its place (decision 0408).
 */
import { readFileSync } from 'node:fs';
import type { ExpectEntry } from '../../simulator/scenario/expectSchema';
import { readCapture } from '../../simulator/capture/captureFile';
import { compileCapture } from '../../simulator/capture/compileCapture';
import type { LiveDevice, Unit } from '../../app/api/schemas';
import { deviceRowName, unitRowName } from '../../app/domain/pressedRowNames';
import { texts } from '../../app/domain/texts';
import { expect, test, type ScenarioObject } from './support/fixtures';
import { formatReport } from '../../simulator/expect/report';
import { createExpectRunner } from './support/expectPage';
import { replayFrom } from './support/capture';
import { MAPLE_COURT, unitPath } from './support/unit';

const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
const UNIT = 1004;

/** What the seed says about residents: each one's names and e-mail, and the short name a row shows. */
function peopleIn(units: readonly Unit[]): string[] {
  return units.flatMap((unit) =>
    unit.residents.flatMap((resident) => {
      const short = resident.lastName ? `${resident.firstName?.charAt(0) ?? ''}. ${resident.lastName}` : '';
      return [resident.firstName, resident.lastName, resident.email, short];
    }),
  ).filter((text): text is string => typeof text === 'string' && text.length >= 4);
}

test('rows pressed on the seeded unit list leave no resident in the recording, and the compiled file presses them again', async ({ page, sim }) => {
  await sim.openSignedIn(`/community/${MAPLE_COURT}`, { scenario: 'default' });
  const units = (await sim.control((s) => s.db.list('units'))) as unknown as Unit[];
  const unit = units.find((candidate) => candidate.id === UNIT);
  if (!unit) throw new Error(`The default scenario has no unit ${UNIT}`);
  const people = peopleIn(units.filter((candidate) => candidate.communityId === MAPLE_COURT));
  expect(people.length, 'the seed has residents to look for').toBeGreaterThan(4);

  // The info button's name holds the unit's number in a text with a placeholder: it leaves by its place, and opens no page.
  await page.getByRole('button', { name: texts.units.unitInfoFor(unit.unit), exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: texts.info.close, exact: true }).click();
  await page.getByRole('button', { name: unitRowName(unit), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${unitPath(UNIT, 'unit_v2')}$`));
  const devices = (await sim.control((s) => s.db.list('devices'))) as unknown as LiveDevice[];
  const lights = devices.find((device) => device.gatewayId === unit.gatewayId && device.name === 'Kitchen Lights');
  if (!lights) throw new Error(`Unit ${UNIT}'s hub has no Kitchen Lights`);
  const lightsRow = page.getByRole('list').getByRole('button', { name: /^Kitchen Lights\b/ });
  await lightsRow.click();
  await expect(page).toHaveURL(new RegExp(`/device/${lights.uid}$`));

  const recording = JSON.stringify(await sim.control((s) => s.flightRecording()));
  expect(people.filter((text) => recording.includes(text)), "the seed's people in the recording").toEqual([]);
  const read = readCapture(recording, version);
  if (!read.ok) throw new Error(read.error);
  const presses = read.capture.entries.filter((entry) => entry.kind === 'action');
  // The device's name is in its answer (the contract's `name` names no one); the press does not carry it.
  expect(presses.map((entry) => entry.action)).toEqual(['', texts.info.close, '', '']);
  expect(presses.map((entry) => entry.position)).toEqual([
    expect.objectContaining({ role: 'button', row: expect.any(Number) as unknown, nth: 2 }),
    undefined,
    expect.objectContaining({ role: 'button', row: expect.any(Number) as unknown, nth: 1 }),
    expect.objectContaining({ role: 'button', row: expect.any(Number) as unknown, nth: 1 }),
  ]);

  const scenario = compileCapture(read.capture, 'rows-replayed').scenario as ScenarioObject & { clock: object; expect: ExpectEntry[] };
  const [opening, ...rest] = scenario.expect;
  expect(opening).toEqual({ open: `/community/${MAPLE_COURT}` });
  // The rows by the names the replayed data gives them, the info button by its place (decision 0408).
  expect(rest.filter((entry) => 'click' in entry).length, JSON.stringify(rest)).toBe(3);
  expect(rest.filter((entry) => 'press' in entry), JSON.stringify(rest)).toEqual([{ press: presses[0]?.position }]);
  await replayFrom(page, sim, { ...scenario, clock: { ...scenario.clock, paused: true } }, `/community/${MAPLE_COURT}`);
  const reports = await createExpectRunner(page, sim, { clock: 'step' }).run([...rest, { route: `${unitPath(UNIT, 'unit_v2')}/device/:device` }]);
  expect(reports.filter((entry) => entry.outcome === 'failed'), formatReport(scenario.name, reports)).toEqual([]);
  expect(deviceRowName(lights)).toMatch(/^Kitchen Lights /);
});
