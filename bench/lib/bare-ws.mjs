// The realtime bench's yardstick (bench/realtime.mjs): a bare `ws` server, nothing but a map of
// sockets by number, sending the frames the Pusher endpoint would send. Sockets connect to
// /?id={n}; a POST to Pusher's batch path (/apps/{id}/batch_events, so the bench publishes to it
// with the same `pusher` SDK call as to Pinjam) takes Pusher's body ({ batch: [{ channel, name,
// data }] }) and writes each event to the socket its channel's trailing number names. No auth, no
// channels, no signature checked: what is left is the cost of a WebSocket server in Node on this
// machine.
//   node bench/lib/bare-ws.mjs <port>
import http from 'node:http';
import { WebSocketServer } from 'ws';

const port = Number(process.argv[2] ?? 3291);
const sockets = new Map();
const server = http.createServer((request, response) => {
  if (request.method !== 'POST' || !/^\/apps\/[^/]+\/batch_events(\?|$)/.test(request.url)) {
    response.writeHead(404).end();
    return;
  }
  const chunks = [];
  request.on('data', (chunk) => chunks.push(chunk));
  request.on('end', () => {
    const { batch } = JSON.parse(Buffer.concat(chunks).toString());
    for (const { channel, name, data } of batch) {
      const socket = sockets.get(Number(channel.slice(channel.lastIndexOf('.') + 1)));
      socket?.send(Buffer.from(JSON.stringify({ event: name, channel, data })), { binary: false });
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
});
const wss = new WebSocketServer({ server, perMessageDeflate: false, clientTracking: false });
wss.on('connection', (socket, request) => {
  const id = Number(new URL(request.url, 'http://x').searchParams.get('id'));
  sockets.set(id, socket);
  socket.on('close', () => sockets.delete(id));
  socket.send(JSON.stringify({ event: 'pusher:connection_established', data: `{"socket_id":"${id}.1"}` }));
});
server.listen(port, '127.0.0.1', () => console.log('ready'));
