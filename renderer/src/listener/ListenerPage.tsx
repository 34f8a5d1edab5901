import { HeadphonesIcon } from '../ui/icons';
import { roomIdFromPath } from './listen-route';

function goHome() {
  window.location.assign('/');
}

/** Standalone emergency-audio page for trusted contacts; live audio arrives with the listener issue. */
export function ListenerPage({ pathname }: { pathname: string }) {
  const roomId = roomIdFromPath(pathname);

  if (!roomId) {
    return (
      <main className="standalone">
        <div className="card standalone-card">
          <h1>Invalid Room</h1>
          <p className="muted">This emergency audio link is incomplete. Ask the sender for the full link.</p>
          <button type="button" className="button button-primary" onClick={goHome}>
            Return Home
          </button>
        </div>
      </main>
    );
  }

  return (
    <main className="standalone">
      <div className="card standalone-card listener-card">
        <div className="listener-header">
          <HeadphonesIcon size={24} />
          <h1>Emergency Audio</h1>
        </div>
        <p className="muted">
          Room <code>{roomId.slice(0, 8)}</code>
        </p>
        <p>Live audio for this emergency will play here for the sender’s trusted contacts.</p>
        <button type="button" className="button button-secondary" onClick={goHome}>
          Return Home
        </button>
      </div>
    </main>
  );
}
