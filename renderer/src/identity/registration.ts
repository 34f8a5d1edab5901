import type { CreateUserRequest } from '../../../shared/api/users';
import { REGISTRATION_ATTEMPTS, REGISTRATION_BACKOFF_MS } from '../../../shared/constants';
import { ApiRequestError } from '../api/client';
import { delay } from '../delay';
import { grantedPosition } from '../location/geolocation';
import type { DeviceIdentity } from './device-id';
import { createUser } from './identity-api';

async function registrationPayload(identity: DeviceIdentity): Promise<CreateUserRequest> {
  const request: CreateUserRequest = { id: identity.deviceId, displayName: 'User', pin: identity.pin };
  // Location is attached only when the browser already allows it; registration never prompts.
  const position = await grantedPosition();
  if (position) {
    request.lat = position.coords.latitude;
    request.lng = position.coords.longitude;
    request.accuracy = 10;
    request.timestamp = Date.now();
  }
  return request;
}

/**
 * Claims the device id on the hub (spec/core.md §4): 3 attempts, waiting 2 s then 4 s.
 * 409 and 400 mean the id already exists; a final failure is only logged.
 */
export async function registerDevice(identity: DeviceIdentity): Promise<boolean> {
  const payload = await registrationPayload(identity);
  for (let attempt = 1; attempt <= REGISTRATION_ATTEMPTS; attempt += 1) {
    try {
      await createUser(payload);
      return true;
    } catch (error) {
      if (error instanceof ApiRequestError && (error.status === 409 || error.status === 400)) return true;
      const wait = REGISTRATION_BACKOFF_MS[attempt - 1];
      if (attempt === REGISTRATION_ATTEMPTS || wait === undefined) {
        console.error('[identity] device registration failed after retries', error);
        return false;
      }
      await delay(wait);
    }
  }
  return false;
}
