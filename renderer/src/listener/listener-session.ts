import { AUDIO_ROOM_SETTLE_MS, type AudioControl } from '../../../shared/api/audio';
import { AudioLink, type LinkInfo } from '../audio/audio-link';
import type { LinkStatus } from '../audio/audio-policy';
import { PcmPlayer } from '../audio/playback';
import { audioSocketUrl } from '../audio/socket-url';
import { installAudioHooks } from '../audio/test-hooks';
import { showToast } from '../toasts/toast-store';
import { describeClose, listenerStatusFor, TOASTS } from './listener-states';
import { useListenerStore } from './listener-store';

/**
 * A trusted contact listening to one SOS room: the subscriber link, the player behind the
 * one-time audio gate, and the toasts of spec/core.md §8. Writes the page's view into
 * useListenerStore.
 */
export class ListenerSession {
  private readonly link: AudioLink;
  private player: PcmPlayer | null = null;
  private joinTimer: ReturnType<typeof setTimeout> | null = null;
  private toldConnectFailed = false;
  private disposed = false;

  constructor(roomId: string) {
    installAudioHooks({});
    this.link = new AudioLink({
      role: 'sub',
      url: () => audioSocketUrl(window.location, 'sub', roomId),
      onStatus: (status, info) => this.linkChanged(status, info),
      onControl: (message) => this.control(message),
      onAudio: (frame) => this.player?.push(frame),
    });
  }

  /** Joins after the spec's short settle wait; also what 'Reconnect' and 'Try Again' do. */
  join(): void {
    if (this.disposed) return;
    if (this.joinTimer) clearTimeout(this.joinTimer);
    this.toldConnectFailed = false;
    useListenerStore.getState().update({ status: 'connecting', left: false, problem: null, reconnectAttempt: 0 });
    this.joinTimer = setTimeout(() => this.link.start(), AUDIO_ROOM_SETTLE_MS);
  }

  /** The Disconnect button: leave the room, keep the audio unlocked for a later Reconnect. */
  leave(): void {
    if (this.joinTimer) clearTimeout(this.joinTimer);
    this.link.stop();
    this.player?.reset();
    useListenerStore.getState().update({ status: 'idle', left: true, publisherLive: false, reconnectAttempt: 0, level: 0 });
  }

  /** The one tap that lets the browser play sound; must be called from the tap's handler. */
  async enableAudio(): Promise<void> {
    const store = useListenerStore.getState();
    if (store.audio !== 'locked') return;
    store.update({ audio: 'enabling' });
    const player = new PcmPlayer((stats) => {
      if (!this.disposed) useListenerStore.getState().update({ level: stats.rms });
    });
    try {
      await player.start();
    } catch (error) {
      player.close();
      useListenerStore.getState().update({ audio: 'locked' });
      const detail = error instanceof Error && error.message ? error.message : 'The browser did not allow sound.';
      showToast({ title: TOASTS.enableFailed, description: detail, variant: 'destructive' });
      return;
    }
    if (this.disposed) return player.close();
    this.player = player;
    useListenerStore.getState().update({ audio: 'on' });
  }

  setAudioOn(on: boolean): void {
    if (!this.player) return;
    this.player.setMuted(!on);
    useListenerStore.getState().update({ audio: on ? 'on' : 'off' });
  }

  /** Back from the background: phones may have paused the audio context. */
  wake(): void {
    void this.player?.wake();
  }

  dispose(): void {
    this.disposed = true;
    if (this.joinTimer) clearTimeout(this.joinTimer);
    this.link.stop();
    this.player?.close();
    this.player = null;
    useListenerStore.getState().reset();
  }

  private linkChanged(status: LinkStatus, info: LinkInfo): void {
    if (this.disposed) return;
    const store = useListenerStore.getState();
    const view = listenerStatusFor(status);
    if (status === 'reconnecting') {
      this.player?.reset();
      store.update({ status: view, reconnectAttempt: info.attempt, publisherLive: false });
      if (!info.everLive && !this.toldConnectFailed) {
        this.toldConnectFailed = true;
        showToast({ title: TOASTS.connectFailed, description: 'Trying again…', variant: 'destructive' });
      }
      return;
    }
    if (status === 'refused' || status === 'ended' || status === 'failed') {
      const problem = describeClose(status === 'failed' ? null : info.code, info.reason);
      store.update({ status: view, problem, publisherLive: false, reconnectAttempt: 0, level: 0 });
      if (status === 'refused') showToast({ title: TOASTS.joinFailed, description: problem.text, variant: 'destructive' });
      if (status === 'failed') showToast({ title: TOASTS.connectionLost, variant: 'destructive' });
      return;
    }
    if (status === 'stopped') return; // leave() already said so
    store.update({ status: view, reconnectAttempt: 0 });
  }

  private control(message: AudioControl): void {
    const store = useListenerStore.getState();
    switch (message.type) {
      case 'welcome':
        store.update({ publisherLive: message.publisherLive });
        return;
      case 'publisher-live':
        store.update({ publisherLive: true });
        return;
      case 'publisher-gone':
        this.player?.reset();
        store.update({ publisherLive: false, level: 0 });
        return;
      default:
        return;
    }
  }
}
