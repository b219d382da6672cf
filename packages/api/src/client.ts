import {
  type BodyOf,
  type EndpointDef,
  type ErrorBody,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
} from './contract/endpoint';
import { requestPath } from './paths';

export interface ClientOptions {
  /** Origin of the API; '' (same origin) by default. */
  baseUrl?: string;
  /** The bearer token of the signed-in user, or null. */
  getToken: () => string | null;
  /** The realtime socket id while connected (seed: X-Socket-Id). */
  getSocketId?: () => string | null;
  /** Called on any 401 answer (docs/product.md §8: the user is logged out). */
  onUnauthorized?: () => void;
}

export type ApiResult<T> =
  { ok: true; status: number; data: T } | { ok: false; status: number; error: ErrorBody };

export type CallInput<E extends EndpointDef> = {
  params?: ParamsOf<E>;
  query?: Partial<Record<string, string | number | boolean | null | undefined>>;
  body?: Partial<BodyOf<E>> | BodyOf<E>;
  files?: Record<string, Blob | Blob[] | null | undefined>;
  /** Headers the endpoint asks for (its `headers` schema), e.g. Idempotency-Key. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * Upload progress of a multipart body, 0–1. Given, the body goes by XMLHttpRequest (fetch
   * reports no upload progress); everything else about the call stays the same.
   */
  onUploadProgress?: (fraction: number) => void;
  /**
   * A multipart upload the server is too busy for (503 with Retry-After: its image queue is full,
   * nothing was stored) is sent again by itself after the wait it asks for, up to
   * `UPLOAD_ATTEMPTS` sends in all; this is told each wait (to show "busy, trying again").
   */
  onRetry?: (retry: { attempt: number; waitMs: number }) => void;
} & (QueryOf<E> extends undefined ? unknown : { query?: Partial<QueryOf<E>> });

/** Sends of one upload at most, the first included, while the server answers 503 with Retry-After. */
export const UPLOAD_ATTEMPTS = 6;
/** The longest wait between two sends, whatever Retry-After asks: a person is watching. */
const MAX_RETRY_WAIT_MS = 30_000;

export const NETWORK_ERROR: ErrorBody = {
  message: 'Could not reach Pinjam. Check your connection and try again.',
};

function toFormData(body: Record<string, unknown> = {}, files: CallInput<EndpointDef>['files'] = {}) {
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    form.append(key, String(value));
  }
  for (const [key, value] of Object.entries(files)) {
    if (!value) continue;
    for (const file of Array.isArray(value) ? value : [value]) form.append(key, file);
  }
  return form;
}

/** Status and parsed JSON (null when not JSON) of an answer, however it was fetched. */
interface Answer {
  status: number;
  payload: unknown;
  /** The Retry-After header, as sent. */
  retryAfter: string | null;
}

/**
 * How long Retry-After (seconds, or an HTTP date) asks to wait, 1 to 30 s, with up to a fifth
 * more at random so that people refused together do not all come back in the same moment.
 */
export function retryWaitMs(retryAfter: string | null, now = Date.now()): number | null {
  if (!retryAfter) return null;
  const seconds = /^\d+$/.test(retryAfter.trim()) ? Number(retryAfter) * 1000 : Date.parse(retryAfter) - now;
  if (Number.isNaN(seconds)) return null;
  const wait = Math.min(MAX_RETRY_WAIT_MS, Math.max(1000, seconds));
  return Math.round(wait * (1 + Math.random() / 5));
}

/** Resolves after `ms`, or rejects with the signal's reason once it aborts. */
function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', stop);
      resolve();
    }, ms);
    const stop = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', stop, { once: true });
  });
}

async function sendByFetch(url: string, init: RequestInit): Promise<Answer> {
  // Looked up on every call so that MSW's interception (msw/node) is seen.
  const response = await globalThis.fetch(url, init);
  return {
    status: response.status,
    payload: await response.json().catch(() => null),
    retryAfter: response.headers.get('Retry-After'),
  };
}

/** Like fetch (rejects on a network failure or abort), reporting how much of the body went up. */
function sendByXhr(
  url: string,
  init: { method: string; headers: Record<string, string>; body: FormData; signal?: AbortSignal },
  onProgress: (fraction: number) => void,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const { signal } = init;
    const aborted = () => signal?.reason ?? new DOMException('The operation was aborted.', 'AbortError');
    if (signal?.aborted) return reject(aborted());
    const xhr = new XMLHttpRequest();
    xhr.open(init.method, url);
    for (const [name, value] of Object.entries(init.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(1, event.loaded / event.total));
    };
    let sent = false;
    const allSent = () => {
      if (!sent) onProgress(1);
      sent = true;
    };
    xhr.upload.onload = allSent;
    xhr.onload = () => {
      // An answer means the body went up (not every XMLHttpRequest says so with upload.onload).
      allSent();
      let payload: unknown = null;
      try {
        payload = JSON.parse(xhr.responseText);
      } catch {
        // Not JSON: treated like fetch's failed response.json().
      }
      resolve({ status: xhr.status, payload, retryAfter: xhr.getResponseHeader('Retry-After') });
    };
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = () => reject(aborted());
    const abort = () => xhr.abort();
    signal?.addEventListener('abort', abort, { once: true });
    xhr.onloadend = () => signal?.removeEventListener('abort', abort);
    xhr.send(init.body);
  });
}

export function createClient(options: ClientOptions) {
  const baseUrl = options.baseUrl ?? '';

  /**
   * Calls one endpoint of the contract. Errors come back as a result, never thrown (seed
   * section 8); a 401 also calls onUnauthorized.
   */
  async function call<E extends EndpointDef>(
    endpoint: E,
    input: CallInput<E> = {} as CallInput<E>,
  ): Promise<ApiResult<ResponseOf<E>>> {
    const headers: Record<string, string> = {
      'X-Requested-With': 'XMLHttpRequest',
      Accept: 'application/json',
    };
    Object.assign(headers, input.headers);
    const token = endpoint.public ? null : options.getToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    const socketId = options.getSocketId?.();
    if (socketId) headers['X-Socket-Id'] = socketId;

    let body: BodyInit | undefined;
    if (endpoint.bodyType === 'multipart') {
      body = toFormData(input.body as Record<string, unknown>, input.files);
    } else if (endpoint.method !== 'GET' && endpoint.method !== 'DELETE') {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(input.body ?? {});
    }
    const url = baseUrl + requestPath(endpoint, input.params, input.query);

    // Across sends the bar never goes back: a second send of the body shows as the first's end.
    let shown = 0;
    const { onUploadProgress } = input;
    const progress = (fraction: number) => onUploadProgress?.((shown = Math.max(shown, fraction)));
    let answer: Answer;
    try {
      const init = { method: endpoint.method, headers, signal: input.signal };
      for (let attempt = 1; ; attempt++) {
        answer =
          onUploadProgress && body instanceof FormData
            ? await sendByXhr(url, { ...init, body }, progress)
            : await sendByFetch(url, { ...init, body });
        const waitMs =
          endpoint.bodyType === 'multipart' && answer.status === 503 ? retryWaitMs(answer.retryAfter) : null;
        if (waitMs === null || attempt >= UPLOAD_ATTEMPTS) break;
        input.onRetry?.({ attempt, waitMs });
        await pause(waitMs, input.signal);
      }
    } catch (error) {
      if (input.signal?.aborted) throw error;
      return { ok: false, status: 0, error: NETWORK_ERROR };
    }

    const { status, payload } = answer;
    if (status >= 200 && status < 300) return { ok: true, status, data: payload as ResponseOf<E> };
    if (status === 401) options.onUnauthorized?.();
    const error =
      payload && typeof payload === 'object' && 'message' in payload
        ? (payload as ErrorBody)
        : { message: `The server answered ${status}. Please try again.` };
    return { ok: false, status, error };
  }

  return { call };
}

export type ApiClient = ReturnType<typeof createClient>;

/** Thrown by SWR fetchers so that SWR's `error` carries the status and body. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
  ) {
    super(body.message);
    this.name = 'ApiError';
  }
}
