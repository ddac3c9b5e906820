import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { flushErrorLogQueue } from './api/error-log.ts';
import { queryClient } from './api/query-client.ts';
import { onReachabilityChange } from './api/reachability.ts';
import { AppProviders } from './app/AppProviders.tsx';
import { registerServiceWorker } from './app/register-service-worker.ts';
import { createAppRouter } from './app/router.tsx';
import { bindSessionToHttp } from './features/session/http-binding.ts';
import { initI18n } from './i18n/i18n.ts';

bindSessionToHttp();
// Logs that could not be sent earlier go out now, and whenever the network comes back.
void flushErrorLogQueue();
window.addEventListener('online', () => void flushErrorLogQueue());

// Only the chosen language's catalogue is fetched (docs/adr/0028); the first render waits for it.
await initI18n();

const router = createAppRouter();
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);

// After the first render, so caching the shell never delays the first screen (production builds only).
registerServiceWorker();
// Realtime events were missed while the server was unreachable: what is on screen is asked again.
onReachabilityChange((isReachable) => {
  if (isReachable) void queryClient.invalidateQueries();
});
