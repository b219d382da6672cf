import { delay, http, HttpResponse, type HttpResponseResolver } from 'msw';
import type { EndpointDef, ErrorBody, ResponseOf } from '../contract/endpoint';

/** An MSW handler for one contract endpoint; matches on any origin. */
export function mockEndpoint<E extends EndpointDef>(
  endpoint: E,
  resolver: HttpResponseResolver | (() => ResponseOf<E> | Promise<ResponseOf<E>>),
) {
  const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  return http[method](`*${endpoint.path}`, async (info) => {
    const result = await (resolver as HttpResponseResolver)(info);
    if (result instanceof Response) return result;
    return HttpResponse.json(result as object, { status: endpoint.status ?? 200 });
  });
}

/** Answers an endpoint with an error body and status. */
export const mockError = (endpoint: EndpointDef, status: number, body: ErrorBody) =>
  mockEndpoint(endpoint, () => HttpResponse.json(body, { status }));

/** Never answers: for Loading stories. */
export const mockPending = (endpoint: EndpointDef) =>
  mockEndpoint(endpoint, async () => {
    await delay('infinite');
    return HttpResponse.json({});
  });
