import {
  AUDIO_CONNECT_TIMEOUT_MS,
  AUDIO_HEARTBEAT_MS,
  AUDIO_HEARTBEAT_TIMEOUT_MS,
  PCM_BYTES_PER_SECOND,
  audioControlSchema,
  type AudioControl,
} from '../../../shared/api/audio';
import { countError, isFinalStatus, nextLinkStatus, planAfterClose, type LinkStatus } from './audio-policy';
import type { AudioRole } from './socket-url';

/** What a socket reports back to the link. */
export type SocketHandlers = {
  open(): void;
  message(data: unknown): void;
  close(code: number, reason: string): void;
  error(): void;
};

/** The parts of a WebSocket the link uses; close() also silences the handlers. */
export type SocketLike = {
  readonly bufferedAmount: number;
  isOpen(): boolean;
  send(data: string | ArrayBuffer): void;
  close(code?: number, reason?: string): void;
};

export type SocketFactory = (url: string, handlers: SocketHandlers) => SocketLike;

/** The browser's WebSocket behind SocketLike (binary frames as ArrayBuffer). */
export const browserSocket: SocketFactory = (url, handlers) => {
  const ws = new WebSocket(url);
  ws.binaryType = 'arraybuffer';
  ws.onopen = () => handlers.open();
  ws.onmessage = (event) => handlers.message(event.data);
  ws.onclose = (event) => handlers.close(event.code, event.reason);
  ws.onerror = () => handlers.error();
  return {
    get bufferedAmount() {
      return ws.bufferedAmount;
    },
    isOpen: () => ws.readyState === WebSocket.OPEN,
    send: (data) => ws.send(data),
    close: (code, reason) => {
      ws.onopen = null;
      ws.onmessage = null;
      ws.onclose = null;
      ws.onerror = null;
      try {
        ws.close(code, reason);
      } catch {
        // Already closing, or an invalid code from a caller: nothing left to do.
      }
    },
  };
};

export type LinkInfo = {
  /** Reconnect attempt being waited for (0 when none). */
  attempt: number;
  /** Milliseconds until that attempt, or null. */
  retryInMs: number | null;
  /** The hub's close code and reason for the last close, if any. */
  code: number | null;
  reason: string;
  /** Whether the hub ever welcomed this link since start(). */
  everLive: boolean;
};

export type AudioLinkOptions = {
  role: AudioRole;
  /** Built for every attempt, so a caller may add a fresh token. */
  url: () => string;
  connect?: SocketFactory;
  onStatus?: (status: LinkStatus, info: LinkInfo) => void;
  onControl?: (message: AudioControl) => void;
  onAudio?: (frame: ArrayBuffer) => void;
};

/** Close code the link uses when it gives up on a socket itself (timeouts, error streaks). */
export const LINK_ABANDON_CODE = 4000;
/** A publisher on a slow uplink drops audio past this backlog rather than falling behind. */
const MAX_SEND_BACKLOG_BYTES = 5 * PCM_BYTES_PER_SECOND;

type Timer = ReturnType<typeof setTimeout>;

/**
 * One role's connection to the hub's audio relay (spec/core.md §4 "Audio service"): heartbeat
 * pings, connect and heartbeat timeouts, reconnects with backoff, terminal close codes, and an
 * explicit stop that clears everything. The decisions live in audio-policy.ts.
 */
export class AudioLink {
  private status: LinkStatus = 'idle';
  private socket: SocketLike | null = null;
  private generation = 0;
  private failedAttempts = 0;
  private errorStreak = 0;
  private stopRequested = false;
  private everLive = false;
  private lastHeard = 0;
  private lastClose: { code: number | null; reason: string } = { code: null, reason: '' };
  private connectTimer: Timer | null = null;
  private heartbeatTimer: ReturnType<typeof setInterval> | null = null;
  private retryTimer: Timer | null = null;
  /** Round trip of the last ping, for diagnostics. */
  rttMs: number | null = null;

  constructor(private readonly options: AudioLinkOptions) {}

  get current(): LinkStatus {
    return this.status;
  }

  start(): void {
    if (this.status !== 'idle' && !isFinalStatus(this.status)) return;
    this.stopRequested = false;
    this.failedAttempts = 0;
    this.errorStreak = 0;
    this.everLive = false;
    this.lastClose = { code: null, reason: '' };
    this.status = nextLinkStatus(this.status, { type: 'start' });
    this.notify(0, null);
    this.open();
  }

  /** Explicit stop: closes the socket, cancels every timer, never reconnects. */
  stop(): void {
    this.stopRequested = true;
    this.clearTimers();
    this.dropSocket(1000, 'Left the room');
    if (this.status === 'stopped') return;
    this.status = 'stopped';
    this.notify(0, null);
  }

  /** Sends one PCM frame; false when not live or the uplink is backed up (the frame is dropped). */
  sendAudio(frame: ArrayBuffer): boolean {
    const socket = this.socket;
    if (this.status !== 'live' || !socket?.isOpen()) return false;
    if (socket.bufferedAmount > MAX_SEND_BACKLOG_BYTES) return false;
    try {
      socket.send(frame);
      return true;
    } catch {
      this.noteError();
      return false;
    }
  }

  /** Counts a failure outside the socket (for example in the audio pipeline feeding it). */
  noteError(): void {
    const { streak, restart } = countError(this.errorStreak);
    this.errorStreak = streak;
    // A socket that never opened is about to close on its own; its close code is the better news.
    if (restart && this.socket?.isOpen()) this.abandon('Too many errors in a row');
  }

  private open(): void {
    this.clearTimers();
    const generation = ++this.generation;
    const mine = () => generation === this.generation;
    try {
      this.socket = (this.options.connect ?? browserSocket)(this.options.url(), {
        open: () => mine() && this.opened(),
        message: (data) => mine() && this.received(data),
        close: (code, reason) => mine() && this.closed(code, reason),
        error: () => mine() && this.noteError(),
      });
    } catch {
      // A URL the browser rejects outright: treat like a failed attempt.
      this.socket = null;
      this.closed(LINK_ABANDON_CODE, 'Could not open the connection');
      return;
    }
    this.connectTimer = setTimeout(() => this.abandon('Connection timed out'), AUDIO_CONNECT_TIMEOUT_MS);
  }

  private opened(): void {
    this.lastHeard = Date.now();
    this.heartbeatTimer = setInterval(() => this.beat(), AUDIO_HEARTBEAT_MS);
  }

  private beat(): void {
    if (Date.now() - this.lastHeard > AUDIO_HEARTBEAT_TIMEOUT_MS) {
      this.abandon('No word from the hub');
      return;
    }
    this.sendControl({ type: 'ping', t: Date.now() });
  }

  private received(data: unknown): void {
    this.lastHeard = Date.now();
    if (data instanceof ArrayBuffer) {
      this.errorStreak = 0;
      if (this.options.role === 'sub') this.options.onAudio?.(data);
      return;
    }
    const control = audioControlSchema.safeParse(typeof data === 'string' ? safeJson(data) : undefined);
    if (!control.success) {
      this.noteError();
      return;
    }
    this.errorStreak = 0;
    const message = control.data;
    if (message.type === 'welcome') this.welcomed();
    if (message.type === 'pong' && message.t !== undefined) this.rttMs = Date.now() - message.t;
    this.options.onControl?.(message);
  }

  private welcomed(): void {
    if (this.connectTimer) clearTimeout(this.connectTimer);
    this.connectTimer = null;
    this.failedAttempts = 0;
    this.everLive = true;
    this.status = nextLinkStatus(this.status, { type: 'welcome' });
    this.notify(0, null);
  }

  /** The link gives up on the current socket itself; counts as an unexpected close. */
  private abandon(reason: string): void {
    this.dropSocket(LINK_ABANDON_CODE, reason);
    this.closed(LINK_ABANDON_CODE, reason);
  }

  private closed(code: number, reason: string): void {
    this.clearTimers();
    this.socket = null;
    this.generation += 1; // anything still in flight from the old socket is ignored
    this.lastClose = { code, reason };
    const plan = planAfterClose({ code, stopRequested: this.stopRequested, failedAttempts: this.failedAttempts });
    this.status = nextLinkStatus(this.status, { type: 'close', plan });
    if (plan.kind === 'retry') {
      this.failedAttempts = plan.attempt;
      this.retryTimer = setTimeout(() => this.open(), plan.delayMs);
      this.notify(plan.attempt, plan.delayMs);
      return;
    }
    this.notify(0, null);
  }

  private sendControl(message: AudioControl): void {
    const socket = this.socket;
    if (!socket?.isOpen()) return;
    try {
      socket.send(JSON.stringify(message));
    } catch {
      this.noteError();
    }
  }

  private dropSocket(code: number, reason: string): void {
    const socket = this.socket;
    this.socket = null;
    this.generation += 1;
    socket?.close(code, reason);
  }

  private clearTimers(): void {
    if (this.connectTimer) clearTimeout(this.connectTimer);
    if (this.retryTimer) clearTimeout(this.retryTimer);
    if (this.heartbeatTimer) clearInterval(this.heartbeatTimer);
    this.connectTimer = null;
    this.retryTimer = null;
    this.heartbeatTimer = null;
  }

  private notify(attempt: number, retryInMs: number | null): void {
    this.options.onStatus?.(this.status, { attempt, retryInMs, ...this.lastClose, everLive: this.everLive });
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
