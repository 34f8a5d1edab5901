import { describe, expect, it } from 'vitest';
import { offsetMeters } from '../../shared/geo';
import { openDatabase } from '../../server/db/database';
import { NEARBY_SQL, alertableUsersNear } from '../../server/location/nearby';
import { rememberLocation } from '../../server/location/locations-repo';
import { insertUser } from '../../server/identity/users-repo';

const center = { lat: 52.52, lng: 13.405 };

function seeded() {
  const db = openDatabase(':memory:');
  const place = (id: string, northM: number, eastM: number) => {
    insertUser(db, { id, displayName: 'User' }, 0);
    rememberLocation(db, id, { ...offsetMeters(center, northM, eastM), accuracy: 5 }, 0);
  };
  return { db, place };
}

describe('nearby look-ups', () => {
  it('find users inside the circle and not those in the corners of its box', () => {
    const { db, place } = seeded();
    place('in-north', 450, 0);
    place('in-diagonal', 300, 300);
    place('corner', 420, 420); // inside the bounding box, ~594 m away
    place('far', 5000, 0);
    const ids = alertableUsersNear(db, center, 500).map((u) => u.userId).sort();
    expect(ids).toEqual(['in-diagonal', 'in-north']);
  });

  it('skip users who turned emergency alerts or location sharing off', () => {
    const { db, place } = seeded();
    place('quiet', 10, 0);
    place('private', 20, 0);
    db.prepare('UPDATE user_settings SET notifications = 0 WHERE user_id = ?').run('quiet');
    db.prepare('UPDATE user_settings SET share_location = 0 WHERE user_id = ?').run('private');
    expect(alertableUsersNear(db, center, 500)).toEqual([]);
  });

  it('use the R*Tree index rather than scanning every location', () => {
    const { db } = seeded();
    const plan = db.prepare(`EXPLAIN QUERY PLAN ${NEARBY_SQL}`).all(0, 1, 0, 1) as { detail: string }[];
    const details = plan.map((row) => row.detail).join('\n');
    expect(details).toMatch(/SCAN i VIRTUAL TABLE INDEX/);
    expect(details).toMatch(/SEARCH l USING INTEGER PRIMARY KEY|SEARCH l USING INDEX/);
    expect(details).not.toMatch(/SCAN l\b/);
  });
});

describe('polled positions', () => {
  it('are written only when the resident moved 10 m or the stored one is a minute old', async () => {
    const { rememberPolledLocation } = await import('../../server/location/locations-repo');
    const { db, place } = seeded();
    place('walker', 0, 0);
    const stored = () => db.prepare("SELECT lat, updated_at AS at FROM user_locations WHERE user_id = 'walker'").get() as { lat: number; at: number };
    rememberPolledLocation(db, 'walker', { ...offsetMeters(center, 5, 0), accuracy: 5 }, 30_000);
    expect(stored()).toEqual({ lat: center.lat, at: 0 });
    rememberPolledLocation(db, 'walker', { ...offsetMeters(center, 25, 0), accuracy: 5 }, 31_000);
    expect(stored().at).toBe(31_000);
    rememberPolledLocation(db, 'walker', { ...offsetMeters(center, 25, 0), accuracy: 5 }, 95_000);
    expect(stored().at).toBe(95_000);
  });
});
