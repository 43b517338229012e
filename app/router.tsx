import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { routePatterns } from './config/paths';
import { CommunitiesPage } from './features/communities/CommunitiesPage';
import { DevicePage } from './features/device/DevicePage';
import { SignInPage } from './features/sign-in/SignInPage';
import { UnitPage } from './features/unit-detail/UnitPage';
import { UnitListPage } from './features/units/UnitListPage';
import { RequireNoSession, RequireSession } from './session/guards';
import { ProtectedLayout } from './ui/ProtectedLayout';
import { RouteErrorPage } from './ui/RouteErrorPage';

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
              { path: routePatterns.unit, element: <UnitPage style="unit" /> },
              { path: routePatterns.unitV2, element: <UnitPage style="unit_v2" /> },
              { path: routePatterns.device, element: <DevicePage style="unit" /> },
              { path: routePatterns.deviceV2, element: <DevicePage style="unit_v2" /> },
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
