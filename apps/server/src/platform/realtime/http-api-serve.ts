// Pusher's HTTP API over HTTP: reading one request and writing its answer, on the server's port
// ahead of Fastify or in the hub's own process. What the answers are is in http-api.ts.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { BODY_LIMIT, fail, type ApiAnswer, type ApiRequest } from './http-api';

const APPS = '/apps/';

/** Where a failure of the API itself is told: the app's logger, or the hub process's messages to the server. */
export interface ApiLog {
  error(fields: { err: unknown }, message: string): void;
}

/** Answers the API: at once (the hub in this process) or from the hub's own process. */
export type ApiAnswerer = (request: ApiRequest) => ApiAnswer | Promise<ApiAnswer>;

/** Reads one HTTP API request (its body up to 1 MB, else 413) and writes the answer, as Pusher's server does. */
export function serveApiRequest(
  req: IncomingMessage,
  res: ServerResponse,
  answer: ApiAnswerer,
  log: ApiLog,
): void {
  const send = ({ status, body }: ApiAnswer) => {
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    res.writeHead(status, {
      'content-type':
        typeof body === 'string' ? 'text/plain; charset=utf-8' : 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(text),
      'cache-control': 'no-store',
    });
    res.end(text);
  };
  const failed = (error: unknown) => {
    log.error({ err: error }, 'realtime: the HTTP API failed');
    send(fail(500, 'Internal error.'));
  };
  const chunks: Buffer[] = [];
  let size = 0;
  req.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size <= BODY_LIMIT) chunks.push(chunk);
  });
  req.on('error', () => res.destroy());
  req.on('end', () => {
    if (size > BODY_LIMIT) return send(fail(413, 'The body is over 1 MB.'));
    try {
      const answered = answer({
        method: req.method ?? 'GET',
        url: req.url ?? '/',
        body: Buffer.concat(chunks).toString('utf8'),
      });
      if (answered instanceof Promise) answered.then(send, failed);
      else send(answered);
    } catch (error) {
      failed(error);
    }
  });
}

/**
 * Serves Pusher's HTTP API on the server's port ahead of Fastify: a request under `/apps/` is
 * read and answered here, anything else goes to Fastify as before. Publishing is server-to-server
 * JSON, signed: it needs none of what Fastify does for the app's own calls (sessions, rate
 * limits, page headers, compression, the request and reply objects), and under load that work
 * showed in the delivery's tail (decision 0028, bench/realtime). `app.inject` does not pass
 * through here: tests reach the API on a listening server, as the SDK does.
 */
export function answerBeforeFastify(server: Server, answer: ApiAnswerer, log: FastifyBaseLogger): void {
  const fastify = server.listeners('request') as Array<(req: IncomingMessage, res: ServerResponse) => void>;
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (!req.url?.startsWith(APPS)) {
      for (const listener of fastify) listener.call(server, req, res);
      return;
    }
    serveApiRequest(req, res, answer, log);
  });
}
