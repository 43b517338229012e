import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { startErrorReporting } from './data/errorReporting';
import { noExtras, type RuntimeExtras } from './config/runtime';
import { unregisterStaleWorkers } from './lib/serviceWorkers';
import './ui/plain.css';

async function boot() {
  let extras: RuntimeExtras = noExtras;
  // Written out here, not imported: Vite folds import.meta.env only where it appears, so a
  // production build drops this branch and never emits the simulator chunk.
  if (import.meta.env.DEV || import.meta.env.VITE_SIMULATOR === '1') {
    try {
      const { startSimulator } = await import('../simulator/browser');
      extras = await startSimulator();
    } catch (error) {
      extras = { ...noExtras, notice: `The simulator could not start: ${String(error)}` };
    }
  }
  // After the simulator, whose worker must be running when the SDK sends its first envelope.
  startErrorReporting();
  await unregisterStaleWorkers(extras.keepServiceWorker).catch((error: unknown) => console.warn('Could not unregister service workers', error));
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  createRoot(container).render(
    <StrictMode>
      <App extras={extras} />
    </StrictMode>,
  );
}

void boot();
