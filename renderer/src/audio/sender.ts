import { AUDIO_ROOM_SETTLE_MS } from '../../../shared/api/audio';
import { errorMessage } from '../api/client';
import { delay } from '../delay';
import { storedDeviceId } from '../identity/device-id';
import { AudioLink, type LinkInfo } from './audio-link';
import type { LinkStatus } from './audio-policy';
import { MicCapture } from './capture';
import { micErrorText, restartCapture } from './mic-restart';
import { createSosRoom } from './room-api';
import { useSenderAudio } from './sender-store';
import { audioSocketUrl } from './socket-url';
import { installAudioHooks, type SenderStats } from './test-hooks';

/** Frames kept while reconnecting (5 s) so the hub's recording has no gap; listeners skip ahead. */
const MAX_BACKLOG_FRAMES = 250;

type SenderCounts = Pick<SenderStats, 'framesCaptured' | 'framesSent' | 'framesDropped' | 'lastOnsetAt'>;

/** One SOS's live audio from this device: room, microphone, link to the relay. */
class SenderSession {
  private link: AudioLink | null = null;
  private capture: MicCapture | null = null;
  private backlog: ArrayBuffer[] = [];
  private stopped = false;
  private restarting = false;
  readonly counts: SenderCounts = { framesCaptured: 0, framesSent: 0, framesDropped: 0, lastOnsetAt: null };

  /** Stopped or failed: a new start needs a new session. */
  get finished(): boolean {
    return this.stopped;
  }

  get rttMs(): number | null {
    return this.link?.rttMs ?? null;
  }

  async start(): Promise<void> {
    const store = useSenderAudio.getState();
    store.set('connecting');
    const userId = storedDeviceId();
    if (!userId) return this.fail('This device has no NeighborWatch identity yet.');
    let roomId: string;
    try {
      roomId = (await createSosRoom(userId)).roomId;
    } catch (error) {
      return this.fail(errorMessage(error, 'Could not open the emergency audio room.'));
    }
    await delay(AUDIO_ROOM_SETTLE_MS);
    if (this.stopped) return;
    try {
      await this.startCapture();
    } catch (error) {
      return this.fail(micErrorText(error));
    }
    if (this.stopped) return;
    this.link = new AudioLink({
      role: 'pub',
      url: () => audioSocketUrl(window.location, 'pub', roomId),
      onStatus: (status, info) => this.linkChanged(status, info),
    });
    this.link.start();
  }

  stop(): void {
    this.stopped = true;
    this.link?.stop();
    this.capture?.stop();
    this.link = null;
    this.capture = null;
    this.backlog = [];
  }

  private async startCapture(): Promise<void> {
    const capture = new MicCapture({
      onFrame: (frame) => this.frame(frame),
      onFailure: (reason) => void this.captureFailed(reason),
      onOnset: (at) => {
        this.counts.lastOnsetAt = at;
      },
    });
    this.capture = capture;
    await capture.start();
  }

  /** A broken microphone pipeline is rebuilt (with backoff) rather than left silent. */
  private async captureFailed(reason: string): Promise<void> {
    if (this.restarting || this.stopped) return;
    this.restarting = true;
    this.capture?.stop();
    const restarted = await restartCapture(() => this.startCapture(), () => this.stopped);
    this.restarting = false;
    if (!restarted && !this.stopped) this.fail(`The microphone stopped (${reason}).`);
  }

  private frame(frame: ArrayBuffer): void {
    this.counts.framesCaptured += 1;
    const link = this.link;
    if (link?.current === 'live') {
      this.flushBacklog(link);
      if (link.sendAudio(frame)) this.counts.framesSent += 1;
      else this.counts.framesDropped += 1;
      return;
    }
    this.backlog.push(frame);
    if (this.backlog.length > MAX_BACKLOG_FRAMES) {
      this.backlog.shift();
      this.counts.framesDropped += 1;
    }
  }

  private flushBacklog(link: AudioLink): void {
    for (const frame of this.backlog.splice(0)) {
      if (link.sendAudio(frame)) this.counts.framesSent += 1;
      else this.counts.framesDropped += 1;
    }
  }

  private linkChanged(status: LinkStatus, info: LinkInfo): void {
    const store = useSenderAudio.getState();
    switch (status) {
      case 'live':
        store.set('live');
        return;
      case 'reconnecting':
        store.set('reconnecting');
        return;
      case 'ended':
        // The SOS was cancelled or expired on the hub: nothing more to send.
        this.stop();
        store.reset();
        return;
      case 'refused':
        this.fail(info.reason || 'The hub refused the audio connection.');
        return;
      case 'failed':
        this.fail('Connection lost - unable to reconnect');
        return;
      default:
        return;
    }
  }

  private fail(message: string): void {
    if (this.stopped) return; // stopped on purpose meanwhile: nothing to report
    this.stop();
    useSenderAudio.getState().set('error', message);
  }
}

let current: SenderSession | null = null;

/**
 * Publishes the microphone to the hub's audio room for the caller's active SOS
 * (spec/core.md §4 "Audio service", DESIGN.md §6). Called after a successful SOS start when
 * Emergency Audio is on; never throws: progress and problems go to useSenderAudio.
 */
export async function startSenderAudio(): Promise<void> {
  if (current && !current.finished) return;
  const session = new SenderSession();
  current = session;
  await session.start();
}

/** Stops sending: closes the socket, releases the microphone and the audio context. */
export function stopSenderAudio(): void {
  current?.stop();
  current = null;
  useSenderAudio.getState().reset();
}

function senderStats(): SenderStats {
  const { state, error } = useSenderAudio.getState();
  const counts: SenderCounts = current?.counts ?? { framesCaptured: 0, framesSent: 0, framesDropped: 0, lastOnsetAt: null };
  return { state, error, ...counts, rttMs: current?.rttMs ?? null };
}

installAudioHooks({
  startSender: async () => {
    await startSenderAudio();
    return senderStats();
  },
  stopSender: stopSenderAudio,
  senderStats,
});
