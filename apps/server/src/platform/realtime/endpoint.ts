import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import { limits, type Hub } from './hub';

/** What an upgrade request needs to be answered: the parts `ws` reads (method, url, headers). */
export type UpgradeRequest = Pick<IncomingMessage, 'method' | 'url' | 'headers'>;

/** `/app/{key}`: the key, or null for another path under /app. */
function appKeyOf(pathname: string): string | null {
  const match = /^\/app\/([^/]+)\/?$/.exec(pathname);
  return match ? decodeURIComponent(match[1]!) : null;
}

/** Whether an upgrade is for the Pusher endpoint at all (anything else is answered 404 by the server). */
const isSocketPath = (url: string | undefined): boolean => {
  const pathname = new URL(url ?? '/', 'http://localhost').pathname;
  return pathname === '/app' || pathname.startsWith('/app/');
};

const notFoundUpgrade = 'HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n';

/** Upgrades to `/app/…` go to `accept` (the hub here, or its own process); any other path is 404. */
export function onSocketUpgrade(
  server: Server,
  accept: (request: IncomingMessage, socket: Duplex, head: Buffer) => void,
): void {
  server.on('upgrade', (request, socket, head) => {
    if (!isSocketPath(request.url)) return void socket.end(notFoundUpgrade);
    accept(request, socket, head);
  });
}

/**
 * The embedded endpoint's sockets: the WebSocket handshake of `/app/{key}?protocol=…`, then the
 * hub speaks the Pusher protocol on it. The same in the server's process or the hub's own.
 */
export function socketEndpoint(hub: Hub) {
  const sockets = new WebSocketServer({
    noServer: true,
    maxPayload: limits.frame,
    perMessageDeflate: false,
    clientTracking: false,
  });
  return (request: UpgradeRequest, socket: Duplex, head: Buffer) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    sockets.handleUpgrade(request as IncomingMessage, socket, head, (ws) => {
      hub.accept(ws, appKeyOf(url.pathname), Number(url.searchParams.get('protocol')));
    });
  };
}

/** Shutdown: every socket is told to reconnect (4200), and whatever has not gone a second later is cut. */
export async function closeHub(hub: Hub): Promise<void> {
  hub.closeAll();
  const deadline = Date.now() + 1_000;
  while (hub.connections.size > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  hub.terminateAll();
}
