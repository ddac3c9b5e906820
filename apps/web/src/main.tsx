import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { flushErrorLogQueue } from './api/error-log.ts';
import { AppProviders } from './app/AppProviders.tsx';
import { createAppRouter } from './app/router.tsx';
import { bindSessionToHttp } from './features/session/http-binding.ts';

bindSessionToHttp();
// Logs that could not be sent earlier go out now, and whenever the network comes back.
void flushErrorLogQueue();
window.addEventListener('online', () => void flushErrorLogQueue());

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
