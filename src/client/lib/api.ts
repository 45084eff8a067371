import type { QueryFunction } from '@tanstack/react-query';

/**
 * The client's calls: cookies always sent, a JSON body only when there
 * is a payload, and any non-success answer thrown as "<status>: <body or status text>".
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
  }
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (!response.ok) {
    const body = await response.text().catch(() => '');
    throw new ApiError(response.status, body, response.statusText);
  }
}

export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const response = await fetch(url, {
    method,
    credentials: 'include',
    ...(data === undefined ? {} : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(data) }),
  });
  await throwIfNotOk(response);
  return response;
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/** A read of `url`; with on401 'returnNull' a 401 answers null (signed out) instead of failing. */
export function getQueryFn<T>(url: string, { on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ signal }) => {
    const response = await fetch(url, { credentials: 'include', signal });
    if (on401 === 'returnNull' && response.status === 401) {
      // Drain the body: an unread response keeps the request open in the browser.
      await response.text().catch(() => undefined);
      return null;
    }
    await throwIfNotOk(response);
    return (await response.json()) as T;
  };
}

/** The server's own message when it sent one ({ "message": "..." }), else the fallback. */
export function serverMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    try {
      const parsed = JSON.parse(error.body) as { message?: unknown };
      if (typeof parsed.message === 'string' && parsed.message.trim()) return parsed.message;
    } catch {
      // not JSON: fall through
    }
  }
  return fallback;
}

/** GET <url> with cookies, the answer parsed as JSON; a non-success answer throws ApiError. */
export async function getJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  const response = await fetch(url, { credentials: 'include', signal });
  await throwIfNotOk(response);
  return (await response.json()) as T;
}
