import { sirenCancelResponseSchema, sirenStatusResponseSchema } from '../../../shared/api/sos';
import { apiRequest } from '../api/client';
import { showToast } from '../toasts/toast-store';
import { stopSirenForGood } from './siren-store';

/** Reports the stop to the hub (POST /api/sos/siren/cancel), then silences the siren for good. */
export async function cancelSiren(eventId: string): Promise<boolean> {
  try {
    await apiRequest('/api/sos/siren/cancel', { method: 'POST', body: { eventId }, schema: sirenCancelResponseSchema });
  } catch (error) {
    console.warn('[siren] stop report failed', error);
    showToast({ title: 'Error', description: 'Unable to stop siren. Please try again.', variant: 'destructive' });
    return false;
  }
  stopSirenForGood(eventId);
  showToast({
    title: 'Siren Stopped',
    description: 'Emergency siren has been stopped and will not restart for this event.',
    variant: 'success',
  });
  navigator.vibrate?.(100);
  return true;
}

/** Whether this viewer stopped the event's siren on the hub (GET /api/sos/siren/status). */
export async function fetchSirenStopped(eventId: string, signal?: AbortSignal): Promise<boolean> {
  const query = new URLSearchParams({ eventId });
  const answer = await apiRequest(`/api/sos/siren/status?${query}`, { schema: sirenStatusResponseSchema, signal });
  return answer.sirenStopped;
}
