/**
 * The bare servers the benches compare the hub against, run in the hub's own child process:
 * a ws server that broadcasts a text message to every /broadcast client, a ws fan-out
 * (/fanout?role=pub|sub&room=…: no auth, no recording, same ws library), and a node:http
 * hello world.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocket, WebSocketServer } from 'ws';
import { epochNow } from './protocol';

export type BaselineServer = { url: string; broadcast(payload: string): number; close(): Promise<void> };

const listen = (server: Server) =>
  new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address: AddressInfo | string | null = server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });

const closeServer = (server: Server) =>
  new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });

export async function startBaselineServer(): Promise<BaselineServer> {
  const server = createServer((_req, res) => res.writeHead(404).end());
  const bareWss = () => new WebSocketServer({ noServer: true, perMessageDeflate: false, clientTracking: false });
  const broadcastWss = bareWss();
  const fanoutWss = bareWss();
  const listeners = new Set<WebSocket>();
  const rooms = new Map<string, Set<WebSocket>>();

  server.on('upgrade', (req, socket, head) => {
    const url = new URL(req.url ?? '/', 'http://baseline');
    if (url.pathname === '/broadcast') {
      broadcastWss.handleUpgrade(req, socket, head, (ws) => {
        listeners.add(ws);
        ws.on('close', () => listeners.delete(ws));
        ws.on('error', () => ws.terminate());
      });
    } else if (url.pathname === '/fanout') {
      const room = url.searchParams.get('room') ?? '';
      const role = url.searchParams.get('role');
      fanoutWss.handleUpgrade(req, socket, head, (ws) => {
        ws.on('error', () => ws.terminate());
        if (role === 'pub') {
          ws.on('message', (data, isBinary) => {
            for (const sub of rooms.get(room) ?? []) if (sub.readyState === WebSocket.OPEN) sub.send(data, { binary: isBinary });
          });
          return;
        }
        let subs = rooms.get(room);
        if (!subs) rooms.set(room, (subs = new Set()));
        subs.add(ws);
        ws.on('close', () => subs.delete(ws));
      });
    } else {
      socket.destroy();
    }
  });
  const port = await listen(server);
  return {
    url: `ws://127.0.0.1:${port}`,
    broadcast(payload) {
      const t = epochNow();
      for (const ws of listeners) if (ws.readyState === WebSocket.OPEN) ws.send(payload);
      return t;
    },
    async close() {
      for (const ws of listeners) ws.terminate();
      for (const subs of rooms.values()) for (const ws of subs) ws.terminate();
      await closeServer(server);
    },
  };
}

/** The smallest useful HTTP server: the ceiling for any route on this machine and Node version. */
export async function startHelloServer(): Promise<{ url: string; close(): Promise<void> }> {
  const body = Buffer.from('{"hello":"world"}');
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': body.length });
    res.end(body);
  });
  server.keepAliveTimeout = 30_000;
  const port = await listen(server);
  return { url: `http://127.0.0.1:${port}`, close: () => closeServer(server) };
}
