import { ERROR_CODES } from '../../shared/errors';
import { HttpError } from '../http/errors';
import type { HubContext } from '../http/types';
import { currentUser } from '../identity/auth';

/** The server-side Pro gate every Pro feature passes (DESIGN.md §9). */
export function requirePro(ctx: HubContext, message = 'This feature requires a Pro subscription.'): void {
  if (currentUser(ctx).pro_active !== 1) throw new HttpError(403, ERROR_CODES.proRequired, message);
}
