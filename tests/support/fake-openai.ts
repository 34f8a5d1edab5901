import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

type ChatRequest = { model: string; messages: { role: string; content: string }[] };

/**
 * A small server speaking the OpenAI endpoints the hub uses (chat completions, embeddings,
 * moderations), for the real `openai` SDK. Embeddings are deterministic bags of words, so
 * similar texts really are close.
 */
export class FakeOpenAI {
  readonly chats: ChatRequest[] = [];
  readonly embeddingCalls: string[][] = [];
  readonly moderationCalls: string[] = [];
  /** 'ok', 'error' (HTTP 500) or 'hang' (never answers). */
  mode: 'ok' | 'error' | 'hang' = 'ok';
  delayMs = 0;
  private server: Server | undefined;
  port = 0;

  get baseUrl(): string {
    return `http://127.0.0.1:${this.port}/v1`;
  }

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', async () => {
        if (this.mode === 'hang') return;
        if (this.delayMs) await new Promise((r) => setTimeout(r, this.delayMs));
        const reply = (status: number, payload: unknown) => {
          res.writeHead(status, { 'Content-Type': 'application/json' });
          res.end(JSON.stringify(payload));
        };
        if (this.mode === 'error') return reply(500, { error: { message: 'upstream exploded', type: 'server_error' } });
        const json = body ? JSON.parse(body) : {};
        if (req.url === '/v1/chat/completions') {
          this.chats.push(json);
          const system = json.messages.find((m: { role: string }) => m.role === 'system')?.content ?? '';
          const user = json.messages.find((m: { role: string }) => m.role === 'user')?.content ?? '';
          const content = system.startsWith('Translate')
            ? `[${/into ([^.]+)\./.exec(system)?.[1]}] ${user}`
            : `Generated answer to "${user}" using ${(system.match(/\[\d+\]/g) ?? []).length} passages.`;
          return reply(200, {
            id: 'chatcmpl-1',
            object: 'chat.completion',
            created: 0,
            model: json.model,
            choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
            usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
          });
        }
        if (req.url === '/v1/embeddings') {
          const inputs: string[] = Array.isArray(json.input) ? json.input : [json.input];
          this.embeddingCalls.push(inputs);
          return reply(200, {
            object: 'list',
            model: json.model,
            data: inputs.map((text, index) => ({ object: 'embedding', index, embedding: bagOfWords(text) })),
            usage: { prompt_tokens: 1, total_tokens: 1 },
          });
        }
        if (req.url === '/v1/moderations') {
          const input = String(json.input);
          this.moderationCalls.push(input);
          return reply(200, { id: 'modr-1', model: 'omni-moderation-latest', results: [{ flagged: input.includes('FLAGME'), categories: {}, category_scores: {} }] });
        }
        reply(404, { error: { message: `no route ${req.url}` } });
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
    return this;
  }

  stop(): Promise<void> {
    this.server?.closeAllConnections();
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

function bagOfWords(text: string): number[] {
  const vector = new Array<number>(64).fill(0);
  for (const word of text.toLowerCase().match(/[a-z]+/g) ?? []) {
    let h = 0;
    for (const c of word) h = (h * 31 + c.charCodeAt(0)) >>> 0;
    vector[h % 64]! += 1;
  }
  return vector;
}
