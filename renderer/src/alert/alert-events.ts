import { z } from 'zod';

/** The browser event that opens the Emergency Alert dialog (spec/core.md §2). */
export const EMERGENCY_ALERT_EVENT = 'nw-emergency-alert';

/** The dialog's payload (spec/core.md §3), plus whether the hub rounded the location for this viewer. */
export const emergencyAlertPayloadSchema = z.object({
  lat: z.number(),
  lng: z.number(),
  senderName: z.string().nullable(),
  message: z.string().nullable(),
  eventId: z.string(),
  isInitiator: z.boolean(),
  escalatedFromProxy: z.boolean(),
  originalProxyMessage: z.string().nullable(),
  pcmListenUrl: z.string().nullable(),
  approximate: z.boolean().default(false),
});
export type EmergencyAlertPayload = z.input<typeof emergencyAlertPayloadSchema>;
export type EmergencyAlert = z.output<typeof emergencyAlertPayloadSchema>;

export function dispatchEmergencyAlert(payload: EmergencyAlertPayload): void {
  window.dispatchEvent(new CustomEvent(EMERGENCY_ALERT_EVENT, { detail: payload }));
}

/** Calls `handler` with each well-formed alert; returns the function that stops listening. */
export function onEmergencyAlert(handler: (alert: EmergencyAlert) => void): () => void {
  const listener = (event: Event) => {
    const parsed = emergencyAlertPayloadSchema.safeParse(event instanceof CustomEvent ? event.detail : null);
    if (parsed.success) handler(parsed.data);
    else console.warn('[alert] ignored a malformed alert event', parsed.error);
  };
  window.addEventListener(EMERGENCY_ALERT_EVENT, listener);
  return () => window.removeEventListener(EMERGENCY_ALERT_EVENT, listener);
}
