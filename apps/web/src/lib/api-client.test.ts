import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi, json } from '../test/fake-api.ts';
import { apiRequest, REQUEST_TIMEOUT_MS, setAuthHooks } from './api-client.ts';
import { ApiError } from './api-error.ts';

const onUnauthorized = vi.fn();

function signedInAs(token: string | null) {
  setAuthHooks({ getToken: () => token, onUnauthorized });
}

afterEach(() => {
  vi.useRealTimers();
  onUnauthorized.mockReset();
});

describe('api client', () => {
  it('turns the error shape into an ApiError with code and field details', async () => {
    signedInAs(null);
    fakeApi({
      'POST /api/v1/things': () =>
        json(400, {
          error: { code: 'VALIDATION_ERROR', message: 'Bad', details: [{ field: 'email', message: 'Invalid email' }] },
        }),
    });
    const error = await apiRequest('/things', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_ERROR',
      details: [{ field: 'email', message: 'Invalid email' }],
    });
  });

  it('ends the session on a 401 for its token, but not for calls made without it', async () => {
    signedInAs('abc');
    fakeApi({
      'GET /api/v1/auth/me': () => apiError(401, 'UNAUTHENTICATED'),
      'POST /api/v1/auth/login': () => apiError(401, 'INVALID_CREDENTIALS'),
    });

    await expect(apiRequest('/auth/me')).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(onUnauthorized).toHaveBeenCalledWith('abc');

    onUnauthorized.mockReset();
    await expect(apiRequest('/auth/login', { method: 'POST', body: {}, auth: 'none' })).rejects.toMatchObject({
      status: 401,
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('gives up after 20 seconds with a TIMEOUT error', async () => {
    vi.useFakeTimers();
    signedInAs('abc');
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      (_input, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))),
        ),
    );
    const pending = apiRequest('/slow').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    expect(await pending).toMatchObject({ code: 'TIMEOUT', status: 0 });
  });

  it('reports an unreachable server as NETWORK_ERROR and a non-JSON 502 as INTERNAL_ERROR', async () => {
    signedInAs(null);
    vi.spyOn(globalThis, 'fetch').mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(apiRequest('/x')).rejects.toMatchObject({ code: 'NETWORK_ERROR' });

    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(apiRequest('/x')).rejects.toMatchObject({ code: 'INTERNAL_ERROR', status: 502 });
  });
});
