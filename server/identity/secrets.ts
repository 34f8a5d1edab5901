import { createHash, randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

/** A fresh session token: 256 random bits, URL-safe. Only its hash is stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Salted scrypt hash of the optional device secret (the spec's "user pin"). */
export function hashPin(pin: string, salt = randomBytes(16).toString('hex')): { hash: string; salt: string } {
  return { hash: scryptSync(pin, salt, 32).toString('hex'), salt };
}

export function pinMatches(pin: string, hash: string, salt: string): boolean {
  const candidate = scryptSync(pin, salt, 32);
  const stored = Buffer.from(hash, 'hex');
  return stored.length === candidate.length && timingSafeEqual(stored, candidate);
}

/** Constant-time string comparison through digests, so lengths leak nothing either. */
export function sameSecret(a: string, b: string): boolean {
  const da = createHash('sha256').update(a).digest();
  const db = createHash('sha256').update(b).digest();
  return timingSafeEqual(da, db);
}
