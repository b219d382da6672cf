// The one place a request's path is written: the client requests it and SWR keys are it, so a
// write knows exactly which reads to revalidate.
import { buildPath, type EndpointDef, type ParamsOf } from './contract/endpoint';

/** Query values as a call may pass them; empty ones are left out. */
export type QueryInput = Partial<Record<string, string | number | boolean | null | undefined>>;

/** `?a=1&b=2` in the order given, leaving out undefined, null and '' (nothing when none is left). */
export function queryString(query: QueryInput | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The path and query string a call of `endpoint` requests (without the client's origin). */
export function requestPath<E extends EndpointDef>(
  endpoint: E,
  params?: ParamsOf<E>,
  query?: QueryInput,
): string {
  return buildPath(endpoint.path, (params ?? {}) as Record<string, string | number>) + queryString(query);
}
