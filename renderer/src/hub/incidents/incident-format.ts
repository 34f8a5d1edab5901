import type { Incident, TimelineEntry } from '../../../../shared/api/command';

export const STATUS_LABELS: Record<string, string> = {
  active: 'Active',
  pending: 'Pending',
  escalated: 'Escalated',
  cancelled: 'Cancelled',
  expired: 'Expired',
  inactive: 'Replaced',
  resolved: 'Resolved',
};

export function incidentTitle(incident: Incident): string {
  if (incident.kind === 'concern') return 'Neighbour concern';
  return incident.escalatedFromProxy ? 'SOS (escalated concern)' : 'SOS';
}

export function senderLabel(incident: Incident): string {
  const name = incident.displayName && incident.displayName !== 'User' ? `${incident.displayName} · ` : '';
  return `${name}${incident.userIdPrefix}`;
}

const who = (entry: TimelineEntry) => entry.userIdPrefix ?? 'someone';

/** One timeline line in words. */
export function describeEntry(entry: TimelineEntry): string {
  switch (entry.type) {
    case 'created':
      return `SOS sent by ${who(entry)}`;
    case 'recipient':
      return `${who(entry)} added as a recipient (${entry.detail === 'nearby' ? 'nearby' : 'trusted contact'})`;
    case 'delivered':
      return `Delivered to ${who(entry)}`;
    case 'siren_stop':
      return `${who(entry)} stopped their siren`;
    case 'audio_started':
      return 'Live audio started';
    case 'audio_ended':
      return `Live audio ended${entry.detail ? ` (${entry.detail} s recorded)` : ''}`;
    case 'cancelled':
      return 'Cancelled by the sender';
    case 'expired':
      return 'Expired';
    case 'superseded':
      return 'Replaced by a newer SOS from the same person';
    case 'concern_created':
      return `Concern raised by ${who(entry)}`;
    case 'vote':
      return `${who(entry)} voted to ${entry.detail === 'dismiss' ? 'dismiss' : 'escalate'}`;
    case 'answer':
      return entry.detail === 'ok' ? `${who(entry)} answered "I'm okay"` : `${who(entry)} answered "I need help"`;
    case 'escalated':
      return 'Escalated to a full SOS';
    case 'concern_closed':
      return `Concern ${STATUS_LABELS[entry.detail ?? ''] ?? entry.detail ?? 'closed'}`.trim();
  }
}

/** Entries that mark a turn for the worse get the emergency colour. */
export function isUrgentEntry(entry: TimelineEntry): boolean {
  return entry.type === 'created' || entry.type === 'escalated' || (entry.type === 'answer' && entry.detail === 'escalate');
}
