import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { setUnauthorizedHandler } from './api/client';
import { RuntimeContext } from './config/RuntimeContext';
import type { RuntimeExtras } from './config/runtime';
import { createQueryClient } from './lib/queryClient';
import { createAppRouter } from './router';
import { useSession } from './session/sessionStore';
import { ErrorBoundary } from './ui/ErrorBoundary';
import { RuntimeNotice } from './ui/RuntimeNotice';
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
  return { queryClient, router };
}

export function App({ extras }: { extras: RuntimeExtras }) {
  const [{ queryClient, router }] = useState(createApp);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <ErrorBoundary>
        <RuntimeContext value={extras}>
          <QueryClientProvider client={queryClient}>
            <RuntimeNotice />
            <RouterProvider router={router} />
          </QueryClientProvider>
        </RuntimeContext>
      </ErrorBoundary>
    </ThemeProvider>
  );
}
