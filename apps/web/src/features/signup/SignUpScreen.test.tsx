import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OWNER_PASSWORD_MIN_LENGTH } from '@kasir/domain';
import { ApiError } from '../../api/http-client.ts';
import { paths } from '../../app/router.tsx';
import { fakeToken, mockApi } from '../../test/mock-api.ts';
import { renderApp } from '../../test/render-app.tsx';
import { backOfficePaths } from '../backoffice/backoffice-paths.ts';
import { useBackOfficeSession } from '../backoffice/backoffice-session.ts';
import { queryClient } from '../../api/query-client.ts';
import { signUpQueryKeys } from './api.ts';
import { readSignUpFailure, validateSignUpForm } from './sign-up-form.ts';

const newOwnerToken = fakeToken({ sid: 'bo-session', kind: 'owner', OwnerId: 7, UserId: null });
/** Rendered screens are slow on a loaded 2-core machine: wait longer than testing-library's 1 s. */
const slow = { timeout: 10_000 };
const good = { name: 'Sari Rahayu', email: 'sari@warung.id', password: 'nasi-goreng-1', confirm: 'nasi-goreng-1' };

const openMocks = {
  'GET /api/outletSetting/global/GLOBAL_MAINTENANCE_CASHIER': { body: { data: null } },
  'POST /api/errorlogs/insert': { body: { data: null } },
  'GET /api/user/registerStatus': { body: { data: { IsOpen: true } } },
};

// The shared query client is cleared after each test while the last screen may still be mounted
// (it can put the answer back): each test starts without a sign-up status.
beforeEach(() => {
  queryClient.removeQueries({ queryKey: signUpQueryKeys.status });
});
afterEach(() => {
  useBackOfficeSession.getState().signedOut();
});

describe('sign-up form validation', () => {
  it('asks for every field, by the shared contract', () => {
    expect(validateSignUpForm({ name: '', email: '', password: '', confirm: '' })).toEqual({
      name: { key: 'signUp.errors.nameRequired' },
      email: { key: 'signUp.errors.emailRequired' },
      password: { key: 'signUp.errors.passwordTooShort' },
    });
    expect(validateSignUpForm(good)).toEqual({});
  });

  it('wants an e-mail address, a long enough password and the same password twice', () => {
    expect(validateSignUpForm({ ...good, email: 'sari' })).toEqual({ email: { key: 'signUp.errors.emailInvalid' } });
    const short = 'x'.repeat(OWNER_PASSWORD_MIN_LENGTH - 1);
    expect(validateSignUpForm({ ...good, password: short, confirm: short })).toEqual({ password: { key: 'signUp.errors.passwordTooShort' } });
    expect(validateSignUpForm({ ...good, confirm: 'nasi-goreng-2' })).toEqual({ confirm: { key: 'signUp.errors.confirmMismatch' } });
  });

  it('reads the server: 409 is the e-mail taken, 400 names its fields, 429 and 403 are for the whole form', () => {
    const failure = (status: number, body: unknown) => readSignUpFailure(new ApiError('refused', status, 1, body));
    expect(failure(409, { data: [{ field: 'Username', error: 'taken' }] }).fields).toEqual({ email: { key: 'signUp.errors.emailTaken' } });
    expect(failure(400, { data: [{ field: 'Password', error: 'Password must be at least 8 characters' }] })).toEqual({
      fields: { password: { text: 'Password must be at least 8 characters' } },
      formKey: null,
      formText: null,
    });
    expect(failure(429, {}).formKey).toBe('signUp.errors.rateLimited');
    expect(failure(403, {}).formKey).toBe('signUp.closed');
  });
});

describe('the login page', () => {
  it('offers "Create a business" when the server takes sign-ups, and the back office link', async () => {
    mockApi(openMocks);
    renderApp(paths.login);
    expect(await screen.findByRole('link', { name: 'Create a business' }, slow)).toHaveAttribute('href', paths.signUp);
    expect(screen.getByRole('link', { name: 'Back office' })).toHaveAttribute('href', backOfficePaths.login);
  });

  it('offers no sign-up when SIGNUP=closed', async () => {
    mockApi({ ...openMocks, 'GET /api/user/registerStatus': { body: { data: { IsOpen: false } } } });
    renderApp(paths.login);
    expect(await screen.findByRole('link', { name: 'Back office' }, slow)).toBeInTheDocument();
    // Only once the server has answered does "no link" mean closed (and not "not asked yet").
    await waitFor(() => expect(queryClient.getQueryState(signUpQueryKeys.status)?.status).toBe('success'), slow);
    expect(screen.queryByRole('link', { name: 'Create a business' })).not.toBeInTheDocument();
  });
});

describe('SignUpScreen', () => {
  async function fillIn(user: ReturnType<typeof userEvent.setup>, values: typeof good) {
    await user.type(await screen.findByLabelText('Business owner name', {}, slow), values.name);
    await user.type(screen.getByLabelText(/^E-mail/), values.email);
    await user.type(screen.getByLabelText(/^Password/), values.password);
    await user.type(screen.getByLabelText('Confirm password'), values.confirm);
    await user.click(screen.getByRole('button', { name: 'Create business' }));
  }

  it('shows the field errors and sends nothing when the form is wrong', async () => {
    const user = userEvent.setup();
    const api = mockApi(openMocks);
    renderApp(paths.signUp);
    await fillIn(user, { ...good, email: 'sari', confirm: 'other-password' });
    expect(await screen.findByText('Enter a valid e-mail address', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/user/register')).toHaveLength(0);
  });

  it('creates the owner, signs them into the back office and opens the setup wizard', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      ...openMocks,
      'POST /api/user/register': { status: 201, body: { data: { Id: 7, Name: 'Sari Rahayu', Username: 'sari@warung.id' } } },
      'POST /api/user/login': { body: { data: { Token: newOwnerToken } } },
      'GET /api/user/me': { body: { data: { Owner: { Id: 7, Name: 'Sari Rahayu', Username: 'sari@warung.id' }, User: null } } },
      'GET /api/outlet/getByUser': { body: { data: [] } },
    });
    const { router } = renderApp(paths.signUp);
    await fillIn(user, { ...good, email: 'Sari@Warung.id' });

    await waitFor(() => expect(router.state.location.pathname).toBe(backOfficePaths.setup), slow);
    expect(api.callsTo('POST', '/api/user/register')[0]?.body).toEqual({ Name: 'Sari Rahayu', Username: 'Sari@Warung.id', Password: 'nasi-goreng-1' });
    // Signed in with the address as the server stored it (lower-case).
    expect(api.callsTo('POST', '/api/user/login')[0]?.body).toEqual({ Username: 'sari@warung.id', Password: 'nasi-goreng-1' });
    expect(useBackOfficeSession.getState()).toMatchObject({ token: newOwnerToken, ownerId: 7, ownerName: 'Sari Rahayu' });
  });

  it('shows the server’s "already has an account" under the e-mail field and stays', async () => {
    const user = userEvent.setup();
    mockApi({
      ...openMocks,
      'POST /api/user/register': { status: 409, body: { message: 'This e-mail address already has an account', errorCode: 1, code: 'CONFLICT', data: [{ field: 'Username', error: 'This e-mail address already has an account' }] } },
    });
    const { router } = renderApp(paths.signUp);
    await fillIn(user, good);
    expect(await screen.findByText('This e-mail address already has an account. Sign in instead.', {}, slow)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.signUp);
    expect(useBackOfficeSession.getState().token).toBeNull();
  });

  it('says so, and takes nothing, when sign-up is closed', async () => {
    mockApi({ ...openMocks, 'GET /api/user/registerStatus': { body: { data: { IsOpen: false } } } });
    renderApp(paths.signUp);
    expect(await screen.findByText('Sign-up is closed on this server. Ask its administrator for an account.', {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create business' })).toBeDisabled();
  });
});
