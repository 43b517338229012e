// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join as joinPath } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keypadTexts } from '../../keypad/texts';
import { CONTROL_PATH } from '../controlRoute';
import type { HardwareState } from './hardware';
import { startClassroom, type ClassroomServer } from './startClassroom';

/** Issue 39, "Physical steps in the trainee's hand": the hardware panel's calls reach the trainee's own world only. */

const ROOM = 'http://192.168.1.20:4500';
const LOCK = 'HB2-1001204';
let server: ClassroomServer;

beforeAll(async () => {
  const appDir = mkdtempSync(joinPath(tmpdir(), 'classroom-hardware-'));
  writeFileSync(joinPath(appDir, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  server = await startClassroom({ port: 0, allowedOrigins: [ROOM], scenario: 'exercise-yale-older-master-code', appDir, classCode: 'oak-3' });
}, 60_000);
afterAll(() => server.close());

const at = (path: string, init: RequestInit = {}) => fetch(`${server.url}${path}`, { redirect: 'manual', ...init });

async function joined(name: string): Promise<{ cookie: string; id: string }> {
  const response = await at('/join', { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: ROOM }, body: new URLSearchParams({ name, code: 'oak-3' }).toString() });
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0]!;
  const id = server.worlds.list().find((world) => world.name === name)!.id;
  return { cookie, id };
}

const state = async (cookie: string) => (await (await at('/__classroom/hardware', { headers: { Cookie: cookie } })).json()) as HardwareState;
const step = (cookie: string, body: unknown, origin = ROOM) =>
  at('/__classroom/hardware', { method: 'POST', headers: { Cookie: cookie, 'Content-Type': 'application/json', Origin: origin }, body: JSON.stringify(body) });
const lockOf = (id: string) => server.worlds.byId(id)!.control.yale.lock(LOCK);
/** Each trainee's lock holds a code drawn from their world's seed (decision 0445). */
const masterCodeOf = (id: string) => String(lockOf(id).masterCode);

describe("the trainee's hardware panel", { timeout: 30_000 }, () => {
  it("shows the lock's keypad without its master code; the master code goes to the console", async () => {
    const ada = await joined('Ada');
    const panel = await state(ada.cookie);
    const masterCode = masterCodeOf(ada.id);
    expect(panel.locks).toEqual([{ serial: LOCK, model: 'Yale Assure Lock SL', display: keypadTexts.display.none, typed: null }]);
    expect(JSON.stringify(panel)).not.toContain(masterCode);
    const console = (await (await at('/__classroom/trainees', { method: 'POST', headers: { Authorization: `Bearer ${server.controlToken}`, 'Content-Type': 'application/json' }, body: '{}' })).json()) as { trainees: Array<{ name: string; hardware: string[] }> };
    expect(console.trainees.find((trainee) => trainee.name === 'Ada')?.hardware).toEqual([expect.stringContaining(`master code ${masterCode}`)]);
  });

  it('keys typed in the panel reach the lock of the trainee and not the lock of another', async () => {
    const ada = await joined('Ada 2');
    const bo = await joined('Bo');
    const masterCode = masterCodeOf(ada.id);
    for (const key of masterCode) expect((await step(ada.cookie, { step: 'press', serial: LOCK, keys: key })).status).toBe(200);
    expect((await state(ada.cookie)).locks[0]?.typed).toBe(keypadTexts.entry(masterCode.length));
    expect(lockOf(bo.id)).toMatchObject({ entry: '', menu: 'none' });

    const pressed = (await (await step(ada.cookie, { step: 'press', serial: LOCK, keys: '#' })).json()) as { ok: boolean; state: HardwareState };
    expect(pressed).toMatchObject({ ok: true, state: { locks: [{ display: keypadTexts.outcome.menu, typed: null }] } });
    expect(lockOf(ada.id)).toMatchObject({ menu: 'main' });
    expect(lockOf(bo.id)).toMatchObject({ menu: 'none' });
    expect((await state(bo.cookie)).locks[0]?.display).toBe(keypadTexts.display.none);
  });

  it("refuses a step without the trainee's cookie, from another origin, malformed, or at a part the world lacks", async () => {
    const cy = await joined('Cy');
    expect((await step('', { step: 'press', serial: LOCK, keys: '1' })).status).toBe(401);
    expect((await at('/__classroom/hardware')).status).toBe(401);
    expect((await step(cy.cookie, { step: 'press', serial: LOCK, keys: '1' }, 'http://evil.example')).status).toBe(403);
    expect((await step(cy.cookie, { step: 'press', serial: LOCK, keys: 'rm -rf' })).status).toBe(400);
    expect((await step(cy.cookie, { step: 'explode' })).status).toBe(400);
    const elsewhere = await step(cy.cookie, { step: 'press', serial: 'HB2-9999999', keys: '1' });
    expect(elsewhere.status).toBe(404);
    expect(await elsewhere.json()).toEqual({ error: expect.any(String) });
    // The control API stays the trainer's: the cookie opens none of it.
    expect((await at(CONTROL_PATH, { method: 'POST', headers: { Cookie: cy.cookie, 'Content-Type': 'application/json' }, body: JSON.stringify({ call: 'yale.press', args: ['1'], world: cy.id }) })).status).toBe(401);
  });

  it("the drawer's pickers start at the hub and sensor of the unit on the trainee's screen", async () => {
    const dee = await joined('Dee');
    const { hubs, sensors } = await state(dee.cookie);
    expect(hubs.length).toBeGreaterThan(1);
    const last = hubs.at(-1)!;
    const unit = server.worlds.byId(dee.id)!.control.db.list('hubs').find((hub) => hub.hub_serial_number === last)!.addressId;
    await at('/__classroom/me', { method: 'POST', headers: { Cookie: dee.cookie, 'Content-Type': 'application/json', Origin: ROOM }, body: JSON.stringify({ path: `/community/c/unit/${String(unit)}`, dialog: null, stage: null }) });
    const focused = await state(dee.cookie);
    expect(focused.hubs[0]).toBe(last);
    expect([...focused.hubs].sort()).toEqual([...hubs].sort());
    expect(focused.sensors).toHaveLength(sensors.length);
  });

  it('serves the panel script compiled, with its words ahead of it', async () => {
    const script = await (await at('/__classroom/hardware.js')).text();
    expect(script.startsWith('const hardwareTexts = {')).toBe(true);
    expect(script).toContain('/__classroom/hardware');
    expect(script).not.toMatch(/\binterface\b|: string/);
  });
});
