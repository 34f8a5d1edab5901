import { describe, expect, it } from 'vitest';
import {
  ASSIST_MESSAGES,
  base64DecodedLength,
  decodeBase64Prefix,
  photoProblem,
  sniffImageFormat,
} from '../../shared/api/assist';
import { offsetMeters } from '../../shared/geo';
import { openDatabase } from '../../server/db/database';
import { CONCERNS_IN_BOX_SQL } from '../../server/assist/concerns-repo';
import { effectiveStatus, isHomeowner, mayEscalateByAck, tallyOutcome, voteRefusal } from '../../server/assist/rules';

const spot = { lat: 48.2082, lng: 16.3738 };
const concern = { user_id: 'flagger', status: 'pending' as const, expires_at: 1000, ...spot };

describe('assist rules', () => {
  it('decide the outcome of a tally at the threshold, escalation winning a tie', () => {
    expect(tallyOutcome(2, 2, 3)).toBe('open');
    expect(tallyOutcome(3, 0, 3)).toBe('escalate');
    expect(tallyOutcome(0, 3, 3)).toBe('dismiss');
    expect(tallyOutcome(3, 3, 3)).toBe('escalate');
  });

  it('refuse votes in the order a voter would understand them', () => {
    const near = offsetMeters(spot, 1980, 0);
    expect(voteRefusal(concern, 'flagger', near, 0)?.code).toBe('cannot_vote_own');
    expect(voteRefusal({ ...concern, status: 'escalated' }, 'v', near, 0)?.code).toBe('concern_not_pending');
    expect(voteRefusal(concern, 'v', near, 1000)?.code).toBe('concern_expired');
    expect(voteRefusal(concern, 'v', offsetMeters(spot, 2010, 0), 0)).toMatchObject({ status: 403, code: 'out_of_range' });
    expect(voteRefusal(concern, 'v', near, 999)).toBeUndefined();
  });

  it('show a pending concern past its time as expired', () => {
    expect(effectiveStatus(concern, 999)).toBe('pending');
    expect(effectiveStatus(concern, 1000)).toBe('expired');
    expect(effectiveStatus({ ...concern, status: 'escalated' }, 5000)).toBe('escalated');
  });

  it('make the resident with a home anchor within 50 m the homeowner, and nobody else', () => {
    expect(isHomeowner(spot, offsetMeters(spot, 49, 0))).toBe(true);
    expect(isHomeowner(spot, offsetMeters(spot, 51, 0))).toBe(false);
    expect(isHomeowner(spot, undefined)).toBe(false);
  });

  it("open 'I need help' to the homeowner and anyone within reach", () => {
    const far = offsetMeters(spot, 5000, 0);
    expect(mayEscalateByAck(spot, spot, far)).toBe(true);
    expect(mayEscalateByAck(spot, undefined, offsetMeters(spot, 1500, 0))).toBe(true);
    expect(mayEscalateByAck(spot, undefined, far)).toBe(false);
    expect(mayEscalateByAck(spot, undefined, undefined)).toBe(false);
  });
});

describe('photo checks', () => {
  const b64 = (bytes: number[]) => Buffer.from(bytes).toString('base64');

  it('read magic numbers from the first bytes of base64 text', () => {
    const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4];
    expect(decodeBase64Prefix(b64(png), 12)).toEqual(png);
    expect(sniffImageFormat(png)).toBe('image/png');
    expect(sniffImageFormat([0xff, 0xd8, 0xff, 0xe0])).toBe('image/jpeg');
    expect(sniffImageFormat([...Buffer.from('RIFF'), 0, 0, 0, 0, ...Buffer.from('WEBP')])).toBe('image/webp');
    expect(sniffImageFormat([...Buffer.from('RIFF'), 0, 0, 0, 0, ...Buffer.from('WAVE')])).toBeUndefined();
    expect(sniffImageFormat(Buffer.from('GIF89a'))).toBeUndefined();
  });

  it('know the decoded size without decoding', () => {
    for (const n of [1, 2, 3, 4, 5, 100]) expect(base64DecodedLength(Buffer.alloc(n).toString('base64'))).toBe(n);
  });

  it('name the first problem with an upload', () => {
    const jpeg = b64([0xff, 0xd8, 0xff, 0xe0, 0, 0]);
    expect(photoProblem(jpeg, 'image/jpeg')).toBeUndefined();
    expect(photoProblem('', 'image/jpeg')).toBe(ASSIST_MESSAGES.photoNotImage);
    expect(photoProblem('abc', 'image/jpeg')).toBe(ASSIST_MESSAGES.photoNotImage);
    expect(photoProblem(jpeg, 'application/pdf')).toBe(ASSIST_MESSAGES.photoNotImage);
    expect(photoProblem(jpeg, 'image/gif')).toBe(ASSIST_MESSAGES.photoFormat);
    expect(photoProblem(b64([1, 2, 3, 4, 5, 6]), 'image/png')).toBe(ASSIST_MESSAGES.photoFormat);
  });
});

describe('concern queries', () => {
  it('find nearby concerns through the position index, not a table scan', () => {
    const db = openDatabase(':memory:');
    const plan = db.prepare(`EXPLAIN QUERY PLAN ${CONCERNS_IN_BOX_SQL}`).all({ minLat: 0, maxLat: 1, minLng: 0, maxLng: 1, closedSince: 0 }) as {
      detail: string;
    }[];
    const details = plan.map((row) => row.detail).join('\n');
    expect(details).toMatch(/USING INDEX proxy_sos_events_position/);
    expect(details).not.toMatch(/SCAN proxy_sos_events\b(?! USING)/);
  });
});
