import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '../../app/router.tsx';
import { cashierSummaries, ownerToken } from '../../test/fixtures.ts';
import { mockApi } from '../../test/mock-api.ts';
import { renderApp } from '../../test/render-app.tsx';
import { validateLoginForm } from './login-form.ts';
import { useSessionStore } from './session-store.ts';

const publicMocks = {
  'GET /api/outletSetting/global/GLOBAL_MAINTENANCE_CASHIER': { body: { data: null } },
  'POST /api/errorlogs/insert': { body: { data: null } },
};

describe('login form validation', () => {
  it('requires both fields, by the shared contract', () => {
    expect(validateLoginForm({ username: '', password: '' })).toEqual({
      username: 'login.usernameRequired',
      password: 'login.passwordRequired',
    });
    expect(validateLoginForm({ username: '   ', password: 'x' })).toEqual({ username: 'login.usernameRequired' });
    expect(validateLoginForm({ username: 'owner@demo.pos', password: 'demo1234' })).toEqual({});
  });
});

describe('LoginScreen', () => {
  it('shows the field errors and sends nothing when the form is empty', async () => {
    const user = userEvent.setup();
    const api = mockApi(publicMocks);
    renderApp(paths.login);
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/user/login')).toHaveLength(0);
  });

  it('signs the owner in and moves on to the cashier choice', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      ...publicMocks,
      'POST /api/user/login': { body: { data: { Token: ownerToken } } },
      'GET /api/user/cashiers/1': { body: { data: cashierSummaries } },
    });
    const { router } = renderApp(paths.login);
    const username = await screen.findByLabelText('Username');
    expect(username).toHaveAttribute('name', 'username');
    expect(screen.getByLabelText('Password')).toHaveAttribute('name', 'password');
    await user.type(username, 'owner@demo.pos');
    await user.type(screen.getByLabelText('Password'), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(paths.selectCashier));
    const [login] = api.callsTo('POST', '/api/user/login');
    expect(login?.body).toEqual({ Username: 'owner@demo.pos', Password: 'demo1234' });
    expect(login?.headers.Authorization).toBeUndefined();
    expect(useSessionStore.getState()).toMatchObject({ ownerToken, ownerId: 1 });
    expect(await screen.findByRole('button', { name: /Budi/ })).toBeInTheDocument();
  });

  it('shows the server message when the login is refused', async () => {
    const user = userEvent.setup();
    mockApi({
      ...publicMocks,
      'POST /api/user/login': { status: 401, body: { message: 'Wrong username or password', errorCode: 1, code: 'WRONG_CREDENTIALS', data: [] } },
    });
    renderApp(paths.login);
    await user.type(await screen.findByLabelText('Username'), 'owner@demo.pos');
    await user.type(screen.getByLabelText('Password'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Wrong username or password')).toBeInTheDocument();
    expect(useSessionStore.getState().ownerToken).toBeNull();
  });

  it('shows the maintenance screen on every route while maintenance is on', async () => {
    mockApi({ 'GET /api/outletSetting/global/GLOBAL_MAINTENANCE_CASHIER': { body: { data: { Code: 'GLOBAL_MAINTENANCE_CASHIER', Value: '1', OutletId: null } } } });
    const { router } = renderApp(paths.login);
    expect(await screen.findByText('Under maintenance')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.maintenance);
  });
});
