import { createBrowserRouter, Navigate, useParams, type RouteObject } from 'react-router-dom';
import { paths, routePatterns } from './config/paths';
import { CommunitiesPage } from './features/communities/CommunitiesPage';
import { SignInPage } from './features/sign-in/SignInPage';
import { UnitListPage } from './features/units/UnitListPage';
import { RequireNoSession, RequireSession } from './SessionGuards';
import { screenCode } from './lib/screenCode';
import { LazyScreen } from './ui/LazyScreen';
import { ProtectedLayout } from './ui/ProtectedLayout';
import { RouteErrorPage } from './ui/RouteErrorPage';
import type { UnitRouteStyle } from './config/paths';

// The unit and device screens carry most of the code (tabs, hub progress, finish flow): they load
// on first use so the sign-in and list screens reach a phone sooner. Not through the route's
// `lazy`, which keeps a failed load for good (app/lib/screenCode.ts).
const unitScreenCode = screenCode(() => import('./screens/unit/UnitScreen'));
const deviceScreenCode = screenCode(() => import('./screens/device/DeviceScreen'));

function UnitRoute({ style }: { style: UnitRouteStyle }) {
  const { communityId = '' } = useParams();
  return <LazyScreen code={unitScreenCode} backTo={paths.community(communityId)} render={({ UnitScreen }) => <UnitScreen style={style} />} />;
}

function DeviceRoute({ style }: { style: UnitRouteStyle }) {
  const { communityId = '', addressId = '' } = useParams();
  return (
    <LazyScreen code={deviceScreenCode} backTo={paths.unit(communityId, addressId, style)} render={({ DeviceScreen }) => <DeviceScreen style={style} />} />
  );
}

export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorPage />,
    children: [
      { element: <RequireNoSession />, children: [{ path: routePatterns.login, element: <SignInPage /> }] },
      {
        element: <RequireSession />,
        children: [
          {
            element: <ProtectedLayout />,
            children: [
              { path: routePatterns.communities, element: <CommunitiesPage /> },
              { path: routePatterns.community, element: <UnitListPage /> },
              { path: routePatterns.unit, element: <UnitRoute style="unit" /> },
              { path: routePatterns.unitV2, element: <UnitRoute style="unit_v2" /> },
              { path: routePatterns.device, element: <DeviceRoute style="unit" /> },
              { path: routePatterns.deviceV2, element: <DeviceRoute style="unit_v2" /> },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to={routePatterns.communities} replace /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
