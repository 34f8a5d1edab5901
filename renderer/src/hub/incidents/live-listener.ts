import type { AudioControl } from '../../../../shared/api/audio';
import { AudioLink } from '../../audio/audio-link';
import type { LinkStatus } from '../../audio/audio-policy';
import { PcmPlayer } from '../../audio/playback';
import { audioSocketUrl } from '../../audio/socket-url';
import { errorMessage } from '../../api/client';
import { fetchRoomTicket } from './incidents-api';

export type ListenView = {
  status: LinkStatus | 'starting';
  /** Whether the sender's phone is sending right now. */
  senderLive: boolean;
  problem: string | null;
  level: number;
};

export const IDLE_VIEW: ListenView = { status: 'idle', senderLive: false, problem: null, level: 0 };

/** Tickets last 5 minutes; a fresh one is kept ready for reconnects. */
const TICKET_REFRESH_MS = 4 * 60_000;

/**
 * The coordinator listening to one SOS room: the audio client's subscriber link and player,
 * authenticated by a coordinator ticket (POST /api/hub/rooms/:roomId/token) instead of a cookie.
 */
export class HubListener {
  private readonly player = new PcmPlayer((stats) => this.update({ level: stats.rms }));
  private readonly link: AudioLink;
  private ticket: string | null = null;
  private refreshTimer: ReturnType<typeof setInterval> | null = null;
  private view: ListenView = IDLE_VIEW;
  private stopped = false;

  constructor(
    private readonly roomId: string,
    private readonly onChange: (view: ListenView) => void,
  ) {
    this.link = new AudioLink({
      role: 'sub',
      url: () => audioSocketUrl(window.location, 'sub', roomId, this.ticket ?? undefined),
      onStatus: (status, info) => {
        const problem = status === 'refused' || status === 'failed' ? info.reason || 'The hub refused the connection.' : null;
        this.update({ status, problem, ...(status === 'live' ? {} : { senderLive: false }) });
      },
      onControl: (message) => this.control(message),
      onAudio: (frame) => this.player.push(frame),
    });
  }

  /** Must run inside the click: the player's audio context needs the gesture. */
  async start(): Promise<void> {
    this.update({ status: 'starting', problem: null });
    const playerReady = this.player.start();
    try {
      const [ticket] = await Promise.all([fetchRoomTicket(this.roomId), playerReady]);
      this.ticket = ticket.token;
    } catch (error) {
      this.player.close();
      this.update({ status: 'failed', problem: errorMessage(error, error instanceof Error ? error.message : 'Could not start listening.') });
      return;
    }
    if (this.stopped) return;
    this.refreshTimer = setInterval(() => void this.refreshTicket(), TICKET_REFRESH_MS);
    this.link.start();
  }

  stop(): void {
    this.stopped = true;
    if (this.refreshTimer) clearInterval(this.refreshTimer);
    this.link.stop();
    this.player.close();
    this.update({ status: 'stopped', senderLive: false, level: 0 });
  }

  private async refreshTicket(): Promise<void> {
    try {
      this.ticket = (await fetchRoomTicket(this.roomId)).token;
    } catch {
      // the next reconnect will say what went wrong
    }
  }

  private control(message: AudioControl): void {
    if (message.type === 'welcome') this.update({ senderLive: message.publisherLive });
    else if (message.type === 'publisher-live') this.update({ senderLive: true });
    else if (message.type === 'publisher-gone') {
      this.player.reset();
      this.update({ senderLive: false, level: 0 });
    }
  }

  private update(change: Partial<ListenView>): void {
    this.view = { ...this.view, ...change };
    this.onChange(this.view);
  }
}
