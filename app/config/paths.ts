/** Route patterns (react-router) and builders; screens navigate only through these. */
export const routePatterns = {
  login: '/login',
  communities: '/',
  community: '/community/:communityId',
  unit: '/community/:communityId/unit/:addressId',
  unitV2: '/community/:communityId/unit_v2/:addressId',
  device: '/community/:communityId/unit/:addressId/device/:deviceId',
  deviceV2: '/community/:communityId/unit_v2/:addressId/device/:deviceId',
} as const;

export type UnitRouteStyle = 'unit' | 'unit_v2';

export const paths = {
  login: () => '/login',
  communities: () => '/',
  community: (communityId: string) => `/community/${encodeURIComponent(communityId)}`,
  unit: (communityId: string, addressId: number | string, style: UnitRouteStyle = 'unit') =>
    `/community/${encodeURIComponent(communityId)}/${style}/${encodeURIComponent(String(addressId))}`,
  device: (communityId: string, addressId: number | string, deviceId: string, style: UnitRouteStyle = 'unit') =>
    `${paths.unit(communityId, addressId, style)}/device/${encodeURIComponent(deviceId)}`,
};
