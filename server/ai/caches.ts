import { createHash } from 'node:crypto';
import type { Db } from '../db/database';

/** Questions that differ only in case, spacing or punctuation share a cache entry. */
export function normalizeQuestion(question: string): string {
  return question
    .toLowerCase()
    .normalize('NFKC')
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export const questionHash = (question: string) => createHash('sha256').update(normalizeQuestion(question)).digest('hex');

type Cached = { answer: string; source: string; uses: number };

export function cachedHelp(db: Db, hash: string, category: string): Cached | undefined {
  return db.transaction(() => {
    const hit = db.prepare('UPDATE ai_help_cache SET times_used = times_used + 1 WHERE question_hash = ? AND question_category = ?').run(hash, category).changes;
    if (!hit) return undefined;
    return db
      .prepare<[string, string], Cached>('SELECT answer, source, times_used AS uses FROM ai_help_cache WHERE question_hash = ? AND question_category = ?')
      .get(hash, category);
  })();
}

export function storeHelp(db: Db, entry: { hash: string; category: string; question: string; answer: string; source: string; tokens: number | null }, now: number): number {
  db.prepare(
    `INSERT INTO ai_help_cache (question_hash, question_category, question, answer, source, response_tokens, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO UPDATE SET times_used = times_used + 1`,
  ).run(entry.hash, entry.category, entry.question, entry.answer, entry.source, entry.tokens, now);
  return db.prepare<[string, string], { n: number }>('SELECT times_used AS n FROM ai_help_cache WHERE question_hash = ? AND question_category = ?').get(entry.hash, entry.category)!.n;
}

export function cachedCoach(db: Db, hash: string, topic: string): Cached | undefined {
  return db.transaction(() => {
    const hit = db.prepare('UPDATE survival_course SET usage_count = usage_count + 1 WHERE question_hash = ? AND topic = ?').run(hash, topic).changes;
    if (!hit) return undefined;
    return db
      .prepare<[string, string], Cached>('SELECT ai_response AS answer, source, usage_count AS uses FROM survival_course WHERE question_hash = ? AND topic = ?')
      .get(hash, topic);
  })();
}

export function storeCoach(db: Db, entry: { hash: string; topic: string; question: string; answer: string; source: string }, now: number): void {
  db.prepare(
    `INSERT INTO survival_course (question_hash, topic, question, ai_response, source, created_at)
     VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT DO UPDATE SET usage_count = usage_count + 1`,
  ).run(entry.hash, entry.topic, entry.question, entry.answer, entry.source, now);
}
