/** Opening many WebSocket clients at once, in bounded batches, each with a timeout. */
import WebSocket, { type RawData } from 'ws';

export type Handler = (data: RawData, isBinary: boolean, index: number) => void;

export type Spec = { url: string; cookie?: string };

const OPEN_TIMEOUT_MS = 15_000;

function open(spec: Spec, index: number, onMessage: Handler): Promise<WebSocket> {
  const loopback = /^ws:\/\/(127\.0\.0\.1|localhost)[:/]/.test(spec.url);
  if (!loopback) return Promise.reject(new Error(`benchmarks only target loopback, not ${spec.url}`));
  const ws = new WebSocket(spec.url, { headers: spec.cookie ? { Cookie: spec.cookie } : {}, perMessageDeflate: false });
  ws.on('message', (data, isBinary) => onMessage(data, isBinary, index));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      ws.terminate();
      reject(new Error('ws open timed out'));
    }, OPEN_TIMEOUT_MS);
    ws.once('open', () => {
      clearTimeout(timer);
      resolve(ws);
    });
    ws.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    ws.once('close', (code) => {
      clearTimeout(timer);
      reject(new Error(`ws closed before open (${code})`));
    });
  });
}

/** Opens one socket per spec, `batch` at a time; fails if any does not open. */
export async function openAll(specs: Spec[], onMessage: Handler, batch = 100): Promise<WebSocket[]> {
  const sockets: WebSocket[] = [];
  for (let i = 0; i < specs.length; i += batch) {
    const slice = specs.slice(i, i + batch);
    sockets.push(...(await Promise.all(slice.map((spec, j) => open(spec, i + j, onMessage)))));
  }
  return sockets;
}

/** Closes every socket and waits (bounded) until they are gone. */
export async function closeAll(sockets: WebSocket[], waitMs = 3000): Promise<void> {
  const closed = sockets.map(
    (ws) =>
      new Promise<void>((resolve) => {
        if (ws.readyState === WebSocket.CLOSED) return resolve();
        ws.once('close', () => resolve());
        ws.close();
      }),
  );
  await Promise.race([Promise.all(closed), new Promise((resolve) => setTimeout(resolve, waitMs))]);
  for (const ws of sockets) if (ws.readyState !== WebSocket.CLOSED) ws.terminate();
}

export function bufferOf(data: RawData): Buffer {
  if (Buffer.isBuffer(data)) return data;
  return Array.isArray(data) ? Buffer.concat(data) : Buffer.from(new Uint8Array(data));
}

export const textOf = (data: RawData) => bufferOf(data).toString();
