import { goHome } from './go-home';

/** /sos-listen without a room id (spec/core.md §2). */
export function InvalidRoomCard() {
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
