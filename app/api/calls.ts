/**
 * Every call the specification names, once: method, path template and the query keys that
 * tell apart calls sharing a path. The app builds URLs from this table and the simulator
 * registers its handlers from it, so neither can drift from the other.
 * Paths the specification does not show are our choice; decision 0039 lists them.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface CallSpec {
  readonly method: HttpMethod;
  /** Path below the API base URL; `:name` marks a path parameter. */
  readonly path: string;
  /** Query keys that must be present for a request to be this call. */
  readonly query?: readonly string[];
}

export const calls = {
  'auth.login': { method: 'POST', path: '/v4/installer/login/' },
  'auth.logout': { method: 'POST', path: '/v4/installer/logout/' },

  'communities.list': { method: 'GET', path: '/v4/installer/community/', query: ['limit'] },
  'communities.get': { method: 'GET', path: '/v4/installer/community/', query: ['communityId'] },

  'units.list': { method: 'GET', path: '/v4/installer/address/', query: ['communityId'] },
  'units.get': { method: 'GET', path: '/v4/installer/address/', query: ['addressId'] },
  'units.configuration': { method: 'GET', path: '/v4/installer/unit-configurations/', query: ['communityId', 'addressId'] },

  'workTickets.get': { method: 'GET', path: '/v4/installer/workticket/', query: ['addressId'] },
  'workTickets.submit': { method: 'POST', path: '/v4/installer/workticket/:addressId/submit/' },

  'permissions.create': { method: 'POST', path: '/v4/permission/create/' },
  'permissions.transfer': { method: 'POST', path: '/v4/permission/transfer/' },

  'hubs.associate': { method: 'POST', path: '/v4/address/associate/' },
  'hubs.disassociate': { method: 'POST', path: '/v4/address/disassociate/' },
  'hubs.status': { method: 'GET', path: '/v4/hub/:hubSerial/status/' },
  'hubs.updateStatus': { method: 'GET', path: '/v4/hub/:hubSerial/softwareupdate/status/' },
  'hubs.reboot': { method: 'POST', path: '/v4/hub/:hubSerial/reboot/' },
  'hubs.restart': { method: 'POST', path: '/v4/hub/:hubSerial/restart/' },
  'hubs.resetNetwork': { method: 'POST', path: '/v4/hub/:hubSerial/resetnetwork/' },
  // Not in the spec's call table: 'Repair Z-wave network' needs a non-destructive call (decision 0124).
  'hubs.repairNetwork': { method: 'POST', path: '/v4/hub/:hubSerial/repairnetwork/' },
  'hubs.failDevice': { method: 'POST', path: '/v4/hub/:hubSerial/faildevice/' },
  'hubs.inclusion': { method: 'POST', path: '/v4/hub/:hubSerial/inclusion/' },
  'hubs.exclusion': { method: 'POST', path: '/v4/hub/:hubSerial/exclusion/' },

  'stream.token': { method: 'GET', path: '/v4/auth/twilio/token/' },
  'stream.get': { method: 'GET', path: '/v4/integrations/twilio/stream/', query: ['gatewayId'] },
  'stream.create': { method: 'POST', path: '/v4/integrations/twilio/stream/' },

  'devices.listByHub': { method: 'GET', path: '/v4/sensor/hub/:hubSerial/' },
  'devices.update': { method: 'PUT', path: '/v3/device/:deviceUid/' },
  'devices.remove': { method: 'DELETE', path: '/v3/device/:deviceUid/' },
  'devices.command': { method: 'POST', path: '/v3/device/:deviceId/command/' },
  'devices.refreshStatus': { method: 'POST', path: '/v4/device/:deviceId/refreshstatus/' },
  'devices.setNotifications': { method: 'POST', path: '/v4/device/:deviceId/setnotifications/' },

  'nest.addLegacy': { method: 'POST', path: '/v3/nest/device/' },
  'nest.provision': { method: 'PUT', path: '/v3/nest/device/:gatewayId/:serial/' },
  'nest.remove': { method: 'DELETE', path: '/v3/nest/device/:gatewayId/:localId/' },
  'nest.removeLegacy': { method: 'DELETE', path: '/v3/nest/device/:deviceUid/' },

  'yale.getMasterCodes': { method: 'GET', path: '/v4/installer/yale_lock/master_code/', query: ['addressId'] },
  'yale.saveMasterCode': { method: 'POST', path: '/v4/installer/yale_lock/master_code/', query: ['addressId'] },

  'doorCodes.resendPins': { method: 'POST', path: '/access/lock_access_code/:gatewayId/resend/' },
  'doorCodes.syncsForDevice': { method: 'GET', path: '/door-code/v1/sync/device/:deviceId' },
  'doorCodes.syncsForAddress': { method: 'GET', path: '/door-code/v1/sync/address/:addressId' },
  'doorCodes.deviceSyncData': { method: 'GET', path: '/door-code/v1/device/:deviceId/' },

  'ring.create': { method: 'POST', path: '/v4/ring/device/' },
  'ring.update': { method: 'PUT', path: '/v4/ring/device/:deviceUid/' },
} as const satisfies Record<string, CallSpec>;

export type CallName = keyof typeof calls;
export const callNames = Object.keys(calls) as CallName[];

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export type CallParams<N extends CallName> = { [K in ParamNames<(typeof calls)[N]['path']>]: string | number };

/** Fills a call's path template; every value is URI-encoded so an id can never change the path. */
export function fillPath<N extends CallName>(name: N, params: CallParams<N>): string {
  return calls[name].path.replace(/:([A-Za-z]+)/g, (_, key: string) => {
    const value = (params as Record<string, string | number | undefined>)[key];
    if (value === undefined || value === '') throw new Error(`Call ${name} needs the path parameter ${key}`);
    return encodeURIComponent(String(value));
  });
}

function pathPattern(path: string, flags = ''): RegExp {
  const source = path
    .split(/(:[A-Za-z]+)/)
    .map((part) => (part.startsWith(':') ? '([^/]+)' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`, flags);
}

/**
 * Reads a path template's parameters (decoded) from paths: null for a path that is not the
 * template's. `anyCase`: its fixed parts match in any case, as MSW matched them.
 */
export function templateParams(template: string, { anyCase = false } = {}): (path: string) => Record<string, string> | null {
  const names = [...template.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1] as string);
  const pattern = pathPattern(template, anyCase ? 'i' : '');
  return (path) => {
    const values = pattern.exec(path);
    return values ? Object.fromEntries(names.map((key, index) => [key, decodeURIComponent(values[index + 1] ?? '')])) : null;
  };
}

/** The path parameters of `path` (below the base URL, query left off) as call `name` names them; null when it is not that call's path. */
export function pathParamsOf(name: CallName, path: string): Record<string, string> | null {
  return templateParams(calls[name].path)(path.split(/[?#]/)[0] ?? path);
}

const matchers = callNames.map((name) => ({ name, spec: calls[name] as CallSpec, pattern: pathPattern(calls[name].path) }));

/**
 * Which call a request is, from its method, path (below the base URL) and query.
 * When several calls share a path, the one whose query keys are all present and most numerous wins.
 */
export function identifyCall(method: string, path: string, query: URLSearchParams): CallName | undefined {
  let best: { name: CallName; weight: number } | undefined;
  for (const { name, spec, pattern } of matchers) {
    if (spec.method !== method.toUpperCase() || !pattern.test(path)) continue;
    const keys = spec.query ?? [];
    if (!keys.every((key) => query.has(key))) continue;
    if (!best || keys.length > best.weight) best = { name, weight: keys.length };
  }
  return best?.name;
}
