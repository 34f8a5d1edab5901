import { useState } from 'react';
import type { NearbyConcern } from '../../../shared/api/assist';
import { WalkingDialog } from '../walking/WalkingDialog';
import { HomeIcon } from './assist-icons';
import { minutesRemaining, showsHomeownerPrompt } from './assist-format';
import { HomeownerResponseDialog, type ResponseMode } from './HomeownerResponseDialog';
import { ResponseGuideLink } from './ResponseGuideDialog';
import { useHomeownerAnswer } from './use-homeowner-answer';

function NotHomeownerMessage() {
  const [settingsOpen, setSettingsOpen] = useState(false);
  return (
    <div className="assist-notice assist-notice-warning" role="alert" data-testid="not-homeowner-message">
      <p>
        <strong>This device’s home isn’t set at this location.</strong> Only the resident whose home is here can mark it okay.
      </p>
      <p>
        If this is your home, open Settings → Walking &amp; Proximity Settings and tap “Set my home here” while you are at home,
        then answer again.
      </p>
      <button type="button" className="assist-link" onClick={() => setSettingsOpen(true)}>
        Open Walking &amp; Proximity Settings
      </button>
      {settingsOpen ? <WalkingDialog open onOpenChange={setSettingsOpen} /> : null}
    </div>
  );
}

/**
 * 'Your Neighbors Need Your Response' (spec/assist.md §2): the prompt for the resident whose home a
 * critical concern is about. Shown only while the concern is pending and not expired.
 */
export function HomeownerCard({ event, now }: { event: NearbyConcern; now: number }) {
  const [mode, setMode] = useState<ResponseMode | null>(null);
  const { busy, notHomeowner, answer } = useHomeownerAnswer(event);
  if (!showsHomeownerPrompt(event, now)) return null;
  const minutes = minutesRemaining(event.expiresAt, now);
  const titleId = `homeowner-${event.eventId}`;

  const confirm = async (note: string) => {
    if (!mode) return;
    if (await answer(mode, note)) setMode(null);
  };

  return (
    <section className="card homeowner-card" aria-labelledby={titleId} data-testid="homeowner-card" data-event-id={event.eventId}>
      <header className="homeowner-head">
        <span className="homeowner-icon" aria-hidden="true">
          <HomeIcon size={22} />
        </span>
        <div>
          <h3 id={titleId} className="homeowner-title">
            Your Neighbors Need Your Response
          </h3>
          <p className="homeowner-text">
            A neighbour flagged a critical concern at{' '}
            <strong>{event.locationDescription ?? `about ${event.approximateLocation}`}</strong>. If this is your home, let them
            know you are safe, or ask for help.
          </p>
        </div>
      </header>
      <p className="homeowner-deadline" data-testid="homeowner-deadline">
        Respond within <strong>{minutes} min</strong>
        <span className="muted"> · after that the concern expires</span>
      </p>
      {notHomeowner ? <NotHomeownerMessage /> : null}
      <div className="homeowner-actions">
        <button type="button" className="button button-primary" disabled={busy} onClick={() => setMode('ok')}>
          I'm Okay
        </button>
        <button type="button" className="button button-danger" disabled={busy} onClick={() => setMode('help')}>
          I Need Help
        </button>
      </div>
      <ResponseGuideLink />
      {mode ? <HomeownerResponseDialog mode={mode} busy={busy} onCancel={() => setMode(null)} onConfirm={(note) => void confirm(note)} /> : null}
    </section>
  );
}
