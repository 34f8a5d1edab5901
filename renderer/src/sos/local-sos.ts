import { z } from 'zod';
import type { SosPollEvent } from '../../../shared/api/sos';

/** The resident's own SOS as this device keeps it (spec/core.md §3 "Local SOS event"). */
export const localSosSchema = z.object({
  eventId: z.string().nullable(),
  status: z.enum(['pending', 'sent']),
  createdAt: z.number(),
  message: z.string().nullable(),
});
export type LocalSos = z.infer<typeof localSosSchema>;

/** 'pending' and 'sent' count as active; anything else is not shown (spec/core.md §4). */
export function parseLocalSos(raw: unknown): LocalSos | null {
  const parsed = localSosSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

export type Reconciled = { kind: 'keep' } | { kind: 'clear' } | { kind: 'adopt'; eventId: string; createdAt: number };

/**
 * Brings the stored SOS in line with what the hub says. A full load lists every own active event,
 * so an own event missing from it has ended; a later poll only lists changes.
 */
export function reconcileLocalSos(
  local: LocalSos | null,
  events: readonly Pick<SosPollEvent, 'eventId' | 'self' | 'status' | 'createdAt'>[],
  fullLoad: boolean,
  ignoredIds: ReadonlySet<string> = new Set(),
): Reconciled {
  const ownActive = events
    .filter((event) => event.self && event.status === 'active' && !ignoredIds.has(event.eventId))
    .sort((a, b) => b.createdAt - a.createdAt)[0];
  if (local?.eventId) {
    const seen = events.find((event) => event.eventId === local.eventId);
    if (seen) return seen.status === 'active' ? { kind: 'keep' } : { kind: 'clear' };
    if (!fullLoad) return { kind: 'keep' };
    return ownActive ? { kind: 'adopt', eventId: ownActive.eventId, createdAt: ownActive.createdAt } : { kind: 'clear' };
  }
  if (!fullLoad) return { kind: 'keep' };
  if (ownActive) return { kind: 'adopt', eventId: ownActive.eventId, createdAt: ownActive.createdAt };
  return local ? { kind: 'clear' } : { kind: 'keep' };
}
