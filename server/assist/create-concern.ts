import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { ASSIST_ERRORS, PROXY_MAX_PENDING_PER_USER, type createConcernRequestSchema } from '../../shared/api/assist';
import type { HubDeps } from '../deps';
import { HttpError } from '../http/errors';
import { countPendingOf, findConcern, insertConcern, type ConcernRow } from './concerns-repo';
import { decodePhoto, removePhoto, storePhoto } from './photo';

export type CreateConcernInput = z.output<typeof createConcernRequestSchema>;

/**
 * Flags a concern (DESIGN.md §7). The photo is written first, so a stored concern never points at
 * a missing file; if the concern is then refused, the file goes again.
 */
export function createConcern(deps: HubDeps, userId: string, input: CreateConcernInput): ConcernRow {
  const now = deps.now();
  const id = randomUUID();
  const photo = input.photo ? decodePhoto(input.photo.data) : undefined;
  const photoFile = photo ? storePhoto(deps.dataDir, id, photo) : null;
  try {
    deps.db
      .transaction(() => {
        if (countPendingOf(deps.db, userId, now) >= PROXY_MAX_PENDING_PER_USER) {
          throw new HttpError(
            429,
            ASSIST_ERRORS.tooManyPending,
            `You already have ${PROXY_MAX_PENDING_PER_USER} open concerns. Wait for one to close before flagging another.`,
          );
        }
        insertConcern(deps.db, {
          id,
          user_id: userId,
          message: input.message,
          location_description: input.locationDescription ?? null,
          severity: input.severity,
          lat: input.lat,
          lng: input.lng,
          radius_m: input.radiusM,
          escalation_threshold: input.escalationThreshold,
          photo_file: photoFile,
          photo_mime: photo?.format ?? null,
          created_at: now,
          expires_at: now + input.expiresInMinutes * 60_000,
        });
      })
      .immediate();
  } catch (error) {
    if (photoFile) removePhoto(deps.dataDir, photoFile);
    throw error;
  }
  return findConcern(deps.db, id)!;
}
