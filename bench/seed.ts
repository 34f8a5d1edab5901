/**
 * Deterministic bench data. The child writes it straight into SQLite before the hub starts;
 * the parent derives the same ids, session cookies and positions from the same functions,
 * so 10,000 residents need no HTTP registration.
 */
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { SESSION_COOKIE } from '../shared/constants';
import { offsetMeters, type LatLng } from '../shared/geo';
import type { Db } from '../server/db/database';
import { hashToken } from '../server/identity/secrets';
import { startSos } from '../server/sos/start-sos';
import { insertConcern } from '../server/assist/concerns-repo';
import { writeNotice } from '../server/walking/proximity-repo';
import { credit } from '../server/pro/ledger';

export const CENTER: LatLng = { lat: 52.52, lng: 13.405 };
const HOUR_MS = 60 * 60_000;

export const seedPlanSchema = z.object({
  users: z.number().int().positive(),
  /** Users are spread evenly over a square neighbourhood of this side (metres). */
  sideM: z.number().positive().default(3000),
  /** Trusted contacts every user lists. */
  contacts: z.number().int().nonnegative().default(0),
  /** Users 0..count-1 (the alert bench's senders) list k contacts each. */
  senders: z.object({ count: z.number().int().nonnegative(), k: z.number().int().nonnegative() }).optional(),
  /** Active SOS events owned by users 0..count-1; every streetEvery-th one is a street alert. */
  sos: z.object({ count: z.number().int().nonnegative(), streetEvery: z.number().int().positive() }).optional(),
  concerns: z.number().int().nonnegative().default(0),
  proximity: z.number().int().nonnegative().default(0),
  jinShare: z.number().min(0).max(1).default(0),
  proShare: z.number().min(0).max(1).default(0),
  /** Audio rooms: room r is an active SOS of its owner, whose trusted contacts are its listeners. */
  rooms: z.object({ count: z.number().int().nonnegative(), listeners: z.number().int().nonnegative() }).optional(),
});
export type SeedPlan = z.input<typeof seedPlanSchema>;

/** Device id of bench user i (UUID-shaped, version 4, RFC variant). */
export const userId = (i: number) => `b0000000-0000-4000-8000-${i.toString(16).padStart(12, '0')}`;
export const sessionToken = (i: number) => `bench-session-${i.toString(36)}-n3ighb0rw4tch`;
export const cookieFor = (i: number) => `${SESSION_COOKIE}=${sessionToken(i)}`;
export const residentHeaders = (i: number) => ({ Cookie: cookieFor(i), 'X-Device-ID': userId(i) });

/** A stable pseudo-random number in [0, 1) for (i, salt). */
export function unit(i: number, salt: number): number {
  let h = Math.imul(i ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(salt + 1, 0xc2b2ae35);
  h ^= h >>> 16;
  h = Math.imul(h, 0x7feb352d);
  h ^= h >>> 15;
  h = Math.imul(h, 0x846ca68b);
  h ^= h >>> 16;
  return (h >>> 0) / 2 ** 32;
}

export const positionOf = (i: number, sideM: number): LatLng =>
  offsetMeters(CENTER, (unit(i, 1) - 0.5) * sideM, (unit(i, 2) - 0.5) * sideM);

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
const STRIDES = [7919, 7927, 7933, 7937, 7949, 104_729];

/** k distinct users other than i, spread over all n (a stride coprime to n). */
export function contactsOf(i: number, n: number, k: number): number[] {
  const stride = STRIDES.find((p) => gcd(p, n) === 1) ?? 1;
  return Array.from({ length: Math.min(k, n - 1) }, (_, j) => (i + (j + 1) * stride) % n);
}

/** Owner and listeners of audio room r. */
export function roomMembers(r: number, listeners: number) {
  const owner = r * (listeners + 1);
  return { owner, listeners: Array.from({ length: listeners }, (_, j) => owner + 1 + j) };
}

export type Seeded = { rooms: string[] };

export function seed(db: Db, input: SeedPlan, now: number): Seeded {
  const plan = seedPlanSchema.parse(input);
  const n = plan.users;
  const insertUser = db.prepare('INSERT INTO users (id, display_name, pro_active, created_at, last_seen_at) VALUES (?, ?, ?, ?, ?)');
  const insertSettings = db.prepare('INSERT INTO user_settings (user_id, updated_at) VALUES (?, ?)');
  const insertSession = db.prepare('INSERT INTO sessions (token_hash, user_id, created_at, last_used_at) VALUES (?, ?, ?, ?)');
  const insertLocation = db.prepare('INSERT INTO user_locations (user_id, lat, lng, accuracy, updated_at) VALUES (?, ?, ?, 15, ?)');
  const insertContact = db.prepare(
    'INSERT OR IGNORE INTO trusted_contacts (user_id, contact_user_id, name, added_at) VALUES (?, ?, ?, ?)',
  );
  const contact = (owner: number, other: number, name: string) => insertContact.run(userId(owner), userId(other), name, now);

  db.transaction(() => {
    for (let i = 0; i < n; i += 1) {
      const id = userId(i);
      const p = positionOf(i, plan.sideM);
      insertUser.run(id, `Resident ${i}`, unit(i, 5) < plan.proShare ? 1 : 0, now, now);
      insertSettings.run(id, now);
      insertSession.run(hashToken(sessionToken(i)), id, now, now);
      insertLocation.run(id, p.lat, p.lng, now);
      if (unit(i, 6) < plan.jinShare) credit(db, { userId: id, amountJin: 5, memo: 'bench', externalTxId: `bench-${i}`, now });
    }
    for (let i = 0; i < n; i += 1) contactsOf(i, n, plan.contacts).forEach((c, j) => contact(i, c, `c${j}`));
    for (let s = 0; s < (plan.senders?.count ?? 0); s += 1) {
      contactsOf(s, n, plan.senders?.k ?? 0).forEach((c, j) => contact(s, c, `s${j}`));
    }
    for (let r = 0; r < (plan.rooms?.count ?? 0); r += 1) {
      const members = roomMembers(r, plan.rooms?.listeners ?? 0);
      members.listeners.forEach((l, j) => contact(members.owner, l, `l${j}`));
    }
  })();

  const rooms: string[] = [];
  db.transaction(() => {
    const start = (owner: number, allowStreet: boolean) => {
      const result = startSos(db, {
        userId: userId(owner),
        location: positionOf(owner, plan.sideM),
        message: 'Bench emergency',
        allowStreet,
        radiusM: 500,
        now,
      });
      if (!result.ok) throw new Error(`seeding: SOS of user ${owner} refused`);
      return result.event.pcm_room_id;
    };
    for (let i = 0; i < (plan.sos?.count ?? 0); i += 1) start(i, i % (plan.sos?.streetEvery ?? 1) === 0);
    for (let r = 0; r < (plan.rooms?.count ?? 0); r += 1) rooms.push(start(roomMembers(r, plan.rooms?.listeners ?? 0).owner, false));

    for (let c = 0; c < plan.concerns; c += 1) {
      const owner = Math.floor(unit(c, 7) * n);
      const p = offsetMeters(positionOf(owner, plan.sideM), 30, 20);
      insertConcern(db, {
        id: randomUUID(),
        user_id: userId(owner),
        message: 'Smoke coming from the house on the corner',
        location_description: 'corner house',
        severity: 'warning',
        lat: p.lat,
        lng: p.lng,
        radius_m: 200,
        escalation_threshold: 3,
        photo_file: null,
        photo_mime: null,
        created_at: now,
        expires_at: now + HOUR_MS,
      });
    }
    for (let k = 0; k < plan.proximity; k += 1) {
      const from = Math.floor(unit(k, 8) * n);
      const to = (from + 1 + Math.floor(unit(k, 9) * (n - 1))) % n;
      writeNotice(db, {
        fromUserId: userId(from),
        toUserId: userId(to),
        walker: positionOf(from, plan.sideM),
        recipient: positionOf(to, plan.sideM),
        plan: { kind: 'notice', direction: 'approaching', distance: 40, trendDistance: 40 },
        now,
        expiresAt: now + HOUR_MS,
      });
    }
  })();
  return { rooms };
}
