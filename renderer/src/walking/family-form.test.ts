import { describe, expect, it } from 'vitest';
import { extraPollInterval } from '../assist/poll-timing';
import { familyRequestBody, validateFamilyForm } from './family-form';
import { beatInterval } from './walk-timing';

const own = '11111111-2222-4333-8444-555555555555';
const other = 'AAAAAAAA-BBBB-4CCC-8DDD-EEEEEEEEEEEE';

describe('family member form', () => {
  it('needs a name and a relationship after trimming', () => {
    expect(validateFamilyForm({ name: '  ', relationship: ' ', deviceId: '' }, own)).toEqual({
      name: 'Name is required',
      relationship: 'Relationship is required',
    });
    expect(validateFamilyForm({ name: 'Ana', relationship: 'sister', deviceId: '' }, own)).toEqual({});
  });

  it('checks an optional linked device ID', () => {
    expect(validateFamilyForm({ name: 'Ana', relationship: 'sister', deviceId: 'not-an-id' }, own).deviceId).toBeDefined();
    expect(validateFamilyForm({ name: 'Ana', relationship: 'sister', deviceId: own.toUpperCase() }, own).deviceId).toBe(
      'This is your own device ID',
    );
    expect(validateFamilyForm({ name: 'Ana', relationship: 'sister', deviceId: other }, own)).toEqual({});
  });

  it('sends trimmed values and a lower-case device ID only when given', () => {
    expect(familyRequestBody({ name: ' Ana ', relationship: ' sister ', deviceId: '' })).toEqual({ name: 'Ana', relationship: 'sister' });
    expect(familyRequestBody({ name: 'Sam', relationship: 'son', deviceId: ` ${other} ` })).toEqual({
      name: 'Sam',
      relationship: 'son',
      familyUserId: other.toLowerCase(),
    });
  });
});

describe('test overrides of the intervals', () => {
  it('beats every 10 s unless a test asks for 200 ms to 10 s', () => {
    expect(beatInterval(null)).toBe(10_000);
    expect(beatInterval('700')).toBe(700);
    expect(beatInterval('50')).toBe(10_000);
    expect(beatInterval('soon')).toBe(10_000);
  });

  it('polls concerns and walker notices every 15 s unless a test asks for 200 ms to 15 s', () => {
    expect(extraPollInterval(null)).toBe(15_000);
    expect(extraPollInterval('500')).toBe(500);
    expect(extraPollInterval('60000')).toBe(15_000);
  });
});
