import type { Db } from '../db/database';
import type { KnowledgeSource } from './knowledge';

export type Passage = { id: number; source: KnowledgeSource; section: string; title: string; text: string; score: number };

const STOPWORDS = new Set(
  'a an and are as at be but by can do does for from how i if in into is it my me of on or so that the their them then there this to was what when where which who why will with you your'.split(' '),
);

/** Words of a question as an FTS5 OR-query; never a syntax error, whatever the resident typed. */
export function ftsQuery(question: string): string | null {
  const words = question
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter((w) => w.length > 1 && !STOPWORDS.has(w));
  const unique = [...new Set(words)].slice(0, 24);
  return unique.length ? unique.map((w) => `"${w}"`).join(' OR ') : null;
}

/** section restricts to one section; preferSection only ranks it a little higher. */
export type Filter = { source: KnowledgeSource; section?: string; preferSection?: string };

/** BM25 text ranking over the built-in passages of one source (optionally one section). */
export function rankByText(db: Db, question: string, filter: Filter, limit = 6): Passage[] {
  const query = ftsQuery(question);
  if (!query) return [];
  const rows = db
    .prepare<[string, string, string | null, string | null, number], Passage>(
      `SELECT c.id, c.source, c.section, c.title, c.text, bm25(faq_chunks_fts, 2.0, 1.0) AS score
       FROM faq_chunks_fts JOIN faq_chunks c ON c.id = faq_chunks_fts.rowid
       WHERE faq_chunks_fts MATCH ? AND c.source = ? AND (? IS NULL OR lower(c.section) = lower(?))
       ORDER BY score LIMIT ?`,
    )
    .all(query, filter.source, filter.section ?? null, filter.section ?? null, limit * 3);
  // BM25 scores are negative, lower is better: a preferred section gets a 20 % lead.
  const preferred = filter.preferSection?.toLowerCase();
  const boosted = rows.map((row) => ({ ...row, score: preferred && row.section.toLowerCase() === preferred ? row.score * 1.2 : row.score }));
  return boosted.sort((a, b) => a.score - b.score).slice(0, limit);
}

export function passagesOf(db: Db, filter: Filter, limit = 3): Passage[] {
  return db
    .prepare<[string, string | null, string | null, number], Passage>(
      `SELECT id, source, section, title, text, 0 AS score FROM faq_chunks
       WHERE source = ? AND (? IS NULL OR lower(section) = lower(?)) ORDER BY chunk_index LIMIT ?`,
    )
    .all(filter.source, filter.section ?? null, filter.section ?? null, limit);
}

export function cosine(a: Float32Array, b: Float32Array): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < a.length && i < b.length; i += 1) {
    dot += a[i]! * b[i]!;
    na += a[i]! * a[i]!;
    nb += b[i]! * b[i]!;
  }
  return na && nb ? dot / Math.sqrt(na * nb) : 0;
}

/** Reciprocal-rank fusion: merges the text and embedding rankings without tuning weights. */
export function fuseRankings(rankings: Passage[][], limit: number): Passage[] {
  const scores = new Map<number, { passage: Passage; score: number }>();
  for (const ranking of rankings) {
    ranking.forEach((passage, rank) => {
      const entry = scores.get(passage.id) ?? { passage, score: 0 };
      entry.score += 1 / (60 + rank);
      scores.set(passage.id, entry);
    });
  }
  return [...scores.values()].sort((x, y) => y.score - x.score).slice(0, limit).map((e) => e.passage);
}
