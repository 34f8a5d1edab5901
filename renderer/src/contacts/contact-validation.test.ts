import { describe, expect, it } from 'vitest';
import type { TrustedContact } from '../../../shared/api/contacts';
import { checkContactId, checkNickname, PROBLEMS } from './contact-validation';

const own = '11111111-1111-4111-8111-111111111111';
const bee = '22222222-2222-4222-8222-222222222222';
const contacts: TrustedContact[] = [{ contactUserId: bee, name: 'Bee', addedAt: 0 }];

describe('checkContactId', () => {
  it('asks for a code when the value is empty', () => {
    expect(checkContactId('  ', own, contacts, 'scan')).toBe(PROBLEMS.qrRequired);
  });

  it('refuses anything that is not UUID-shaped', () => {
    expect(checkContactId('https://example.com', own, contacts, 'scan')).toBe(PROBLEMS.invalidQr);
    expect(checkContactId('1111111-1111-4111-8111-111111111111', own, contacts, 'scan')).toBe(PROBLEMS.invalidQr);
  });

  it('refuses one’s own id, whatever its case', () => {
    expect(checkContactId(own.toUpperCase(), own, contacts, 'scan')).toBe(PROBLEMS.self);
  });

  it('names an existing contact differently for the scan and the add dialog', () => {
    expect(checkContactId(bee.toUpperCase(), own, contacts, 'scan')).toBe(PROBLEMS.existsScan);
    expect(checkContactId(bee, own, contacts, 'manual')).toBe(PROBLEMS.existsAdd);
  });

  it('accepts a new, well-formed id', () => {
    expect(checkContactId(' 33333333-3333-4333-8333-333333333333 ', own, contacts, 'scan')).toBeNull();
  });
});

describe('checkNickname', () => {
  it('requires a name after trimming', () => {
    expect(checkNickname('   ', contacts)).toBe(PROBLEMS.nameRequired);
  });

  it('refuses a nickname already used, ignoring case', () => {
    expect(checkNickname(' bEE ', contacts)).toBe(PROBLEMS.duplicateName);
  });

  it('lets a contact keep its own nickname when renaming', () => {
    expect(checkNickname('bee', contacts, bee)).toBeNull();
  });
});
