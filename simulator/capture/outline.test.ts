// @vitest-environment node
/** A replay is compared to its capture by this outline: order where the app decides it, counts where the clock does. */
import { describe, expect, it } from 'vitest';
import type { CaptureEntry } from './captureFile';
import { outlineCapture } from './outline';

const HUB = 'HB2-1000104';
const call = (name: string, method: string, status: number | null, at: number): CaptureEntry => ({ kind: 'call', at, call: name, method, path: `/${name}`, status, outcome: status === null ? 'network' : status < 400 ? 'ok' : 'http', ms: 5 });

describe('outlineCapture', () => {
  const entries: CaptureEntry[] = [
    { kind: 'route', at: 0, path: '/community/c/unit/1004?tab=devices' },
    { kind: 'route', at: 1, path: '/community/c/unit/1004' },
    call('hubs.status', 'GET', 200, 2),
    { kind: 'action', at: 3, action: 'Start' },
    { kind: 'typed', at: 3, field: 'Closing Notes', length: 12 },
    { kind: 'stage', at: 3, flow: 'pairing', stage: 'inclusion-prep' },
    { kind: 'stage', at: 3, flow: 'pairing', stage: 'inclusion-prep' },
    call('hubs.inclusion', 'POST', 200, 4),
    { kind: 'stream', at: 5, event: 'message', hub: HUB, url: 'wss://x', data: { state: 'AddNode', status: 'Started' } },
    { kind: 'stream', at: 6, event: 'closed', hub: HUB, url: 'wss://x', code: 1006 },
    call('hubs.status', 'GET', 200, 7),
    call('devices.listByHub', 'GET', null, 8),
    { kind: 'shown', at: 9, text: 'Connection to AWS was unexpectedly closed.' },
    { kind: 'shown', at: 9, text: 'Connection to AWS was unexpectedly closed.' },
    call('devices.command', 'POST', 500, 10),
  ];

  it('keeps the order of routes, stages, messages, presses, stream and calls that are not polls; counts polls by call and status', () => {
    expect(outlineCapture({ entries })).toEqual({
      stages: ['pairing: inclusion-prep'],
      routes: ['/community/c/unit/1004'],
      shown: ['Connection to AWS was unexpectedly closed.'],
      actions: ['Start'],
      typed: ['Closing Notes (12)'],
      stream: [`${HUB} message {"state":"AddNode","status":"Started"}`, `${HUB} closed 1006`],
      calls: ['hubs.inclusion 200', 'devices.command 500'],
      polls: { 'devices.listByHub 0': 1, 'hubs.status 200': 2 },
    });
  });

  it('tells runs apart that differ only in how often a screen polled', () => {
    expect(outlineCapture({ entries: [...entries, call('hubs.status', 'GET', 200, 11)] })).not.toEqual(outlineCapture({ entries }));
  });
});
