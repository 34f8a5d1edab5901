import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '../db/database';

/** The built-in texts: the first-aid guide for the coach, the app FAQ for the help assistant. */
export const KNOWLEDGE_FILES = [
  { source: 'first-aid', file: 'first-aid-guide.md', label: 'First-aid guide' },
  { source: 'faq', file: 'app-faq.md', label: 'App help' },
] as const;
export type KnowledgeSource = (typeof KNOWLEDGE_FILES)[number]['source'];

export type Chunk = { section: string; title: string; text: string };

/**
 * Splits a guide into passages: `## Section` groups, `### Title` passages. A passage is small
 * enough to quote whole and to embed in one call.
 */
export function chunkMarkdown(markdown: string): Chunk[] {
  const chunks: Chunk[] = [];
  let section = '';
  let title = '';
  let lines: string[] = [];
  const flush = () => {
    const text = lines.join(' ').replace(/\s+/g, ' ').trim();
    if (section && text) chunks.push({ section, title: title || section, text });
    lines = [];
  };
  for (const line of markdown.split('\n')) {
    if (line.startsWith('## ')) {
      flush();
      section = line.slice(3).trim();
      title = '';
    } else if (line.startsWith('### ')) {
      flush();
      title = line.slice(4).trim();
    } else if (!line.startsWith('# ')) {
      lines.push(line.replace(/\*\*/g, ''));
    }
  }
  flush();
  return chunks;
}

/** Loads the texts into faq_chunks (and its full-text index), re-chunking only files that changed. */
export function syncKnowledge(db: Db, resourcesDir: string, now: number): { source: string; chunks: number; changed: boolean }[] {
  return KNOWLEDGE_FILES.map(({ source, file }) => {
    const path = join(resourcesDir, 'knowledge', file);
    if (!existsSync(path)) return { source, chunks: 0, changed: false };
    const markdown = readFileSync(path, 'utf8');
    const hash = createHash('sha256').update(markdown).digest('hex');
    const known = db.prepare<[string], { content_hash: string }>('SELECT content_hash FROM knowledge_files WHERE source = ?').get(source);
    if (known?.content_hash === hash) {
      const count = db.prepare<[string], { n: number }>('SELECT count(*) AS n FROM faq_chunks WHERE source = ?').get(source)!.n;
      return { source, chunks: count, changed: false };
    }
    const chunks = chunkMarkdown(markdown);
    db.transaction(() => {
      const old = db.prepare<[string], { id: number }>('SELECT id FROM faq_chunks WHERE source = ?').all(source);
      const dropIndex = db.prepare('DELETE FROM faq_chunks_fts WHERE rowid = ?');
      for (const row of old) dropIndex.run(row.id);
      db.prepare('DELETE FROM faq_chunks WHERE source = ?').run(source);
      const insert = db.prepare('INSERT INTO faq_chunks (source, section, title, chunk_index, text) VALUES (?, ?, ?, ?, ?)');
      const index = db.prepare('INSERT INTO faq_chunks_fts (rowid, title, text) VALUES (?, ?, ?)');
      chunks.forEach((chunk, i) => {
        const id = Number(insert.run(source, chunk.section, chunk.title, i, chunk.text).lastInsertRowid);
        index.run(id, `${chunk.section} ${chunk.title}`, chunk.text);
      });
      db.prepare(
        `INSERT INTO knowledge_files (source, content_hash, chunked_at) VALUES (?, ?, ?)
         ON CONFLICT(source) DO UPDATE SET content_hash = excluded.content_hash, chunked_at = excluded.chunked_at`,
      ).run(source, hash, now);
    })();
    return { source, chunks: chunks.length, changed: true };
  });
}
