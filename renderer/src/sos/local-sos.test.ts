import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../api/client';
import { parseLocalSos, reconcileLocalSos } from './local-sos';
import { sosAlreadyEnded, sosCancelFailureToast, sosStartFailureToast } from './sos-errors';

const OWN = { eventId: 'e1', status: 'sent' as const, createdAt: 1000, message: null };
const own = (status: 'active' | 'cancelled', eventId = 'e1', createdAt = 1000) => ({ eventId, self: true, status, createdAt });

describe('the own SOS kept on this device', () => {
  it('counts pending and sent as active and nothing else', () => {
    expect(parseLocalSos(OWN)).toEqual(OWN);
    expect(parseLocalSos({ ...OWN, status: 'pending', eventId: null })).not.toBeNull();
    expect(parseLocalSos({ ...OWN, status: 'cancelled' })).toBeNull();
    expect(parseLocalSos(null)).toBeNull();
  });

  it('becomes inactive when the hub reports the event ended', () => {
    expect(reconcileLocalSos(OWN, [own('cancelled')], false)).toEqual({ kind: 'clear' });
    expect(reconcileLocalSos(OWN, [own('active')], false)).toEqual({ kind: 'keep' });
  });

  it('becomes inactive when a full load no longer lists it, but not after a partial poll', () => {
    expect(reconcileLocalSos(OWN, [], true)).toEqual({ kind: 'clear' });
    expect(reconcileLocalSos(OWN, [], false)).toEqual({ kind: 'keep' });
  });

  it('adopts the hub’s active event after a reload during the start call, or when storage was lost', () => {
    const pending = { ...OWN, eventId: null, status: 'pending' as const };
    expect(reconcileLocalSos(pending, [own('active', 'e2', 5)], true)).toEqual({ kind: 'adopt', eventId: 'e2', createdAt: 5 });
    expect(reconcileLocalSos(pending, [], true)).toEqual({ kind: 'clear' });
    expect(reconcileLocalSos(null, [own('active', 'e3', 7)], true)).toEqual({ kind: 'adopt', eventId: 'e3', createdAt: 7 });
    expect(reconcileLocalSos(null, [own('active', 'e3', 7)], true, new Set(['e3']))).toEqual({ kind: 'keep' });
  });
});

describe('SOS failure texts', () => {
  it('explains the cooldown', () => {
    expect(sosStartFailureToast(new ApiRequestError(429, 'sos_cooldown_active', 'whatever'))).toMatchObject({
      title: 'SOS Failed',
      description: 'You must wait 10 minutes between SOS alerts for safety',
    });
  });

  it('uses the server message, else the status', () => {
    expect(sosStartFailureToast(new ApiRequestError(400, 'validation_failed', 'Bad latitude')).description).toBe('Bad latitude');
    expect(sosStartFailureToast(new ApiRequestError(502, null, '502: Bad Gateway')).description).toBe('SOS Start failed: 502');
    expect(sosCancelFailureToast(new ApiRequestError(403, 'forbidden', 'Not yours'))).toMatchObject({
      title: 'Cancel Failed',
      description: 'Not yours',
    });
    expect(sosCancelFailureToast(new ApiRequestError(500, null, '500: x')).description).toBe('SOS Cancel failed: 500');
    expect(sosAlreadyEnded(new ApiRequestError(409, 'sos_not_active', 'x'))).toBe(true);
    expect(sosAlreadyEnded(new ApiRequestError(500, null, 'x'))).toBe(false);
  });
});
