/**
 * Nearby look-up among N users (default 100,000): the R*Tree query the hub uses, against a
 * baseline full scan of user_locations measured in the same run on the same database.
 * Run: npm run bench -- nearby [--users 100000]
 */
import { distanceMeters, offsetMeters } from '../shared/geo';
import { openDatabase } from '../server/db/database';
import { alertableUsersNear } from '../server/location/nearby';
import { fmt, summarize } from './stats';

export function benchNearby(users = 100_000, lookups = 2_000) {
  const db = openDatabase(':memory:');
  const center = { lat: 52.52, lng: 13.405 };
  // A city of 20 km × 20 km with users spread evenly: ~125 users within any 500 m circle.
  const insertUser = db.prepare("INSERT INTO users (id, created_at) VALUES (?, 0)");
  const insertSettings = db.prepare('INSERT INTO user_settings (user_id, updated_at) VALUES (?, 0)');
  const insertLocation = db.prepare('INSERT INTO user_locations (user_id, lat, lng, accuracy, updated_at) VALUES (?, ?, ?, 10, 0)');
  let seed = 42;
  const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
  db.transaction(() => {
    for (let i = 0; i < users; i += 1) {
      const id = `user-${i}`;
      const p = offsetMeters(center, (random() - 0.5) * 20_000, (random() - 0.5) * 20_000);
      insertUser.run(id);
      insertSettings.run(id);
      insertLocation.run(id, p.lat, p.lng);
    }
  })();
  const queries = Array.from({ length: lookups }, () => offsetMeters(center, (random() - 0.5) * 18_000, (random() - 0.5) * 18_000));

  const scan = db.prepare<[], { user_id: string; lat: number; lng: number }>(
    'SELECT l.user_id, l.lat, l.lng FROM user_locations l JOIN user_settings s ON s.user_id = l.user_id WHERE s.notifications = 1',
  );
  const baselineSamples: number[] = [];
  let baselineFound = 0;
  for (const q of queries.slice(0, Math.min(200, lookups))) {
    const t0 = performance.now();
    baselineFound += scan.all().filter((row) => distanceMeters(q, row) <= 500).length;
    baselineSamples.push(performance.now() - t0);
  }

  const indexedSamples: number[] = [];
  let indexedFound = 0;
  for (const q of queries) {
    const t0 = performance.now();
    indexedFound += alertableUsersNear(db, q, 500).length;
    indexedSamples.push(performance.now() - t0);
  }
  const base = summarize(baselineSamples);
  const indexed = summarize(indexedSamples);
  console.log(`\n## Nearby look-up, ${users.toLocaleString('en')} users, radius 500 m`);
  console.log(`baseline full scan   (${base.n} look-ups): p50 ${fmt(base.p50)}  p99 ${fmt(base.p99)}  (avg ${(baselineFound / base.n).toFixed(1)} found)`);
  console.log(`R*Tree + haversine   (${indexed.n} look-ups): p50 ${fmt(indexed.p50)}  p99 ${fmt(indexed.p99)}  max ${fmt(indexed.max)}  (avg ${(indexedFound / indexed.n).toFixed(1)} found)`);
  console.log(`ratio baseline/indexed p50: ${(base.p50 / indexed.p50).toFixed(1)}x faster`);
  db.close();
  return { base, indexed };
}
