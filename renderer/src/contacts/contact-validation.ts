import type { TrustedContact } from '../../../shared/api/contacts';
import { isUuid, normalizeId } from '../../../shared/ids';

/** A refusal shown to the person as a toast: title and description (spec/core.md §5). */
export type ContactProblem = { title: string; description: string };

export const PROBLEMS = {
  qrRequired: { title: 'QR Code Required', description: 'Scan or enter the device ID of the person to add.' },
  invalidQr: {
    title: 'Invalid QR Code',
    description: "This QR code doesn't contain a valid device ID. Please scan a contact QR code.",
  },
  self: { title: 'Cannot Add Yourself', description: 'This is your own device ID.' },
  existsScan: { title: 'Contact Already Exists', description: 'This person is already in your trusted contacts.' },
  existsAdd: { title: 'Contact Already Added', description: 'This person is already in your trusted contacts.' },
  nameRequired: { title: 'Name Required', description: 'Please enter a nickname for this contact.' },
  duplicateName: { title: 'Duplicate Name', description: 'You already have a contact with that nickname' },
} satisfies Record<string, ContactProblem>;

export type ContactSource = 'scan' | 'manual';

/** Checks a scanned or typed device id: present, UUID-shaped, not one's own, not already listed. */
export function checkContactId(
  raw: string,
  ownId: string,
  contacts: readonly TrustedContact[],
  source: ContactSource,
): ContactProblem | null {
  const value = raw.trim();
  if (!value) return PROBLEMS.qrRequired;
  if (!isUuid(value)) return PROBLEMS.invalidQr;
  const id = normalizeId(value);
  if (id === normalizeId(ownId)) return PROBLEMS.self;
  if (contacts.some((contact) => normalizeId(contact.contactUserId) === id)) {
    return source === 'scan' ? PROBLEMS.existsScan : PROBLEMS.existsAdd;
  }
  return null;
}

/** Checks a nickname: required after trim, unique in the list ignoring case (except the contact being renamed). */
export function checkNickname(
  raw: string,
  contacts: readonly TrustedContact[],
  renamingId?: string,
): ContactProblem | null {
  const name = raw.trim();
  if (!name) return PROBLEMS.nameRequired;
  const taken = contacts.some(
    (contact) => contact.contactUserId !== renamingId && contact.name.trim().toLowerCase() === name.toLowerCase(),
  );
  return taken ? PROBLEMS.duplicateName : null;
}
