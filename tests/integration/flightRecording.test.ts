// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../app/api';
import { storedToken } from '../../app/api/storedToken';
import { env } from '../../app/config/env';
import { takeFlightCapture } from '../../app/data/flightCapture';
import { startFlightRecorder } from '../../app/data/flightRecorder';
import { createHubStreamClient } from '../../app/data/hubStream';
import { recordFlight } from '../../app/lib/flightTap';
import { clearStored } from '../../app/lib/storage';
import { startNodeSimulator, type NodeSimulator } from '../../simulator/node';
import { secretsIn } from '../support/installSecrets';

const PASSWORD = 'install123';
const MASTER_CODE = '918273';
const CLOSING_NOTES = 'Resident Mallory Quinn asked me to call 555-0199 back';
const DEVICE_NAME = "Mallory's bedroom lock";

let sim: NodeSimulator;

beforeEach(async () => {
  localStorage.clear();
  sim = await startNodeSimulator({ scenario: 'default', baseUrl: env.apiBaseUrl });
  vi.stubGlobal('WebSocket', sim.WebSocket);
});
afterEach(() => {
  clearStored('signOut');
  vi.unstubAllGlobals();
  sim.close();
});

function present<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`The default scenario has no ${what}`);
  return value;
}

/** Walks an install the way the app does, through the recorded API client and stream; returns the install's secrets. */
async function recordAnInstall(): Promise<Set<string>> {
  const secrets = new Set<string>([PASSWORD, MASTER_CODE, CLOSING_NOTES, DEVICE_NAME]);
  const login = await api.auth.login('installer@demo.test', PASSWORD);
  storedToken.write(login.token);
  secretsIn(login, secrets);
  startFlightRecorder(login.user.uid);
  // A 401 later in the day: the installer signs in again, with the recorder running.
  secretsIn(await api.auth.login('installer@demo.test', PASSWORD), secrets);
  recordFlight(() => ({ kind: 'route', path: '/communities' }));
  const communities = await api.communities.list();
  secretsIn(communities, secrets);
  const community = present(communities.results[0], 'community');
  const units = await api.units.list(community.uid);
  secretsIn(units, secrets);
  const unit = present(units.results.find((candidate) => candidate.hub_serial), 'unit with a hub');
  secretsIn(await api.units.get(unit.id), secrets);
  secretsIn(await api.workTickets.get(unit.id), secrets);
  secretsIn(await api.pairing.streamToken(), secrets);
  secretsIn(await api.pairing.saveMasterCode(unit.id, MASTER_CODE), secrets);
  secretsIn(await api.pairing.getMasterCodes(unit.id), secrets);
  const devices = unit.hub_serial ? (await api.devices.listByHub(unit.hub_serial)).results : [];
  secretsIn(devices, secrets);
  await api.devices.update(present(devices[0], 'device').uid, { givenName: DEVICE_NAME });
  await api.workTickets.submit(unit.id, { workType: 'install', workTicketFields: { Notes__c: CLOSING_NOTES }, unitFields: {} }).catch(() => undefined);
  recordFlight(() => ({ kind: 'shown', text: `Sent. ${login.user.firstName} ${login.user.lastName} will be told.` }));
  if (unit.hub_serial) {
    const hubSerial = unit.hub_serial;
    const client = createHubStreamClient({ url: env.hubStreamUrl, note: () => undefined });
    const stop = client.subscribe({ hubSerial, gatewayId: unit.gatewayId ?? '', isIotHub: true }, login.token, {});
    await vi.waitFor(() => expect(sim.control.stream.connections(hubSerial)).toHaveLength(1));
    sim.control.stream.push(hubSerial, { state: 'AddNode', status: 'Started' });
    await vi.waitFor(() => expect(JSON.stringify(takeFlightCapture([]).entries)).toContain('AddNode'));
    stop();
  }
  return secrets;
}

describe('the flight recording of a whole install', { timeout: 20_000 }, () => {
  it('records the calls, the stream and the steps, and none of the install\'s secrets leave the phone', async () => {
    const secrets = await recordAnInstall();
    const capture = takeFlightCapture([storedToken.read() ?? '']);
    const text = JSON.stringify(capture);
    // What QA needs is there.
    for (const expected of ['"call":"devices.update"', '"givenName":"[Typed: 22 characters]"', '"call":"units.get"', '"call":"workTickets.submit"', '"call":"yale.saveMasterCode"', '"kind":"stream"', '"event":"opened"', '"/communities"', '[Typed: 53 characters]'])
      expect(text.includes(expected), expected).toBe(true);
    expect(text).not.toContain('token=');
    // The install's secrets are many (residents, codes, the installer), and none is in the capture.
    expect(secrets.size).toBeGreaterThan(8);
    // A short name is searched as a whole value: 'Diego' the resident is not 'San Diego' the city.
    const leaked = [...secrets].filter((secret) => (secret.length >= 6 ? text.includes(secret) : text.includes(JSON.stringify(secret))));
    expect(leaked).toEqual([]);
  });

  it('is cleared at sign-out, and kept through a 401', async () => {
    await recordAnInstall();
    clearStored('expired');
    expect(takeFlightCapture([]).entries.length).toBeGreaterThan(5);
    clearStored('signOut');
    expect(takeFlightCapture([]).entries).toEqual([]);
    recordFlight(() => ({ kind: 'route', path: '/after-sign-out' }));
    expect(takeFlightCapture([]).entries).toEqual([]);
  });
});
