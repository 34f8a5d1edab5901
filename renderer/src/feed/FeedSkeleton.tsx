/** Placeholder cards while the first load runs. */
export function FeedSkeleton() {
  return (
    <div className="stack-sm" aria-hidden="true" data-testid="feed-skeleton">
      {[0, 1, 2].map((index) => (
        <div key={index} className="card skeleton-card">
          <span className="skeleton skeleton-title" />
          <span className="skeleton skeleton-line" />
          <span className="skeleton skeleton-line skeleton-short" />
        </div>
      ))}
    </div>
  );
}
