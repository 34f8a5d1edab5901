import { describe, expect, it } from 'vitest';
import { isUuid } from '../../../shared/ids';
import { fallbackUuid, generateDeviceId } from './device-id';

describe('device ids', () => {
  it('generates UUIDs', () => {
    expect(isUuid(generateDeviceId())).toBe(true);
  });

  it('builds a UUID-shaped fallback from the time and randomness', () => {
    const id = fallbackUuid(1_700_000_000_000, () => 0.5);
    expect(isUuid(id)).toBe(true);
    expect(id.replace(/-/g, '').slice(0, 12)).toBe((1_700_000_000_000).toString(16).padStart(12, '0'));
  });

  it('gives different fallbacks for different random draws', () => {
    expect(fallbackUuid(0)).not.toBe(fallbackUuid(0));
  });
});
