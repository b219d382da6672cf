import { fork, type ChildProcess } from 'node:child_process';
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { fileURLToPath } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { ApiAnswer, ApiRequest } from './http-api';
import type { FromHub, HubProcessConfig, ToHub } from './hub-ipc';

/** The hub's process as the server sees it (decision 0044). */
export interface HubProcess {
  /** The loopback port of its own HTTP API (the server's SDK publishes there). */
  readonly apiPort: number;
  /** Hands a socket asking for `/app/{key}` to the hub's process, with the handshake read so far. */
  upgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** An HTTP API call that reached the server's port, answered by the hub's process. */
  api(request: ApiRequest): Promise<ApiAnswer>;
  /** Tells every socket to reconnect and closes the hub's API (the server is closing). */
  drain(): Promise<void>;
  /** Ends the process: once the server has closed (its close asks the hub whether its sockets are gone). */
  end(): Promise<void>;
}

/**
 * The built server runs `dist/realtime-hub.js` (an entry of its own, build.mjs); from the
 * TypeScript sources (tests, `npm run dev`) the same module runs through tsx.
 */
function entry(): { file: string; execArgv: string[] } {
  const here = import.meta.url;
  return here.endsWith('.ts')
    ? { file: fileURLToPath(new URL('./hub-process.ts', here)), execArgv: ['--import', 'tsx'] }
    : { file: fileURLToPath(new URL('./realtime-hub.js', here)), execArgv: [] };
}

const RESTART_DELAY_MS = 500;
const API_TIMEOUT_MS = 5_000;

/**
 * Starts the hub's process and keeps it running: should it end by itself, it is started again on
 * the same port (its sockets are gone; pusher-js reconnects by itself). Resolves once it listens.
 */
export async function startHubProcess(config: HubProcessConfig, log: FastifyBaseLogger): Promise<HubProcess> {
  const { file, execArgv } = entry();
  let child: ChildProcess;
  let apiPort = config.apiPort;
  let closing = false;
  let listened = false;
  let nextId = 1;
  const waiting = new Map<number, (answer: ApiAnswer) => void>();
  let drained: (() => void) | null = null;

  const spawn = () =>
    new Promise<void>((resolve, reject) => {
      const started = fork(file, [], {
        execArgv,
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
        serialization: 'json',
      });
      child = started;
      started.on('message', (message: FromHub) => {
        if (message.t === 'ready') {
          apiPort = message.apiPort;
          listened = true;
          resolve();
        } else if (message.t === 'api') {
          waiting.get(message.id)?.(message.answer);
          waiting.delete(message.id);
        } else if (message.t === 'drained') drained?.();
        else if (message.t === 'log') log[message.level]({ detail: message.detail }, message.msg);
      });
      started.on('error', (error) => log.error({ err: error }, 'realtime: the hub process failed'));
      started.on('exit', (code, signal) => {
        for (const settle of waiting.values()) settle({ status: 503, body: 'The realtime hub restarted.' });
        waiting.clear();
        drained?.();
        if (closing) return;
        // One that never listened is not started again: the server's boot fails with the reason.
        if (!listened)
          return reject(new Error(`the realtime hub process ended (${signal ?? code}) before it listened`));
        log.error({ code, signal }, 'realtime: the hub process ended; starting it again');
        setTimeout(() => {
          if (!closing)
            spawn().catch((error) => log.error({ err: error }, 'realtime: the hub did not start'));
        }, RESTART_DELAY_MS).unref();
      });
      const start: ToHub = { t: 'start', config: { ...config, apiPort } };
      started.send(start);
    });

  await spawn();

  return {
    get apiPort() {
      return apiPort;
    },
    upgrade(request, socket, head) {
      if (!child.connected) return void socket.destroy();
      const message: ToHub = {
        t: 'upgrade',
        method: request.method ?? 'GET',
        url: request.url ?? '/',
        headers: request.headers,
        head: head.toString('base64'),
      };
      // Node reads a socket it hands over until the child acknowledges it, and drops what it reads
      // then: the client's first frames, sent the moment the child's handshake answer arrives, could
      // be lost in that window (seen as a subscription never answered under load). Stop reading
      // here first; the kernel keeps the bytes for the child.
      (socket as Socket & { _handle?: { readStop?: () => number } })._handle?.readStop?.();
      child.send(message, socket as Socket, (error) => {
        if (error) socket.destroy();
      });
    },
    api(request) {
      if (!child.connected) return Promise.resolve({ status: 503, body: 'The realtime hub is restarting.' });
      const id = nextId++;
      return new Promise<ApiAnswer>((resolve) => {
        const timer = setTimeout(() => {
          waiting.delete(id);
          resolve({ status: 504, body: 'The realtime hub did not answer.' });
        }, API_TIMEOUT_MS);
        waiting.set(id, (answer) => {
          clearTimeout(timer);
          resolve(answer);
        });
        const message: ToHub = { t: 'api', id, request };
        child.send(message);
      });
    },
    async drain() {
      closing = true;
      if (!child.connected) return;
      await new Promise<void>((resolve) => {
        drained = resolve;
        child.send({ t: 'drain' } satisfies ToHub);
      });
    },
    async end() {
      closing = true;
      if (child.exitCode !== null || child.signalCode !== null) return;
      const ended = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      if (child.connected) child.disconnect();
      else child.kill();
      const timer = setTimeout(() => child.kill('SIGKILL'), 3_000);
      await ended;
      clearTimeout(timer);
    },
  };
}
