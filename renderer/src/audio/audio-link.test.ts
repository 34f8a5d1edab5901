import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LinkStatus } from './audio-policy';
import { AudioLink, type LinkInfo, type SocketHandlers, type SocketLike } from './audio-link';

/** A socket the test drives by hand. */
class FakeSocket implements SocketLike {
  bufferedAmount = 0;
  open = false;
  closedWith: { code?: number; reason?: string } | null = null;
  readonly sent: (string | ArrayBuffer)[] = [];
  constructor(readonly url: string, readonly handlers: SocketHandlers) {}
  isOpen() {
    return this.open;
  }
  send(data: string | ArrayBuffer) {
    this.sent.push(data);
  }
  close(code?: number, reason?: string) {
    this.open = false;
    this.closedWith = { code, reason };
  }
  /** The hub accepts and welcomes. */
  accept(publisherLive = true) {
    this.open = true;
    this.handlers.open();
    this.handlers.message(JSON.stringify({ type: 'welcome', role: 'sub', roomId: 'r', sampleRate: 16000, publisherLive }));
  }
  /** The hub (or the network) closes the socket. */
  drop(code: number, reason = '') {
    this.open = false;
    this.handlers.close(code, reason);
  }
  pings() {
    return this.sent.filter((data) => typeof data === 'string' && data.includes('"ping"')).length;
  }
}

function harness(role: 'pub' | 'sub' = 'sub') {
  const sockets: FakeSocket[] = [];
  const statuses: { status: LinkStatus; info: LinkInfo }[] = [];
  const audio: ArrayBuffer[] = [];
  const link = new AudioLink({
    role,
    url: () => `ws://hub/pcm-audio-ws?role=${role}&room=r`,
    connect: (url, handlers) => {
      const socket = new FakeSocket(url, handlers);
      sockets.push(socket);
      return socket;
    },
    onStatus: (status, info) => statuses.push({ status, info }),
    onAudio: (frame) => audio.push(frame),
  });
  const last = () => {
    const socket = sockets.at(-1);
    if (!socket) throw new Error('no socket yet');
    return socket;
  };
  return { link, sockets, statuses, audio, last };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('AudioLink', () => {
  it('is live once the hub welcomes it and passes audio to a listener', () => {
    const { link, last, audio } = harness();
    link.start();
    expect(link.current).toBe('connecting');
    last().accept();
    expect(link.current).toBe('live');
    last().handlers.message(new ArrayBuffer(640));
    expect(audio).toHaveLength(1);
  });

  it('reconnects after an unexpected close with 1 s, 2 s, 4 s waits', () => {
    const { link, sockets, last } = harness();
    link.start();
    last().drop(1006);
    expect(link.current).toBe('reconnecting');
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    last().drop(1006);
    vi.advanceTimersByTime(1999);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);
    last().drop(1006);
    vi.advanceTimersByTime(4000);
    expect(sockets).toHaveLength(4);
    last().accept();
    expect(link.current).toBe('live');
  });

  it('starts the backoff over after a welcome', () => {
    const { link, sockets, last, statuses } = harness();
    link.start();
    last().drop(1006);
    vi.advanceTimersByTime(1000);
    last().drop(1006);
    vi.advanceTimersByTime(2000);
    last().accept();
    last().drop(1001, 'The hub is restarting');
    expect(statuses.at(-1)?.info).toMatchObject({ attempt: 1, retryInMs: 1000, code: 1001, everLive: true });
    vi.advanceTimersByTime(1000);
    expect(sockets).toHaveLength(4);
  });

  it('does not reconnect on terminal codes and reports the hub’s reason', () => {
    const { link, sockets, last, statuses } = harness();
    link.start();
    last().open = true;
    last().handlers.open();
    last().drop(4403, 'Only verified trusted contacts can access this emergency audio');
    expect(link.current).toBe('refused');
    expect(statuses.at(-1)?.info).toMatchObject({ code: 4403, reason: 'Only verified trusted contacts can access this emergency audio' });
    vi.advanceTimersByTime(120_000);
    expect(sockets).toHaveLength(1);
  });

  it('ends on 4410 without reconnecting', () => {
    const { link, sockets, last } = harness();
    link.start();
    last().accept();
    last().drop(4410, 'This emergency has ended');
    expect(link.current).toBe('ended');
    vi.advanceTimersByTime(120_000);
    expect(sockets).toHaveLength(1);
  });

  it('clears everything on an explicit stop and never reconnects', () => {
    const { link, sockets, last } = harness();
    link.start();
    last().accept();
    const socket = last();
    link.stop();
    expect(link.current).toBe('stopped');
    expect(socket.closedWith).toEqual({ code: 1000, reason: 'Left the room' });
    socket.drop(1006); // a late close from the old socket is ignored
    vi.advanceTimersByTime(600_000);
    expect(sockets).toHaveLength(1);
    expect(socket.pings()).toBe(0);
  });

  it('stopping while waiting to reconnect cancels the attempt', () => {
    const { link, sockets, last } = harness();
    link.start();
    last().drop(1006);
    link.stop();
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
  });

  it('gives up after 50 failed reconnects', () => {
    const { link, sockets, last } = harness();
    link.start();
    for (let i = 0; i < 50; i += 1) {
      last().drop(1006);
      vi.advanceTimersByTime(30_000);
    }
    expect(sockets).toHaveLength(51);
    last().drop(1006);
    expect(link.current).toBe('failed');
    vi.advanceTimersByTime(600_000);
    expect(sockets).toHaveLength(51);
  });

  it('pings every 10 s while open', () => {
    const { link, last } = harness();
    link.start();
    last().accept();
    vi.advanceTimersByTime(35_000);
    expect(last().pings()).toBe(3);
    const ping = JSON.parse(String(last().sent[0]));
    expect(ping).toMatchObject({ type: 'ping', t: expect.any(Number) });
  });

  it('gives up on a socket that opens but is never welcomed within 30 s', () => {
    const { link, sockets, last } = harness();
    link.start();
    last().open = true;
    last().handlers.open();
    vi.advanceTimersByTime(30_000);
    expect(sockets[0]?.closedWith?.code).toBe(4000);
    expect(link.current).toBe('reconnecting');
    vi.advanceTimersByTime(1000);
    expect(sockets).toHaveLength(2);
  });

  it('reconnects when the hub has said nothing for 5 minutes', () => {
    const { link, sockets, last } = harness();
    link.start();
    last().accept();
    // Pings go out but nothing comes back.
    vi.advanceTimersByTime(5 * 60_000 + 10_000);
    expect(sockets[0]?.closedWith?.code).toBe(4000);
    expect(link.current).toBe('reconnecting');
  });

  it('stays connected while pongs keep arriving', () => {
    const { link, sockets, last } = harness();
    link.start();
    last().accept();
    for (let i = 0; i < 40; i += 1) {
      vi.advanceTimersByTime(10_000);
      last().handlers.message(JSON.stringify({ type: 'pong', t: Date.now() }));
    }
    expect(sockets).toHaveLength(1);
    expect(link.current).toBe('live');
  });

  it('forces a reconnect after 5 malformed messages in a row', () => {
    const { link, sockets, last } = harness();
    link.start();
    last().accept();
    for (let i = 0; i < 4; i += 1) last().handlers.message('not json');
    expect(sockets[0]?.closedWith).toBeNull();
    last().handlers.message('{"type":"shout"}');
    expect(sockets[0]?.closedWith?.code).toBe(4000);
    expect(link.current).toBe('reconnecting');
  });

  it('sends audio only while live and drops it when the uplink is backed up', () => {
    const { link, last } = harness('pub');
    link.start();
    expect(link.sendAudio(new ArrayBuffer(640))).toBe(false);
    last().accept();
    expect(link.sendAudio(new ArrayBuffer(640))).toBe(true);
    last().bufferedAmount = 1_000_000;
    expect(link.sendAudio(new ArrayBuffer(640))).toBe(false);
  });

  it('a publisher ignores binary frames from the hub', () => {
    const { link, last, audio } = harness('pub');
    link.start();
    last().accept();
    last().handlers.message(new ArrayBuffer(640));
    expect(audio).toHaveLength(0);
  });
});
