import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { OpenFeatureProvider } from '@openfeature/react-sdk';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { setUnauthorizedHandler } from './api/client';
import { RuntimeContext } from './config/RuntimeContext';
import type { RuntimeExtras } from './config/runtime';
import { setFlagUser } from './flags/flagClient';
import { createQueryClient } from './data/queryClient';
import { createAppRouter } from './router';
import { useSession } from './data/sessionStore';
import { ErrorBoundary } from './ui/ErrorBoundary';
import { RuntimeNotice } from './ui/RuntimeNotice';
import { StorageNotice } from './ui/StorageNotice';
import { theme } from './ui/theme';

function createApp() {
  const queryClient = createQueryClient();
  const router = createAppRouter();
  // Any 401 ends the session; the session guard then leads to /login.
  setUnauthorizedHandler(() => {
    useSession.getState().expire();
    queryClient.cancelQueries();
    queryClient.clear();
  });
  // Flags are evaluated for the signed-in user's e-mail, or 'anonymous'.
  setFlagUser(useSession.getState().user?.email);
  useSession.subscribe((state, previous) => {
    if (state.user?.email !== previous.user?.email) setFlagUser(state.user?.email);
  });
  return { queryClient, router };
}

export function App({ extras }: { extras: RuntimeExtras }) {
  const [{ queryClient, router }] = useState(createApp);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <ErrorBoundary>
        <RuntimeContext value={extras}>
          <OpenFeatureProvider>
            <QueryClientProvider client={queryClient}>
              <RuntimeNotice />
              <StorageNotice />
              <RouterProvider router={router} />
            </QueryClientProvider>
          </OpenFeatureProvider>
        </RuntimeContext>
      </ErrorBoundary>
    </ThemeProvider>
  );
}
