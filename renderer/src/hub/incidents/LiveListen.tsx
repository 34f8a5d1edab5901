import { useEffect, useRef, useState } from 'react';
import { HeadphonesIcon } from '../../ui/icons';
import { HubListener, IDLE_VIEW, type ListenView } from './live-listener';

function statusText(view: ListenView): string {
  switch (view.status) {
    case 'starting':
    case 'connecting':
      return 'Connecting…';
    case 'live':
      return view.senderLive ? 'Listening live' : 'Connected. The sender’s phone is not sending audio right now.';
    case 'reconnecting':
      return 'Connection lost, reconnecting…';
    case 'ended':
      return 'The emergency has ended.';
    case 'refused':
    case 'failed':
      return view.problem ?? 'Could not connect.';
    default:
      return '';
  }
}

/** Listen to an SOS room live, with the audio client's subscriber link. */
export function LiveListen({ roomId }: { roomId: string }) {
  const [view, setView] = useState<ListenView>(IDLE_VIEW);
  const listener = useRef<HubListener | null>(null);
  useEffect(() => () => listener.current?.stop(), [roomId]);

  const listening = view.status !== 'idle' && view.status !== 'stopped' && view.status !== 'ended' && view.status !== 'refused' && view.status !== 'failed';
  const start = () => {
    listener.current?.stop();
    const next = new HubListener(roomId, setView);
    listener.current = next;
    void next.start();
  };
  const stop = () => {
    listener.current?.stop();
    listener.current = null;
  };

  return (
    <div className="cc-listen" data-testid="live-listen" data-status={view.status}>
      {listening ? (
        <button type="button" className="button button-secondary" onClick={stop}>
          Stop listening
        </button>
      ) : (
        <button type="button" className="button button-danger" onClick={start}>
          <HeadphonesIcon size={18} />
          Listen live
        </button>
      )}
      {view.status !== 'idle' && view.status !== 'stopped' ? (
        <p className="cc-listen-status" role="status">
          {view.senderLive && view.status === 'live' ? <span className="cc-live-dot" aria-hidden="true" /> : null}
          {statusText(view)}
        </p>
      ) : null}
      {view.status === 'live' && view.senderLive ? (
        <div className="cc-meter" aria-hidden="true">
          <span style={{ width: `${Math.min(100, Math.round(view.level * 400))}%` }} />
        </div>
      ) : null}
    </div>
  );
}
