import { describe, expect, it } from 'vitest';
import type { MaskedHubSettings } from '../../../../shared/api/command';
import { DEFAULT_HUB_SETTINGS } from '../../../../shared/api/config';
import { buildUpdate, draftFrom } from './settings-form';

const current: MaskedHubSettings = { ...DEFAULT_HUB_SETTINGS, stripeSecretKey: '••••abcd', aiBaseUrl: 'https://llm.lan/v1' };

describe('the settings form', () => {
  it('sends nothing when nothing changed', () => {
    expect(buildUpdate(draftFrom(current), current)).toEqual({ update: {} });
  });

  it('sends only the changed fields, with numbers and the centre parsed', () => {
    const draft = { ...draftFrom(current), lat: '48.856614', lng: '2.352222', sosRadiusM: '700' };
    expect(buildUpdate(draft, current)).toEqual({ update: { neighborhoodCenter: { lat: 48.856614, lng: 2.352222 }, sosRadiusM: 700 } });
  });

  it('keeps a secret when its field is empty, replaces it when typed, clears it on remove', () => {
    const typed = { ...draftFrom(current), stripeSecretKey: { value: 'sk_test_123abc', remove: false } };
    expect(buildUpdate(typed, current)).toEqual({ update: { stripeSecretKey: 'sk_test_123abc' } });
    const removed = { ...draftFrom(current), stripeSecretKey: { value: '', remove: true } };
    expect(buildUpdate(removed, current)).toEqual({ update: { stripeSecretKey: null } });
  });

  it('turns an emptied base URL into "the provider default" (null)', () => {
    expect(buildUpdate({ ...draftFrom(current), aiBaseUrl: ' ' }, current)).toEqual({ update: { aiBaseUrl: null } });
  });

  it('names the field of every mistake, with the hub schema as the judge', () => {
    const draft = {
      ...draftFrom(current),
      sosRadiusM: '50',
      mapTileUrl: 'https://tiles.lan/{z}/{x}.png',
      stripeWebhookSecret: { value: 'not-a-secret', remove: false },
    };
    const result = buildUpdate(draft, current);
    expect(result).toEqual({
      errors: {
        sosRadiusM: 'A whole number of metres from 100 to 5000.',
        mapTileUrl: 'Tile URL needs {z}, {x} and {y}',
        stripeWebhookSecret: 'Must be a Stripe webhook secret (whsec_…)',
      },
    });
    expect(buildUpdate({ ...draftFrom(current), lat: '51.5' }, current)).toEqual({ errors: { neighborhoodCenter: 'Enter both latitude and longitude, or neither.' } });
    expect(buildUpdate({ ...draftFrom(current), lat: '95', lng: '0' }, current)).toEqual({ errors: { neighborhoodCenter: 'Latitude −90 to 90, longitude −180 to 180.' } });
  });
});
