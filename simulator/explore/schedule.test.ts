import { describe, expect, it } from 'vitest';
import { syncStatuses } from '../../app/api/schemas/doorCodes';
import { createSeededRandom } from '../engine/seededRandom';
import { describeFault, drawFaults, type ExploreFault, type FaultMenu } from './schedule';
import { z } from 'zod';
import { hubBehaviours } from '../faults/hubBehaviours';
import { faultSchema, faultSchemaFor } from '../faults/schema';

const LOCK = 'dev-1004-lock';
const draws = (menu: FaultMenu, seeds: number) => Array.from({ length: seeds }, (_, seed) => drawFaults(menu, createSeededRandom(seed + 1).fork('faults'))).flat();

describe("the explorer's door-code faults (issue 38)", () => {
  const menu: FaultMenu = { calls: ['doorCodes.resendPins', 'doorCodes.syncsForDevice'], doorCodeLock: LOCK };

  it('draws each of the door-code service\'s ten statuses for the lock, at a time a 300-s sync reaches, as a fault the simulator takes', () => {
    const doorCode = draws(menu, 200).filter((fault): fault is Extract<ExploreFault, { kind: 'doorCode' }> => fault.kind === 'doorCode');
    expect(new Set(doorCode.map((fault) => fault.status))).toEqual(new Set(syncStatuses));
    for (const fault of doorCode) {
      expect(fault.deviceUid).toBe(LOCK);
      expect(fault.afterMs).toBeLessThanOrEqual(280_000);
      expect(faultSchema.safeParse(fault).success).toBe(true);
    }
  });

  it('leaves a menu without a lock to the call and stream faults it drew before', () => {
    expect(draws({ calls: ['hubs.inclusion', 'devices.update'], streamSerial: 'HB2-1001204' }, 200).some((fault) => fault.kind === 'doorCode')).toBe(false);
  });

  it('names a door-code fault by its status, time and window', () => {
    expect(describeFault({ kind: 'doorCode', status: 'lock_offline', deviceUid: LOCK, afterMs: 40_000, nth: 2, times: 2 })).toBe('doorCode lock_offline +40s #2x2');
  });
});

const pairingMenu: FaultMenu = { calls: ['hubs.inclusion', 'hubs.inclusion', 'devices.update', 'devices.update', 'devices.listByHub'], streamSerial: 'HB2-1001204' };
const deviceMenu: FaultMenu = { ...pairingMenu, corrupt: true, hangs: ['devices.command'], hub: ['device.deadNode', 'device.slowLock'] };
const seeds = Array.from({ length: 200 }, (_, index) => index + 1);
const drawn = (menu: FaultMenu) => seeds.flatMap((seed) => drawFaults(menu, createSeededRandom(seed).fork('faults')));

describe("the explorer's fault drawing (issue 38)", () => {
  it("draws a menu's opt-in kinds (corrupt bodies, resets, hangs, a dead node, a slow lock), each a fault a scenario file accepts", () => {
    const faults = drawn(deviceMenu);
    const kinds = new Set(faults.map((fault) => describeFault(fault).split(' ')[1]));
    for (const kind of ['malformed', 'truncated', 'network-reset', 'network-hang', 'device.deadNode', 'device.slowLock']) expect(kinds).toContain(kind);
    expect(z.array(faultSchemaFor(hubBehaviours)).safeParse(faults.map((fault, index) => ({ ...fault, id: `f-${index}` }))).error?.issues ?? []).toEqual([]);
  });

  it('hangs only the calls the menu lets hang: a hung save would keep its button busy for good', () => {
    const hung = drawn(deviceMenu).filter((fault): fault is Extract<ExploreFault, { kind: 'network' }> => fault.kind === 'network' && fault.failure === 'hang');
    expect(new Set(hung.map((fault) => fault.call))).toEqual(new Set(['devices.command']));
  });

  it('draws for a menu without them what it always drew: found seeds of the older flows still replay', () => {
    const faults = drawn(pairingMenu);
    expect(faults.some((fault) => fault.kind === 'hub' || (fault.kind === 'http' && fault.corrupt) || (fault.kind === 'network' && fault.failure !== 'error'))).toBe(false);
    expect(drawFaults(pairingMenu, createSeededRandom(1).fork('faults')).map(describeFault)).toEqual(PAIRING_SEED_1);
  });
});

describe("the explorer's hub going offline at a stage (issue 38)", () => {
  const offlineMenu: FaultMenu = { ...pairingMenu, offlineAt: [{ state: 'AddNode', status: 'Done' }] };
  const offline = (menu: FaultMenu) => drawn(menu).filter((fault): fault is Extract<ExploreFault, { action: 'offline' }> => fault.kind === 'stream' && fault.action === 'offline');

  it("draws for a menu's stage the hub going offline the first time the flow reaches it, back within a minute, as a fault a scenario file takes", () => {
    const faults = offline(offlineMenu);
    expect(faults.length).toBeGreaterThan(20);
    for (const fault of faults) {
      expect(fault).toMatchObject({ onMessage: { state: 'AddNode', status: 'Done' }, serial: 'HB2-1001204', nth: 1, times: 1 });
      expect(fault.forMs).toBeGreaterThan(0);
      expect(fault.forMs).toBeLessThanOrEqual(60_000);
      expect(fault.afterMs).toBeLessThanOrEqual(20_000);
      expect(faultSchema.safeParse(fault).success).toBe(true);
    }
    expect(new Set(faults.map((fault) => fault.afterMs)).size).toBeGreaterThan(5);
  });

  it('leaves a menu without stages to what it drew before', () => {
    expect(offline(pairingMenu)).toEqual([]);
  });

  it('names it by how long, the message and how long after it', () => {
    expect(describeFault({ kind: 'stream', action: 'offline', onMessage: { state: 'AddNode', status: 'Done' }, afterMs: 5_000, forMs: 30_000, serial: 'HB2-1001204', nth: 1, times: 1 })).toBe('stream offline 30s at AddNode Done +5s #1');
  });
});

/** What seed 1 of the pairing menu drew before the opt-in kinds existed (seeds 1-300 all drew the same, checked once against the older code). */
const PAIRING_SEED_1 = ['stream refuse #2'];
