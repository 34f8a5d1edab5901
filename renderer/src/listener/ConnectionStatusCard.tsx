import { AUDIO_MAX_RECONNECTS } from '../../../shared/api/audio';
import { goHome } from './go-home';
import type { ListenerView } from './listener-store';

type View = Omit<ListenerView, 'level'>;

type Props = {
  view: View;
  roomId: string;
  onReconnect(): void;
};

type Tone = 'wait' | 'ok' | 'off' | 'bad';

function words(view: View): { tone: Tone; title: string; text: string } {
  switch (view.status) {
    case 'idle':
      return view.left
        ? { tone: 'off', title: 'Disconnected', text: 'You left the emergency audio room. Reconnect to keep listening.' }
        : { tone: 'wait', title: 'Connecting…', text: 'Joining the emergency audio room…' };
    case 'connecting':
      return view.reconnectAttempt > 0
        ? {
            tone: 'wait',
            title: 'Reconnecting…',
            text: `The connection dropped. Trying again (attempt ${view.reconnectAttempt} of ${AUDIO_MAX_RECONNECTS}).`,
          }
        : { tone: 'wait', title: 'Connecting…', text: 'Joining the emergency audio room…' };
    case 'connected':
      return view.publisherLive
        ? { tone: 'ok', title: 'Connected', text: 'Live audio from the sender’s phone is reaching this page.' }
        : { tone: 'ok', title: 'Connected', text: 'Waiting for the sender’s microphone…' };
    case 'ended':
    case 'error':
      return {
        tone: view.status === 'ended' ? 'off' : 'bad',
        title: view.problem?.title ?? 'Not connected',
        text: view.problem?.text ?? '',
      };
  }
}

/** Where the connection stands, in words, with the way forward when there is one. */
export function ConnectionStatusCard({ view, roomId, onReconnect }: Props) {
  const { tone, title, text } = words(view);
  const canReconnect = (view.status === 'idle' && view.left) || (view.status === 'error' && view.problem?.retryable === true);
  return (
    <section className="card listen-status" aria-labelledby="listen-status-title" data-status={view.status} data-testid="listener-status">
      <div className="listen-status-row">
        <span className={`listen-dot listen-dot-${tone}`} aria-hidden="true" />
        <h2 id="listen-status-title">{title}</h2>
      </div>
      <p role={view.status === 'error' ? 'alert' : 'status'}>{text}</p>
      <p className="muted listen-room">
        Room <code>{roomId.slice(0, 8)}</code>
      </p>
      {view.problem?.opensApp ? (
        <button type="button" className="button button-primary" onClick={goHome}>
          Open NeighborWatch
        </button>
      ) : null}
      {canReconnect ? (
        <button type="button" className="button button-primary" onClick={onReconnect}>
          {view.status === 'error' ? 'Try Again' : 'Reconnect'}
        </button>
      ) : null}
    </section>
  );
}
