import type { Migration } from './types';

export const m006: Migration = {
  version: 6,
  name: 'AI knowledge chunks, embeddings, answer caches, translations',
  sql: `
      -- The built-in first-aid guide and app FAQ, chunked by section at startup.
      CREATE TABLE knowledge_files (
        source TEXT PRIMARY KEY,
        content_hash TEXT NOT NULL,
        chunked_at INTEGER NOT NULL
      ) STRICT;

      CREATE TABLE faq_chunks (
        id INTEGER PRIMARY KEY,
        source TEXT NOT NULL,
        section TEXT NOT NULL,
        title TEXT NOT NULL,
        chunk_index INTEGER NOT NULL,
        text TEXT NOT NULL,
        UNIQUE (source, chunk_index)
      ) STRICT;

      -- Text ranking (BM25) over the chunks; rowid = faq_chunks.id.
      CREATE VIRTUAL TABLE faq_chunks_fts USING fts5(title, text, tokenize = 'porter unicode61');

      CREATE TABLE faq_embeddings (
        chunk_id INTEGER NOT NULL REFERENCES faq_chunks(id) ON DELETE CASCADE,
        model TEXT NOT NULL DEFAULT 'text-embedding-3-small',
        embedding BLOB NOT NULL,
        PRIMARY KEY (chunk_id, model)
      ) STRICT;

      CREATE TABLE ai_help_cache (
        question_hash TEXT NOT NULL,
        question_category TEXT NOT NULL,
        question TEXT NOT NULL,
        answer TEXT NOT NULL,
        source TEXT NOT NULL,
        response_tokens INTEGER,
        times_used INTEGER NOT NULL DEFAULT 1,
        created_at INTEGER NOT NULL,
        PRIMARY KEY (question_hash, question_category)
      ) STRICT;

      CREATE TABLE survival_course (
        question_hash TEXT NOT NULL,
        topic TEXT NOT NULL,
        question TEXT NOT NULL,
        ai_response TEXT NOT NULL,
        source TEXT NOT NULL,
        usage_count INTEGER NOT NULL DEFAULT 1,
        created_at INTEGER NOT NULL,
        PRIMARY KEY (question_hash, topic)
      ) STRICT;

      CREATE TABLE translations (
        text_hash TEXT NOT NULL,
        target TEXT NOT NULL,
        translated TEXT NOT NULL,
        provider TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        PRIMARY KEY (text_hash, target)
      ) STRICT;

      CREATE TABLE translation_requests (
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        requested_at INTEGER NOT NULL
      ) STRICT;
      CREATE INDEX translation_requests_user ON translation_requests(user_id, requested_at);
  `,
};
