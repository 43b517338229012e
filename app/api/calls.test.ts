import { describe, expect, it } from 'vitest';
import { callNames, calls, fillPath, identifyCall, pathParamsOf } from './calls';

describe('call table', () => {
  it('fills and encodes path parameters', () => {
    expect(fillPath('hubs.reboot', { hubSerial: 'HUB 1/2' })).toBe('/v4/hub/HUB%201%2F2/reboot/');
    expect(fillPath('nest.provision', { gatewayId: 'g1', serial: 'S9' })).toBe('/v3/nest/device/g1/S9/');
  });

  it.each([
    ['hubs.reboot', '/v4/hub/HUB%201%2F2/reboot/', { hubSerial: 'HUB 1/2' }],
    ['nest.provision', '/v3/nest/device/g1/S9/?x=1', { gatewayId: 'g1', serial: 'S9' }],
    ['units.get', '/v4/installer/address/?addressId=4', {}],
    ['hubs.reboot', '/v4/hub/H1/restart/', null],
  ] as const)('reads the path parameters of %s from %s', (name, path, expected) => {
    expect(pathParamsOf(name, path)).toEqual(expected);
  });

  it('refuses a missing parameter', () => {
    expect(() => fillPath('hubs.reboot', { hubSerial: '' })).toThrow(/hubSerial/);
  });

  it.each([
    ['GET', '/v4/installer/community/', 'limit=5000', 'communities.list'],
    ['GET', '/v4/installer/community/', 'communityId=c1', 'communities.get'],
    ['GET', '/v4/installer/address/', 'communityId=c1', 'units.list'],
    ['GET', '/v4/installer/address/', 'addressId=4', 'units.get'],
    ['GET', '/v4/installer/unit-configurations/', 'communityId=c&addressId=4', 'units.configuration'],
    ['POST', '/v4/hub/H1/restart/', '', 'hubs.restart'],
    ['DELETE', '/v3/nest/device/g1/123/', '', 'nest.remove'],
    ['DELETE', '/v3/nest/device/uid-9/', '', 'nest.removeLegacy'],
    ['POST', '/v4/installer/yale_lock/master_code/', 'addressId=4', 'yale.saveMasterCode'],
    ['GET', '/v4/installer/community/', '', undefined],
    ['PATCH', '/v4/hub/H1/restart/', '', undefined],
  ])('%s %s?%s is %s', (method, path, query, expected) => {
    expect(identifyCall(method, path, new URLSearchParams(query))).toBe(expected);
  });

  it('identifies every call from its own filled path and query', () => {
    for (const name of callNames) {
      const spec = calls[name];
      const path = spec.path.replace(/:([A-Za-z]+)/g, 'x1');
      const query = new URLSearchParams(('query' in spec ? spec.query : []).map((key) => [key, '1']));
      expect(identifyCall(spec.method, path, query), name).toBe(name);
    }
  });
});
