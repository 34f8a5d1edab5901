import {
  ASSIST_MESSAGES,
  PROXY_EXPIRY_DEFAULT_MIN,
  PROXY_EXPIRY_MAX_MIN,
  PROXY_EXPIRY_MIN_MIN,
  PROXY_LOCATION_MAX,
  PROXY_LOCATION_MIN,
  PROXY_MESSAGE_MAX,
  PROXY_MESSAGE_MIN,
  PROXY_RADIUS_DEFAULT_M,
  PROXY_THRESHOLD_DEFAULT,
  PROXY_THRESHOLD_MAX,
  PROXY_THRESHOLD_MIN,
  type CreateConcernRequest,
  type PhotoUpload,
} from '../../../shared/api/assist';
import type { Severity } from '../../../shared/api/sos';
import type { LatLng } from '../../../shared/geo';

/** What the Flag Concern dialog holds; numbers stay text while typed. */
export type FlagFormValues = {
  message: string;
  locationDescription: string;
  severity: Severity;
  escalationThreshold: string;
  expiresInMinutes: string;
};

export const INITIAL_FLAG_FORM: FlagFormValues = {
  message: '',
  locationDescription: '',
  severity: 'warning',
  escalationThreshold: String(PROXY_THRESHOLD_DEFAULT),
  expiresInMinutes: String(PROXY_EXPIRY_DEFAULT_MIN),
};

export type FlagFormErrors = Partial<Record<keyof FlagFormValues, string>>;

function wholeNumberIn(text: string, min: number, max: number): number | undefined {
  const value = Number(text.trim());
  return text.trim() !== '' && Number.isInteger(value) && value >= min && value <= max ? value : undefined;
}

/** Field problems by the spec's rules (spec/assist.md §5); an empty object means the form can be sent. */
export function validateFlagForm(values: FlagFormValues): FlagFormErrors {
  const errors: FlagFormErrors = {};
  const message = values.message.trim();
  if (message.length < PROXY_MESSAGE_MIN) errors.message = `Describe the concern in at least ${PROXY_MESSAGE_MIN} characters`;
  else if (message.length > PROXY_MESSAGE_MAX) errors.message = `The concern must be at most ${PROXY_MESSAGE_MAX} characters`;
  const place = values.locationDescription.trim();
  if (place.length < PROXY_LOCATION_MIN) errors.locationDescription = ASSIST_MESSAGES.locationTooShort;
  else if (place.length > PROXY_LOCATION_MAX) errors.locationDescription = ASSIST_MESSAGES.locationTooLong;
  if (wholeNumberIn(values.escalationThreshold, PROXY_THRESHOLD_MIN, PROXY_THRESHOLD_MAX) === undefined) {
    errors.escalationThreshold = `Choose between ${PROXY_THRESHOLD_MIN} and ${PROXY_THRESHOLD_MAX} votes`;
  }
  if (wholeNumberIn(values.expiresInMinutes, PROXY_EXPIRY_MIN_MIN, PROXY_EXPIRY_MAX_MIN) === undefined) {
    errors.expiresInMinutes = `Choose between ${PROXY_EXPIRY_MIN_MIN} and ${PROXY_EXPIRY_MAX_MIN} minutes`;
  }
  return errors;
}

/** The POST /api/proxy-sos body for a valid form. */
export function flagRequestBody(values: FlagFormValues, position: LatLng, photo: PhotoUpload | null): CreateConcernRequest {
  return {
    message: values.message.trim(),
    locationDescription: values.locationDescription.trim(),
    severity: values.severity,
    lat: position.lat,
    lng: position.lng,
    radiusM: PROXY_RADIUS_DEFAULT_M,
    expiresInMinutes: Number(values.expiresInMinutes.trim()),
    escalationThreshold: Number(values.escalationThreshold.trim()),
    ...(photo ? { photo } : {}),
  };
}
