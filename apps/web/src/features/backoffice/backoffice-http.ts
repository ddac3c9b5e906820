import { ApiError, apiRequest, type RequestOptions } from '../../api/http-client.ts';
import { useBackOfficeSession } from './backoffice-session.ts';

type Options<T> = Omit<RequestOptions<T>, 'method' | 'body' | 'token'>;

/** Every back-office call carries the back office's owner token, never a cashier's. */
async function request<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body: unknown, options: Options<T> = {}): Promise<T> {
  const token = useBackOfficeSession.getState().token;
  try {
    return await apiRequest<T>(path, { ...options, method, body, token });
  } catch (error) {
    // An expired or revoked owner session sends the back office to its sign-in page.
    if (error instanceof ApiError && error.isTokenInvalid) useBackOfficeSession.getState().signedOut();
    throw error;
  }
}

export const backOfficeHttp = {
  get: <T>(path: string, options?: Options<T>) => request<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: Options<T>) => request<T>('POST', path, body, { successStatuses: [201], ...options }),
  put: <T>(path: string, body?: unknown, options?: Options<T>) => request<T>('PUT', path, body, options),
  delete: <T>(path: string, options?: Options<T>) => request<T>('DELETE', path, undefined, options),
};
