import { ERROR_CODES } from '../../shared/errors';
import type { HubDeps } from '../deps';
import { HttpError } from '../http/errors';
import { locallyFlagged } from './moderation';
import { InFlightLimit, MAX_AI_IN_FLIGHT, providerFor, type ProviderConfig } from './provider';
import { cosine, fuseRankings, passagesOf, rankByText, type Filter, type Passage } from './retrieval';

export const busy = () =>
  new HttpError(503, ERROR_CODES.serviceUnavailable, 'The AI service is at capacity. Please try again in a few minutes.');

/** The hub's AI: retrieval over the built-in texts, and the provider behind a per-hub in-flight limit. */
export class AiService {
  readonly limit = new InFlightLimit(MAX_AI_IN_FLIGHT);

  constructor(private readonly deps: HubDeps) {}

  provider(): ProviderConfig | null {
    return providerFor(this.deps);
  }

  /** Runs provider work in one slot; a full house or a failing provider is 503, not a 500. */
  async withProvider<T>(provider: ProviderConfig, work: (provider: ProviderConfig) => Promise<T>): Promise<T> {
    const release = this.limit.tryAcquire();
    if (!release) throw busy();
    try {
      return await work(provider);
    } catch (error) {
      if (error instanceof HttpError) throw error;
      this.deps.log.warn('[hub] AI provider call failed', error instanceof Error ? error.message : error);
      throw busy();
    } finally {
      release();
    }
  }

  /** Flags harmful requests: the provider's moderation when there is one, the local list always. */
  async assertAcceptable(text: string, provider: ProviderConfig | null): Promise<void> {
    const flagged = locallyFlagged(text) || (provider ? await moderate(provider, text) : false);
    if (flagged) {
      throw new HttpError(422, ERROR_CODES.contentFlagged, 'This question contains content that cannot be processed for safety reasons.');
    }
  }

  /** Best passages: BM25, fused with embedding similarity when a provider is configured. */
  async retrieve(question: string, filter: Filter, provider: ProviderConfig | null, limit = 3): Promise<Passage[]> {
    const byText = rankByText(this.deps.db, question, filter, 8);
    if (!provider) return byText.slice(0, limit);
    const byMeaning = await this.rankByEmbedding(question, filter, provider).catch((error: unknown) => {
      this.deps.log.warn('[hub] embeddings unavailable, using text ranking', error instanceof Error ? error.message : error);
      return [];
    });
    return fuseRankings([byText, byMeaning], limit);
  }

  /** The opening passages of a section, for a question that matched nothing but named a topic. */
  fallbackPassages(filter: Filter): Passage[] {
    return filter.section ? passagesOf(this.deps.db, filter, 2) : [];
  }

  private async rankByEmbedding(question: string, filter: Filter, provider: ProviderConfig): Promise<Passage[]> {
    const { db } = this.deps;
    const chunks = passagesOf(db, filter, 1000);
    const stored = new Map(
      db
        .prepare<[string, string], { chunk_id: number; embedding: Buffer }>(
          'SELECT e.chunk_id, e.embedding FROM faq_embeddings e JOIN faq_chunks c ON c.id = e.chunk_id WHERE e.model = ? AND c.source = ?',
        )
        .all(provider.embeddingModel, filter.source)
        .map((row) => [row.chunk_id, toVector(row.embedding)]),
    );
    const missing = chunks.filter((c) => !stored.has(c.id));
    const inputs = [question, ...missing.map((c) => `${c.section} ${c.title}: ${c.text}`)];
    const result = await provider.client.embeddings.create({ model: provider.embeddingModel, input: inputs });
    const vectors = result.data.sort((a, b) => a.index - b.index).map((d) => Float32Array.from(d.embedding));
    const insert = db.prepare('INSERT OR REPLACE INTO faq_embeddings (chunk_id, model, embedding) VALUES (?, ?, ?)');
    db.transaction(() => {
      missing.forEach((chunk, i) => {
        const vector = vectors[i + 1];
        if (!vector) return;
        stored.set(chunk.id, vector);
        insert.run(chunk.id, provider.embeddingModel, Buffer.from(vector.buffer));
      });
    })();
    const query = vectors[0];
    if (!query) return [];
    return chunks
      .map((chunk) => ({ ...chunk, score: cosine(query, stored.get(chunk.id) ?? new Float32Array()) }))
      .sort((a, b) => b.score - a.score)
      .slice(0, 8);
  }
}

async function moderate(provider: ProviderConfig, text: string): Promise<boolean> {
  try {
    const result = await provider.client.moderations.create({ input: text });
    return result.results.some((r) => r.flagged);
  } catch {
    // Not every OpenAI-compatible server has moderations; the local list still applies.
    return false;
  }
}

function toVector(blob: Buffer): Float32Array {
  const copy = new Uint8Array(blob.byteLength);
  copy.set(blob);
  return new Float32Array(copy.buffer);
}
