import { ApproachingIcon, MovingAwayIcon, NearbyIcon } from '../assist/assist-icons';
import { relativeAge } from '../feed/feed-format';
import type { DerivedNotice, Trend } from './proximity-bands';
import { noticeTexts } from './proximity-text';

function TrendIcon({ trend }: { trend: Trend }) {
  if (trend === 'approaching') return <ApproachingIcon size={22} />;
  if (trend === 'moving_away') return <MovingAwayIcon size={22} />;
  return <NearbyIcon size={22} />;
}

/** A walker nearby (spec/core.md §2): title, text, band badge, trend icon, direction and age. */
export function ProximityCard({ notice, now }: { notice: DerivedNotice; now: number }) {
  const texts = noticeTexts(notice.band, notice.trend);
  const titleId = `proximity-${notice.id}`;
  return (
    <article
      className={`card proximity-card proximity-${notice.trend}`}
      aria-labelledby={titleId}
      data-testid="proximity-card"
      data-trend={notice.trend}
      data-band={notice.band}
    >
      <span className="proximity-icon" aria-hidden="true">
        <TrendIcon trend={notice.trend} />
      </span>
      <div className="proximity-body">
        <div className="proximity-head">
          <h3 id={titleId} className="proximity-title">
            {texts.title}
          </h3>
          <span className="badge proximity-badge">{texts.badgeText}</span>
        </div>
        <p className="proximity-text">{texts.text}</p>
        <p className="proximity-meta muted">
          <span data-testid="proximity-direction">{texts.directionText}</span>
          <span>{relativeAge(notice.updatedAt, now)}</span>
        </p>
      </div>
    </article>
  );
}
