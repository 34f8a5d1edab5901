import { useRetentionDays } from './use-retention-days';

/** DESIGN.md §6: who can hear this room, and that the hub keeps a recording. */
export function PrivacyNotice() {
  const days = useRetentionDays();
  const kept = days === null ? 'for a limited time' : `for ${days} ${days === 1 ? 'day' : 'days'}`;
  return (
    <section className="card listen-privacy" aria-labelledby="listen-privacy-title">
      <h2 id="listen-privacy-title">Privacy</h2>
      <p className="muted">
        Only verified trusted contacts of the sender can access this emergency audio room. The neighbourhood hub keeps a
        recording of this audio {kept}, so the coordinator can review what happened.
      </p>
    </section>
  );
}
