import { z } from 'zod';
import { readJson, STORAGE_KEYS, writeJson } from '../local-storage';

/** Enough for months of alerts; the oldest ids fall off first. */
const MAX_IDS = 200;

/** Event ids kept in localStorage, newest last (stopped sirens, alerts already shown). */
export function readIdList(key: string): string[] {
  const parsed = z.array(z.string()).safeParse(readJson(key));
  return parsed.success ? parsed.data : [];
}

export function addToIdList(key: string, id: string): void {
  const ids = readIdList(key).filter((existing) => existing !== id);
  ids.push(id);
  writeJson(key, ids.slice(-MAX_IDS));
}

/** Event ids whose siren was stopped on this device (spec/core.md §3). */
export function stoppedSirenIds(): ReadonlySet<string> {
  return new Set(readIdList(STORAGE_KEYS.stoppedSirens));
}

export function isSirenStopped(eventId: string): boolean {
  return stoppedSirenIds().has(eventId);
}

export function markSirenStopped(eventId: string): void {
  addToIdList(STORAGE_KEYS.stoppedSirens, eventId);
}
