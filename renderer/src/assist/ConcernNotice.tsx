import type { NearbyConcern } from '../../../shared/api/assist';
import { isOpen } from './assist-format';

type Notice = { tone: 'info' | 'success' | 'escalated' | 'muted'; text: string; testId: string };

/** The one line that says where this concern stands for this viewer, or null when the buttons say it all. */
export function concernNotice(event: NearbyConcern, now: number): Notice | null {
  if (event.status === 'escalated') {
    return {
      tone: 'escalated',
      text: 'Escalated to full SOS: neighbours within range have been alerted.',
      testId: 'assist-escalated-notice',
    };
  }
  if (event.status === 'resolved') {
    return { tone: 'success', text: 'Resolved: the resident here says they are okay.', testId: 'assist-resolved-notice' };
  }
  if (event.status === 'cancelled') {
    const text =
      event.closeReason === 'false_alarm' ? 'Dismissed: neighbours voted that this is a false alarm.' : 'This concern was closed.';
    return { tone: 'muted', text, testId: 'assist-closed-notice' };
  }
  if (!isOpen(event, now)) {
    return { tone: 'muted', text: 'Expired: this concern ran out of time before enough neighbours voted.', testId: 'assist-expired-notice' };
  }
  if (event.isOwn) {
    return {
      tone: 'info',
      text: 'This is your request. Neighbours nearby are voting on it; you cannot vote on your own concern.',
      testId: 'assist-own-notice',
    };
  }
  if (event.myVote) {
    const text = event.myVote === 'escalate' ? 'You voted to escalate. Thank you.' : 'You voted to dismiss. Thank you.';
    return { tone: 'info', text, testId: 'assist-voted-notice' };
  }
  return null;
}

export function ConcernNotice({ event, now }: { event: NearbyConcern; now: number }) {
  const notice = concernNotice(event, now);
  if (!notice) return null;
  return (
    <p className={`assist-notice assist-notice-${notice.tone}`} data-testid={notice.testId}>
      {notice.text}
    </p>
  );
}
