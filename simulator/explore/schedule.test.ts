import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../engine/seededRandom';
import { z } from 'zod';
import { hubBehaviours } from '../faults/hubBehaviours';
import { faultSchemaFor } from '../faults/schema';
import { describeFault, drawFaults, type ExploreFault, type FaultMenu } from './schedule';

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

/** What seed 1 of the pairing menu drew before the opt-in kinds existed (seeds 1-300 all drew the same, checked once against the older code). */
const PAIRING_SEED_1 = ['stream refuse #2'];
