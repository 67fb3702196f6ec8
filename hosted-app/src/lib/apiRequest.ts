/** A non-OK answer from the API. `message` is "status: text" (core-app.md §8); `serverMessage` is the text alone. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly serverMessage: string,
  ) {
    super(`${status}: ${serverMessage}`);
  }
}

/** The API answers `{ "error": "message" }`; anything else (a proxy's HTML page, an empty body) is shown as it came. */
function errorText(body: string, statusText: string): string {
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object' && typeof (parsed as { error?: unknown }).error === 'string') return (parsed as { error: string }).error;
  } catch {
    // Not JSON: the body text itself is the message.
  }
  return body.trim() || statusText;
}

export async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const body = await response.text();
  console.warn(`[api] ${response.status} ${response.statusText}`, body);
  throw new ApiError(response.status, errorText(body, response.statusText));
}

/**
 * The one way the app calls the API (core-app.md §7): cookies always go along, a body is sent as JSON,
 * and a non-OK answer becomes an ApiError. With `timeoutMs`, a call with no answer by then fails (a
 * TimeoutError), for a call that is safe to make again: a request stalled on a dropped connection would
 * otherwise hold whatever waits for it for minutes.
 */
export async function apiRequest(method: string, url: string, body?: unknown, { timeoutMs }: { readonly timeoutMs?: number } = {}): Promise<Response> {
  console.debug(`[api] ${method} ${url}`);
  const response = await fetch(url, {
    method,
    credentials: 'include',
    ...(body === undefined ? {} : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
    ...(timeoutMs === undefined ? {} : { signal: AbortSignal.timeout(timeoutMs) }),
  });
  console.debug(`[api] ${method} ${url} → ${response.status}`);
  await throwIfNotOk(response);
  return response;
}

/** apiRequest, and the answer's JSON body. */
export async function apiJson<T>(method: string, url: string, body?: unknown): Promise<T> {
  return (await (await apiRequest(method, url, body)).json()) as T;
}
