import { FAMILY_RELATIONSHIP_MAX, type AddFamilyMemberRequest } from '../../../shared/api/walking';
import { NICKNAME_MAX } from '../../../shared/constants';
import { isUuid, normalizeId } from '../../../shared/ids';

export type FamilyFormValues = { name: string; relationship: string; deviceId: string };
export type FamilyFormErrors = Partial<Record<keyof FamilyFormValues, string>>;

export const EMPTY_FAMILY_FORM: FamilyFormValues = { name: '', relationship: '', deviceId: '' };

/**
 * Name and relationship are both required after trimming (spec/assist.md §5); a linked device
 * ID is optional and, when given, must be a device ID.
 */
export function validateFamilyForm(values: FamilyFormValues, ownDeviceId: string): FamilyFormErrors {
  const errors: FamilyFormErrors = {};
  const name = values.name.trim();
  const relationship = values.relationship.trim();
  if (!name) errors.name = 'Name is required';
  else if (name.length > NICKNAME_MAX) errors.name = `Name must be at most ${NICKNAME_MAX} characters`;
  if (!relationship) errors.relationship = 'Relationship is required';
  else if (relationship.length > FAMILY_RELATIONSHIP_MAX) errors.relationship = `Relationship must be at most ${FAMILY_RELATIONSHIP_MAX} characters`;
  const deviceId = values.deviceId.trim();
  if (deviceId && !isUuid(deviceId)) errors.deviceId = 'A device ID looks like xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx';
  else if (deviceId && normalizeId(deviceId) === normalizeId(ownDeviceId)) errors.deviceId = 'This is your own device ID';
  return errors;
}

/** The POST /api/family body for a valid form. */
export function familyRequestBody(values: FamilyFormValues): AddFamilyMemberRequest {
  const deviceId = values.deviceId.trim();
  return {
    name: values.name.trim(),
    relationship: values.relationship.trim(),
    ...(deviceId ? { familyUserId: normalizeId(deviceId) } : {}),
  };
}
