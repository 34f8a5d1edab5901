import { HeadphonesIcon } from '../ui/icons';

/** The red 'Emergency Audio' banner; LIVE while the sender's microphone reaches this page. */
export function ListenerHeader({ live }: { live: boolean }) {
  return (
    <header className="listen-hero">
      <div className="listen-hero-row">
        <HeadphonesIcon size={26} />
        <h1>Emergency Audio</h1>
        {live ? (
          <span className="listen-live" data-testid="live-badge">
            <span className="listen-live-dot" aria-hidden="true" />
            LIVE
          </span>
        ) : null}
      </div>
      <p>Live audio from a trusted contact’s SOS</p>
    </header>
  );
}
