/**
 * The embedded Pusher endpoint in a process of its own (decision 0044): the server hands it each
 * socket that asks for `/app/{key}` (the handle, over IPC, with the handshake's request line and
 * headers) and the HTTP API calls that reach the server's port; the `pusher` SDK of the server
 * publishes to its own loopback port directly. The app's event loop, heap and timers are then out
 * of the sockets' way. It imports the hub and nothing of the app, and ends with the server.
 */
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { closeHub, socketEndpoint } from './endpoint';
import { Hub } from './hub';
import type { FromHub, HubProcessConfig, ToHub } from './hub-ipc';
import { pusherHttpApi } from './http-api';
import { serveApiRequest, type ApiAnswerer, type ApiLog } from './http-api-serve';

const tell = (message: FromHub) => {
  if (process.connected) process.send!(message);
};
const log: ApiLog = {
  error: (fields, msg) =>
    tell({ t: 'log', level: 'error', msg, detail: String((fields.err as Error)?.stack ?? fields.err) }),
};

let hub: Hub | null = null;
let answer: ApiAnswerer | null = null;
let upgrade: ReturnType<typeof socketEndpoint> | null = null;
let server: http.Server | null = null;

function start(config: HubProcessConfig) {
  const started = new Hub(config);
  hub = started;
  answer = pusherHttpApi(started, config);
  upgrade = socketEndpoint(started);
  const api = answer;
  server = http.createServer((req, res) => serveApiRequest(req, res, api, log));
  // Longer than the SDK's keep-alive agents hold a socket idle, so a reused one is never cut mid-request.
  server.keepAliveTimeout = 65_000;
  server.listen(config.apiPort, '127.0.0.1', () =>
    tell({ t: 'ready', apiPort: (server!.address() as AddressInfo).port }),
  );
}

process.on('message', (message: ToHub, handle?: Socket) => {
  switch (message.t) {
    case 'start':
      return start(message.config);
    case 'upgrade':
      if (!handle) return;
      if (!upgrade) return handle.destroy();
      return upgrade(message, handle, Buffer.from(message.head, 'base64'));
    case 'api':
      return void Promise.resolve(answer ? answer(message.request) : { status: 503, body: 'Starting.' }).then(
        (result) => tell({ t: 'api', id: message.id, answer: result }),
      );
    case 'drain':
      // The server is closing: the sockets go (told to reconnect), then the API's connections. The
      // process stays until the server has closed, which asks it whether the sockets are gone.
      return void (async () => {
        if (hub) await closeHub(hub);
        server?.close();
        server?.closeAllConnections();
        tell({ t: 'drained' });
      })();
  }
});
// The server went away (ended, or crashed): so do its sockets.
process.on('disconnect', () => process.exit(0));
