// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join as joinPath } from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadScenarioFile } from '../../scenario/catalogue';
import { variantOf } from '../../scenario/variants';
import { startClassroom, type ClassroomServer } from './startClassroom';

/** Issue 39, "Scores and variants": each trainee's world is a variant drawn from a seed the console shows and reproduces; the export carries seeds and scores. */

const ROOM = 'http://192.168.1.20:4500';
const loaded = loadScenarioFile('exercise-yale-older-master-code');
if (!loaded.ok) throw new Error(loaded.error);
/** The class's exercise as its file declares its variants: the lock's and the unit's master codes. */
const scenario = loaded.scenario;
let server: ClassroomServer;
let appDir: string;

beforeAll(() => {
  appDir = mkdtempSync(joinPath(tmpdir(), 'classroom-scores-'));
  writeFileSync(joinPath(appDir, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
});
// A class of its own for each test, which joins the trainees it needs: a shared one made each test
// depend on the trainees an earlier one joined.
beforeEach(async () => {
  server = await startClassroom({ port: 0, allowedOrigins: [ROOM], scenario: 'exercise-yale-older-master-code', appDir, classCode: 'elm-5' });
}, 60_000);
afterEach(() => server.close());

const trainer = (path: string, body: unknown) =>
  fetch(`${server.url}${path}`, { method: 'POST', headers: { Authorization: `Bearer ${server.controlToken}`, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
const join = (name: string) =>
  fetch(`${server.url}/join`, { method: 'POST', redirect: 'manual', headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: ROOM }, body: new URLSearchParams({ name, code: 'elm-5' }).toString() });

interface Overview { id: string; name: string; seed: number; score: { percent: number; points: number } | null; hardware: string[] }
const overviews = async () => ((await (await trainer('/__classroom/trainees', {})).json()) as { trainees: Overview[] }).trainees;
const masterCodeOf = (id: string) => server.worlds.byId(id)!.control.yale.lock().masterCode;
/** What the phone's Yale step reads for unit 1204: its active and older master codes. */
const unitCodesOf = (id: string) => server.worlds.byId(id)!.control.db.find('yaleMasterCodes', { addressId: 1008 })[0];

describe('variants drawn from a seed', { timeout: 30_000 }, () => {
  it("each trainee's world is the variant of its seed, and the console shows the seed and the code on the box", async () => {
    await join('Ada');
    await join('Bo');
    const [ada, bo] = await overviews();
    expect(ada!.seed).not.toBe(bo!.seed);
    expect(masterCodeOf(ada!.id)).not.toBe(masterCodeOf(bo!.id));
    expect(unitCodesOf(ada!.id)).not.toEqual(unitCodesOf(bo!.id));
    for (const trainee of [ada!, bo!]) {
      const drawn = variantOf(scenario, trainee.seed).yaleLocks[0]!.masterCode!;
      expect(masterCodeOf(trainee.id)).toBe(drawn);
      expect(unitCodesOf(trainee.id)).toMatchObject({ inactiveMasterCodes: expect.arrayContaining([drawn]) });
      expect(trainee.hardware).toEqual([expect.stringContaining(`master code ${drawn}`)]);
      expect(trainee.score).toEqual(expect.objectContaining({ percent: 0, points: 0 }));
    }
  });

  it("Reproduce starts a world with the trainee's seed: the same variant", async () => {
    await join('Ada');
    const [ada] = await overviews();
    const answer = await trainer('/__classroom/reproduce', { seed: ada!.seed, scenario });
    expect(answer.status).toBe(400);
    const reproduced = (await (await trainer('/__classroom/reproduce', { seed: ada!.seed })).json()) as { id: string; name: string };
    expect(reproduced.name).toBe(`Seed ${ada!.seed}`);
    expect(masterCodeOf(reproduced.id)).toBe(masterCodeOf(ada!.id));
    expect(unitCodesOf(reproduced.id)).toEqual(unitCodesOf(ada!.id));
    expect((await overviews()).find((trainee) => trainee.id === reproduced.id)?.seed).toBe(ada!.seed);
    expect((await trainer('/__classroom/reproduce', { seed: -1 })).status).toBe(400);
    expect((await trainer('/__classroom/reproduce', { seed: 1, scenario: 'no-such-scenario' })).status).toBe(400);
    expect((await fetch(`${server.url}/__classroom/reproduce`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ seed: 1 }) })).status).toBe(401);
  });

  it('the CSV and JSON exports carry each world seed and score', async () => {
    await join('Ada');
    const [ada] = await overviews();
    const csv = (await (await trainer('/__classroom/export.csv', {})).text()).split('\r\n');
    expect(csv[0]).toMatch(/,Seed,Objectives met \(%\),Score,Checkpoints used$/);
    expect(csv[1]).toMatch(new RegExp(`^Ada,.*,${ada!.seed},0,0,$`));
    const json = (await (await trainer('/__classroom/export.json', {})).json()) as { exportedAt: string; trainees: Array<{ trainee: string; seed: number; percent: number; points: number }> };
    expect(json.trainees[0]).toMatchObject({ trainee: 'Ada', seed: ada!.seed, percent: 0, points: 0 });
    expect(Date.parse(json.exportedAt)).not.toBeNaN();
  });
});
