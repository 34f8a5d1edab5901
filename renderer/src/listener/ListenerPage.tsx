import { useShallow } from 'zustand/react/shallow';
import { Toaster } from '../toasts/Toaster';
import { AudioControls } from './AudioControls';
import { ConnectionStatusCard } from './ConnectionStatusCard';
import { goHome } from './go-home';
import { InvalidRoomCard } from './InvalidRoomCard';
import { HomeIcon } from './listener-icons';
import { ListenerHeader } from './ListenerHeader';
import { useListenerStore, type ListenerView } from './listener-store';
import { PrivacyNotice } from './PrivacyNotice';
import { roomIdFromPath } from './listen-route';
import { useListenerSession } from './use-listener-session';

/** Standalone emergency-audio page for trusted contacts (spec/core.md §2 "Listener page"). */
export function ListenerPage({ pathname }: { pathname: string }) {
  const roomId = roomIdFromPath(pathname);
  return roomId ? <ListenerRoom roomId={roomId} /> : <InvalidRoomCard />;
}

/** Everything but the level meter, which updates ten times a second and is read where it is drawn. */
function pickView(state: ListenerView): Omit<ListenerView, 'level'> {
  return {
    status: state.status,
    publisherLive: state.publisherLive,
    reconnectAttempt: state.reconnectAttempt,
    left: state.left,
    problem: state.problem,
    audio: state.audio,
  };
}

function ListenerRoom({ roomId }: { roomId: string }) {
  const session = useListenerSession(roomId);
  const view = useListenerStore(useShallow(pickView));
  const joined = view.status === 'connecting' || view.status === 'connected';
  return (
    <main className="standalone listen-page">
      <ListenerHeader live={view.status === 'connected' && view.publisherLive} />
      <ConnectionStatusCard view={view} roomId={roomId} onReconnect={() => session?.join()} />
      {joined ? (
        <AudioControls
          audio={view.audio}
          onEnable={() => void session?.enableAudio()}
          onToggle={(on) => session?.setAudioOn(on)}
          onDisconnect={() => session?.leave()}
        />
      ) : null}
      <PrivacyNotice />
      <button type="button" className="button button-secondary listen-home" onClick={goHome}>
        <HomeIcon size={18} />
        Return Home
      </button>
      <Toaster />
    </main>
  );
}
