import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { AppProviders } from '../app/AppProviders.tsx';
import { appRoutes } from '../app/router.tsx';
import { bindSessionToHttp } from '../features/session/http-binding.ts';

/** Renders the whole app (guard, lazy screens, dialogs, toasts) at `path`. */
export function renderApp(path: string) {
  bindSessionToHttp();
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const view = render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router };
}
