/**
 * Everything after sign-in, loaded as one chunk once a session exists (issue 17): MUI and its
 * theme, TanStack Query, the flag SDK and the loaders of the screens (the lists' code is their own
 * chunk, decision 0529). The sign-in page stays out of it, so a phone on a weak signal renders it from far
 * fewer bytes.
 */
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { OpenFeatureProvider } from '@openfeature/react-sdk';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import { onUnauthorized } from '../../api/client';
import { env } from '../../config/env';
import { paths, routePatterns, type UnitRouteStyle } from '../../config/paths';
import { reportFailure, startErrorReporting } from '../../data/errorReporting';
import { whenFirstAnswered } from '../../data/firstAnswers';
import { prefetchUnitScreen } from '../../data/prefetch';
import { createQueryClient } from '../../data/queryClient';
export { runTimersOn } from '../../data/queryClient';
import { useSession } from '../../data/sessionStore';
import { afterNextPaint } from '../../lib/afterNextPaint';
import { ANONYMOUS, parseFlagValues, setFlagUser, startFlagClient } from '../../flags/flagClient';
import type { FlagValues } from '../../flags/flagNames';
import { Column } from '../../ui/Column';
import { LazyScreen } from '../../ui/LazyScreen';
import { SideDrawer } from '../../ui/SideDrawer';
import { theme } from '../../ui/theme';
import { communitiesScreenCode, preloadListScreens, unitListScreenCode } from '../lists/listScreenCodes';
import { deviceScreenCode, unitScreenAddressOf, unitScreenCode } from '../screenCodes';

/**
 * The client the entry point started the opened screen's first queries on (prefetchDataOf); the
 * first signed-in mount takes it, later mounts (after a new sign-in) make their own.
 */
let startedClient: QueryClient | undefined;

/** Starts the first queries of the screen the page opened on, once the timers are in place (runTimersOn). */
export function prefetchDataOf(pathname: string): void {
  const addressId = unitScreenAddressOf(pathname);
  if (addressId === null) return;
  startedClient = createQueryClient();
  prefetchUnitScreen(startedClient, addressId);
}

function CommunitiesRoute() {
  return <LazyScreen code={communitiesScreenCode} render={({ CommunitiesPage }) => <CommunitiesPage />} />;
}

function UnitListRoute() {
  return <LazyScreen code={unitListScreenCode} backTo={paths.communities()} render={({ UnitListPage }) => <UnitListPage />} />;
}

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

// Flags are evaluated for the signed-in user's e-mail, or 'anonymous' (spec 01 §6).
useSession.subscribe((state, previous) => {
  if (state.user?.email !== previous.user?.email) setFlagUser(state.user?.email);
});

/**
 * Starts the flag SDK before the first signed-in screen renders, so it already sees the flags: the
 * runtime's (Vitest's simulator hands them over in-process), else the build's flag service (keyed
 * by the installer's e-mail; it waits for the service only briefly, decision 0294), else the
 * deployment's constants (VITE_FEATURE_FLAGS).
 */
export async function startFlags(values: FlagValues | undefined): Promise<void> {
  const email = useSession.getState().user?.email;
  // Written out here, not read through config/env: Vite folds import.meta.env only where it
  // appears, so a build without a flag service has no OFREP provider in it.
  if (!values && import.meta.env.VITE_FLAG_SERVICE_URL) {
    const { startRemoteFlags } = await import('../../flags/remoteFlags');
    await startRemoteFlags({ baseUrl: env.flagServiceUrl, targetingKey: email || ANONYMOUS, onFailure: (error) => reportFailure(error, { what: 'flag service' }) });
    return;
  }
  await startFlagClient(values ?? parseFlagValues(env.featureFlags));
  setFlagUser(email);
}

/** The signed-in screens, with the providers only they use. Mounted while a session exists. */
export function SignedInApp() {
  const [queryClient] = useState(() => startedClient ?? createQueryClient());
  useEffect(() => {
    startedClient = undefined;
  }, []);
  // The SDK's download and start (and its hidden iframes where the page's fetch is wrapped) come
  // after the first screen has drawn its answers; a failure before that loads it at once (decision 0520).
  // So does the lists' code (decision 0529), except on a unit screen: its first answers come before
  // it has drawn its largest paint, so it fetches that code itself, later (unitPartsCode).
  useEffect(
    () =>
      whenFirstAnswered(queryClient, () =>
        afterNextPaint(() => {
          startErrorReporting();
          if (unitScreenAddressOf(window.location.pathname) === null) preloadListScreens();
        }),
      ),
    [queryClient],
  );
  // A 401 ends the session (the entry's listener); what was fetched for it goes with it at once.
  useEffect(
    () =>
      onUnauthorized(() => {
        void queryClient.cancelQueries();
        queryClient.clear();
      }),
    [queryClient],
  );
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <OpenFeatureProvider>
        <QueryClientProvider client={queryClient}>
          <Column>
            <Routes>
              <Route path={routePatterns.communities} element={<CommunitiesRoute />} />
              <Route path={routePatterns.community} element={<UnitListRoute />} />
              <Route path={routePatterns.unit} element={<UnitRoute style="unit" />} />
              <Route path={routePatterns.unitV2} element={<UnitRoute style="unit_v2" />} />
              <Route path={routePatterns.device} element={<DeviceRoute style="unit" />} />
              <Route path={routePatterns.deviceV2} element={<DeviceRoute style="unit_v2" />} />
              <Route path="*" element={<Navigate to={paths.communities()} replace />} />
            </Routes>
            <SideDrawer />
          </Column>
        </QueryClientProvider>
      </OpenFeatureProvider>
    </ThemeProvider>
  );
}
