// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { startNodeSimulator, type NodeSimulator } from '../node';
import { callApi, signIn } from '../testing/apiClient';
import { withTimeline } from '../testing/scenarios';
import { connectStream } from '../testing/streamClient';

const START = Date.parse('2026-11-21T09:00:00Z');
const HUB = 'HB2-1000104';
const MAPLE = 'cmty-7d2f9a0e-maple-court';
let sim: NodeSimulator;
afterEach(() => sim.close());

async function start(timeline: object[]) {
  sim = await startNodeSimulator({ scenario: withTimeline(timeline) });
  return sim.control;
}

const stepsInTrace = () => sim.control.trace()
  .filter((entry) => entry.type === 'step.fired' || entry.type === 'step.failed')
  .map((entry) => ({ ...entry, at: entry.at - START }));

describe('timeline steps at simulator times', () => {
  it('run in time order as advance reaches them, each announced with its entry', async () => {
    const control = await start([
      { at: '2m', do: { 'hub.setOnline': { serial: HUB, online: false } } },
      { at: '1m', do: { 'fault.add': { id: 'list-down', call: 'units.list', status: 503 } } },
      { at: '1h', do: { 'hub.setOnline': { serial: HUB, online: true } } },
    ]);
    await control.clock.advance(60_000);
    expect(control.faults.list().map((entry) => entry.id)).toEqual(['list-down']);
    expect((await control.hub.get(HUB)).online).toBe(true);
    await control.clock.advance(60_000);
    expect((await control.hub.get(HUB)).online).toBe(false);
    expect(stepsInTrace()).toEqual([
      { type: 'step.fired', at: 60_000, step: 'fault.add', params: { id: 'list-down', call: 'units.list', status: 503 }, source: 'timeline', entry: 1 },
      { type: 'step.fired', at: 120_000, step: 'hub.setOnline', params: { serial: HUB, online: false }, source: 'timeline', entry: 0 },
    ]);
    expect(control.steps.pending()).toEqual([{ entry: 2, do: { 'hub.setOnline': { serial: HUB, online: true } }, at: START + 3_600_000, event: 'ev-2' }]);
  });

  it('a jump runs a step once, as of its own time: the hub went quiet at 2 minutes, not at the jump\'s end', async () => {
    const control = await start([{ at: '2m', do: { 'hub.setOnline': { serial: HUB, online: false } } }]);
    await control.clock.jump(60 * 60_000);
    const hub = await control.hub.get(HUB);
    expect(hub.online).toBe(false);
    expect(Date.parse(String(hub.last_seen))).toBeLessThanOrEqual(START + 120_000);
    expect(stepsInTrace().map((entry) => entry.at)).toEqual([3_600_000]);
  });
});

describe('timeline steps on triggers', () => {
  it('the Nth answered call of a name runs the step once, right after that answer', async () => {
    const control = await start([{ when: { call: { name: 'units.list', nth: 2 } }, do: { 'sessions.expire': {} } }]);
    const token = await signIn();
    const list = async () => (await callApi('units.list', {}, { token, query: { communityId: MAPLE } })).status;
    expect(await list()).toBe(200);
    expect(control.steps.pending()).toEqual([{ entry: 0, do: { 'sessions.expire': {} }, when: { call: { name: 'units.list', nth: 2 } }, seen: 1, nth: 2 }]);
    expect(await list()).toBe(200);
    await control.clock.advance(0);
    expect(await list()).toBe(401);
    expect(await list()).toBe(401);
    expect(stepsInTrace()).toEqual([{ type: 'step.fired', at: 0, step: 'sessions.expire', params: {}, source: 'trigger', entry: 0 }]);
    expect(control.steps.pending()).toEqual([]);
  });

  it('counts only calls answered with the status it names', async () => {
    const control = await start([
      { at: 0, do: { 'fault.add': { call: 'units.list', status: 500, nth: 2 } } },
      { when: { call: { name: 'units.list', status: 500 } }, do: { 'fault.clear': {} } },
    ]);
    await control.clock.advance(0);
    const token = await signIn();
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await callApi('units.list', {}, { token, query: { communityId: MAPLE } })).status);
    expect(statuses).toEqual([200, 500, 200]);
    expect(control.faults.list()).toEqual([]);
  });
});

describe('each step', () => {
  it.each<[string, object, (control: NodeSimulator['control']) => Promise<unknown>, unknown]>([
    ['hub.setOnline', { 'hub.setOnline': { serial: HUB, online: false } }, async (c) => (await c.hub.get(HUB)).online, false],
    ['hub.reboot', { 'hub.reboot': { serial: HUB } }, async (c) => (await c.hub.get(HUB)).lifecycle, { kind: 'rebooting', since: START }],
    ['hub.restart', { 'hub.restart': { serial: HUB } }, async (c) => (await c.hub.get(HUB)).lifecycle, { kind: 'restarting', since: START }],
    ['hub.update', { 'hub.update': { serial: HUB, commit: 'a'.repeat(40) } }, async (c) => (await c.hub.get(HUB)).lifecycle, { kind: 'updating', since: START, commit: 'a'.repeat(40) }],
    ['sessions.expire', { 'sessions.expire': {} }, async (c) => c.db.find('sessions', {}).every((session) => Number(session.expiresAt) <= START), true],
    ['fault.add', { 'fault.add': { kind: 'network', call: 'units.get', failure: 'hang' } }, async (c) => c.faults.list().map((entry) => entry.fault.kind), ['network']],
    ['fault.clear', { 'fault.clear': {} }, async (c) => c.faults.list(), []],
  ])('%s', async (_name, step, read, expected) => {
    const control = await start([]);
    await signIn();
    expect(await control.steps.run(step as Record<string, unknown>)).toEqual({ ok: true });
    expect(await read(control)).toEqual(expected);
  });

  it('stream.send reaches the hub\'s connections; stream.drop closes them', async () => {
    const control = await start([]);
    const client = connectStream(sim.WebSocket, { token: await signIn(), hubSerialNumber: HUB });
    await client.opened;
    expect(await control.steps.run({ 'stream.send': { serial: HUB, message: { type: 'NetworkChanged' } } })).toEqual({ ok: true });
    expect(await client.received(1)).toEqual([{ type: 'NetworkChanged' }]);
    expect(await control.steps.run({ 'stream.drop': { serial: HUB } })).toEqual({ ok: true });
    expect((await client.closed).code).toBe(1006);
  });

  it('a step that cannot run is refused or announced as failed, never thrown', async () => {
    const control = await start([]);
    expect(await control.steps.run({ 'hub.reboot': { serial: HUB } })).toEqual({ ok: true });
    expect(await control.steps.run({ 'hub.reboot': { serial: HUB } })).toEqual({ ok: false, error: `Hub ${HUB} is already rebooting, restarting or updating` });
    expect(await control.steps.run({ 'fault.clear': { id: 'nope' } })).toEqual({ ok: false, error: 'No fault with id "nope"' });
    expect(await control.steps.run({ 'hub.explode': {} })).toEqual({ ok: false, error: expect.stringMatching(/^Invalid step: hub\.explode: unknown step "hub\.explode" \(known: hub\.setOnline, /) });
    expect(await control.steps.run({ 'hub.reboot': {} })).toEqual({ ok: false, error: 'Invalid step: hub.reboot.serial: is required' });
    expect(stepsInTrace().map((entry) => `${entry.type} ${entry.step}`)).toEqual(['step.fired hub.reboot', 'step.fired hub.reboot', 'step.failed hub.reboot', 'step.fired fault.clear', 'step.failed fault.clear']);
  });

  it('device.add: the device joins the hub\'s list on the hub\'s gateway, and a second with its uid is refused (decision 0343)', async () => {
    const device = { uid: 'dev-replayed-9', localId: '9', gatewayId: 'gw-of-the-field', name: null, model: 'Zooz ZEN71 On/Off Switch', deviceType: 'switch', sensors: [{ sensorType: 'Switch', value: 'False' }] };
    const control = await start([{ at: '1s', do: { 'device.add': { serial: HUB, device } } }, { at: '2s', do: { 'device.add': { serial: HUB, device } } }]);
    const token = await signIn();
    const listed = async () => ((await callApi('devices.listByHub', { hubSerial: HUB }, { token })).body as { results: Array<{ uid: string; gatewayId: string }> }).results.filter((entry) => entry.uid === device.uid);
    expect(await listed()).toEqual([]);
    await control.clock.advance(2_000);
    expect(await listed()).toEqual([expect.objectContaining({ uid: device.uid, gatewayId: (await control.hub.get(HUB)).gateway_id, model: device.model })]);
    expect(stepsInTrace().map(({ type, step }) => `${String(type)} ${String(step)}`)).toEqual(['step.fired device.add', 'step.fired device.add', 'step.failed device.add']);
  });

  it('lists the step kinds with what each does', async () => {
    const control = await start([]);
    expect(control.steps.kinds().map((kind) => kind.name)).toEqual([
      'hub.setOnline', 'hub.reboot', 'hub.restart', 'hub.update', 'sessions.expire', 'fault.add', 'fault.clear', 'stream.drop', 'stream.send',
      'zwave.inclusionMode', 'zwave.exclusionMode', 'zwave.failNextInclusion', 'yale.press', 'phone.fillStorage', 'doorCodes.start', 'doorCodes.setStatus', 'doorCodes.stall',
      'device.door', 'device.motion', 'device.leak', 'device.add',
    ]);
  });
});
