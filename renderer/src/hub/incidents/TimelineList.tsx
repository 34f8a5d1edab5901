import type { TimelineEntry } from '../../../../shared/api/command';
import { formatTime } from '../format';
import { describeEntry, isUrgentEntry } from './incident-format';

/** An incident's history, oldest first, one line per thing that happened. */
export function TimelineList({ entries }: { entries: TimelineEntry[] }) {
  if (entries.length === 0) return <p className="muted">Nothing recorded yet.</p>;
  return (
    <ol className="cc-timeline" data-testid="timeline">
      {entries.map((entry, index) => (
        <li key={`${entry.type}-${entry.at}-${entry.userIdPrefix ?? ''}-${index}`} className={isUrgentEntry(entry) ? 'is-urgent' : undefined} data-type={entry.type}>
          <time dateTime={new Date(entry.at).toISOString()}>{formatTime(entry.at)}</time>
          <span className="cc-timeline-text">
            {describeEntry(entry)}
            {entry.text ? <span className="cc-timeline-note break">“{entry.text}”</span> : null}
          </span>
        </li>
      ))}
    </ol>
  );
}
