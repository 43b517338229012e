import { describe, expect, it, onTestFinished } from 'vitest';
import { deviceListAnswerSchema } from '../../app/api/schemas';
import { startNodeSimulator, type NodeSimulator } from '../node';
import { callApi, signIn } from '../testing/apiClient';
import { smallScenario } from '../testing/scenarios';
import { offContract } from './contractLog';

const HUB = 'HB2-1000104';
let sim: NodeSimulator;
let token: string;

/** Closed by the test that started it: a test whose scenario is refused starts none, and closes none. */
async function startScenario(scenario: string | object) {
  sim = await startNodeSimulator({ scenario });
  onTestFinished(() => sim.close());
  token = await signIn();
}

const start = (more: object = {}) => startScenario({ ...smallScenario, name: 'small-devices', clock: { ...smallScenario.clock, paused: true }, ...more });

async function readings(uid: string) {
  const answer = await callApi('devices.listByHub', { hubSerial: HUB }, { token, query: { deviceId: uid } });
  const [device] = deviceListAnswerSchema.parse(answer.body).results;
  return Object.fromEntries((device?.sensors ?? []).map((reading) => [reading.sensorType, reading.value]));
}

const command = (deviceId: string, body: object) => callApi('devices.command', { deviceId }, { token, body });

describe('device commands (spec 02 §7)', () => {
  it('throws a lock a few seconds after the command, and unlocks it again', async () => {
    await start();
    expect(await command('dev-1004-lock', { command: 'unlock', commandValue: null })).toMatchObject({ status: 200 });
    await sim.control.clock.advance(2_000);
    expect((await readings('dev-1004-lock')).DoorLocked).toBe('True');
    await sim.control.clock.advance(1_000);
    expect((await readings('dev-1004-lock')).DoorLocked).toBe('False');
    await command('dev-1004-lock', { command: 'lock', commandValue: null });
    await sim.control.clock.advance(3_000);
    expect((await readings('dev-1004-lock')).DoorLocked).toBe('True');
  });

  it('sets the thermostat mode, then the setpoint that follows it', async () => {
    await start();
    await command('dev-1004-thermostat', { command: 'heat', commandValue: null });
    await command('dev-1004-thermostat', { command: 'heat', commandValue: 66 });
    await sim.control.clock.advance(1_000);
    expect(await readings('dev-1004-thermostat')).toMatchObject({ ThermostatMode: 'Heat', ThermostatHeatSetpoint: '66', ThermostatCoolSetpoint: '72' });
  });

  it('stops cooling on Heat in a room warmer than the heat setpoint, and cools again on Cool', async () => {
    await start();
    expect((await readings('dev-1004-thermostat')).ThermostatOperatingState).toBe('Cooling');
    await command('dev-1004-thermostat', { command: 'heat', commandValue: null });
    await sim.control.clock.advance(1_000);
    expect(await readings('dev-1004-thermostat')).toMatchObject({ ThermostatMode: 'Heat', ThermostatOperatingState: 'Idle' });
    await command('dev-1004-thermostat', { command: 'cool', commandValue: null });
    await sim.control.clock.advance(1_000);
    expect(await readings('dev-1004-thermostat')).toMatchObject({ ThermostatMode: 'Cool', ThermostatOperatingState: 'Cooling' });
  });

  it('switches a dimmer off and on, and a switch off', async () => {
    await start();
    await command('dev-1004-dimmer', { command: 'off', commandValue: null });
    await command('dev-1004-switch', { command: 'off', commandValue: null });
    await sim.control.clock.advance(1_000);
    expect([(await readings('dev-1004-dimmer')).Dimmer, (await readings('dev-1004-switch')).Switch]).toEqual(['0', 'False']);
    await command('dev-1004-dimmer', { command: 'on', commandValue: null });
    await sim.control.clock.advance(1_000);
    expect((await readings('dev-1004-dimmer')).Dimmer).toBe('99');
  });

  it('refuses a command the device does not take, a bad body and an unknown device', async () => {
    // Sends what the app never does, to see the refusal: off the contract on purpose.
    offContract(400);
    await start();
    expect(await command('dev-1004-switch', { command: 'lock', commandValue: null })).toEqual({ status: 400, body: { message: 'command: a switch device does not take "lock"' } });
    expect((await command('dev-1004-switch', { command: 'dance', commandValue: null })).status).toBe(400);
    expect((await command('dev-nope', { command: 'on', commandValue: null })).status).toBe(404);
  });

  it('answers 504 while the hub is offline, and reports nothing when the hub behaviour ignores commands', async () => {
    await start({ faults: [{ kind: 'hub', behaviour: 'device.ignoresCommands', serial: HUB, times: 1 }] });
    await command('dev-1004-switch', { command: 'off', commandValue: null });
    await sim.control.clock.advance(5_000);
    expect((await readings('dev-1004-switch')).Switch).toBe('True');
    await sim.control.hub.setOnline(HUB, false);
    expect((await command('dev-1004-switch', { command: 'off', commandValue: null })).status).toBe(504);
  });

  it('turns a leak sensor alerts on and off', async () => {
    // Sends what the app never does, to see the refusal: off the contract on purpose.
    offContract(400);
    await start();
    const set = (notifications: unknown) => callApi('devices.setNotifications', { deviceId: 'dev-1004-leak' }, { token, body: { notifications } });
    expect(await set(true)).toMatchObject({ status: 200, body: { notifications: true } });
    expect((await set('yes')).status).toBe(400);
    expect(await set(false)).toMatchObject({ status: 200, body: { notifications: false } });
  });
});

describe('scenario devices', () => {
  it('sets readings relative to the start, none at all, and alerts', async () => {
    await start({
      devices: [
        { uid: 'dev-1004-door', sensors: [{ sensorType: 'BatteryLevel', value: '40', minutesAgo: 780 }], notifications: false },
        { uid: 'dev-1004-switch', sensors: [] },
      ],
    });
    const answer = await callApi('devices.listByHub', { hubSerial: HUB }, { token });
    const byUid = new Map(deviceListAnswerSchema.parse(answer.body).results.map((device) => [device.uid, device]));
    expect(byUid.get('dev-1004-door')).toMatchObject({ notifications: false, sensors: [{ sensorType: 'BatteryLevel', value: '40', timeIssued: '2026-11-20T20:00:00.000Z' }] });
    expect(byUid.get('dev-1004-switch')?.sensors).toEqual([]);
  });

  it('device-never-reports: the switch has no reading, and a command to it never brings one', async () => {
    await startScenario('device-never-reports');
    expect(await readings('dev-1004-switch')).toEqual({});
    expect((await command('dev-1004-switch', { command: 'on', commandValue: null })).status).toBe(200);
    await sim.control.clock.jump(60_000);
    expect(await readings('dev-1004-switch')).toEqual({});
  });

  it('stale-battery-reading: the door sensor battery was read 13 hours before the start', async () => {
    await startScenario('stale-battery-reading');
    const answer = await callApi('devices.listByHub', { hubSerial: HUB }, { token, query: { deviceId: 'dev-1004-door' } });
    const battery = deviceListAnswerSchema.parse(answer.body).results[0]?.sensors.find((reading) => reading.sensorType === 'BatteryLevel');
    const startedAt = sim.control.scenario().startedAt;
    // The scenario's clock runs from its start, so the seed may be built a millisecond after it.
    expect(Math.round((startedAt - Date.parse(battery?.timeIssued ?? '')) / 60_000)).toBe(13 * 60);
  });

  it('refuses a device the seed lacks, naming the entry', async () => {
    await expect(start({ devices: [{ uid: 'dev-nope', sensors: [] }] })).rejects.toThrow('devices[0].uid: the seed has no device "dev-nope"');
  });
});
