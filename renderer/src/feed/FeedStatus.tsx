import { usePushStatus } from '../push/push-store';
import { useFeedStore } from './feed-store';

/**
 * 'Loading...' during the first load, then 'Live Feed' while the push channel is up (alerts
 * arrive at once) and 'Connected' while the polls answer (spec/core.md §2, DESIGN.md §11).
 */
export function FeedBadges() {
  const loading = useFeedStore((state) => state.loading);
  const connectionIssue = useFeedStore((state) => state.connectionIssue);
  const live = usePushStatus((state) => state.connected);
  if (loading) return <span className="badge badge-muted">Loading...</span>;
  return (
    <div className="feed-badges">
      {live && (
        <span className="badge badge-live" data-testid="live-feed-badge">
          <span className="live-dot" aria-hidden="true" />
          Live Feed
        </span>
      )}
      {connectionIssue ? (
        <span className="badge badge-warning">Reconnecting</span>
      ) : (
        <span className="badge badge-calm">Connected</span>
      )}
    </div>
  );
}

/** Shown when the SOS poll failed after its retries. */
export function ConnectionBanner() {
  const connectionIssue = useFeedStore((state) => state.connectionIssue);
  if (!connectionIssue) return null;
  return (
    <div className="notice notice-warning" role="status" data-testid="connection-banner">
      <p className="notice-title">Connection issue detected</p>
      <p className="notice-text">The hub could not be reached for new alerts; polling retries automatically.</p>
    </div>
  );
}
