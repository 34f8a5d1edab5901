import WebSocket from 'ws';

export type Closed = { code: number; reason: string };

/** A ws client that records what it receives, for relay tests. */
export class TestSocket {
  readonly ws: WebSocket;
  readonly frames: Buffer[] = [];
  readonly controls: { type: string; [key: string]: unknown }[] = [];
  readonly opened: Promise<void>;
  readonly closed: Promise<Closed>;
  private waiters: (() => void)[] = [];

  constructor(url: string, cookie?: string, headers: Record<string, string> = {}) {
    this.ws = new WebSocket(url, { headers: { ...(cookie ? { Cookie: cookie } : {}), ...headers }, perMessageDeflate: false });
    this.opened = new Promise((resolve, reject) => {
      this.ws.once('open', () => resolve());
      this.ws.once('error', reject);
    });
    this.closed = new Promise((resolve) => this.ws.once('close', (code, reason) => resolve({ code, reason: reason.toString() })));
    this.ws.on('message', (data, isBinary) => {
      const buffer = Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer);
      if (isBinary) this.frames.push(buffer);
      else this.controls.push(JSON.parse(buffer.toString()));
      this.waiters.splice(0).forEach((wake) => wake());
    });
  }

  /** Resolves once the predicate holds over what has arrived. */
  async until(predicate: () => boolean, timeoutMs = 5000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!predicate()) {
      if (Date.now() > deadline) throw new Error('timed out waiting for socket data');
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
  }

  control(type: string) {
    return this.controls.find((c) => c.type === type);
  }

  send(data: Buffer | string): void {
    this.ws.send(data);
  }

  close(): void {
    this.ws.close();
  }
}
