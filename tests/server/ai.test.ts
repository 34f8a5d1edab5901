import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeOpenAI } from '../support/fake-openai';
import { resident, startTestHub, type Resident, type TestHub } from '../support/test-hub';

async function proResident(hub: TestHub): Promise<Resident> {
  const r = await resident(hub);
  hub.db.prepare('UPDATE users SET pro_active = 1 WHERE id = ?').run(r.id);
  return r;
}

describe('without an AI provider (built-in answers)', () => {
  let hub: TestHub;
  beforeAll(async () => {
    hub = await startTestHub();
  });
  afterAll(() => hub.stop());

  it('chunks the built-in guide and FAQ at startup', () => {
    const counts = hub.db.prepare('SELECT source, count(*) AS n FROM faq_chunks GROUP BY source ORDER BY source').all() as { source: string; n: number }[];
    expect(counts.find((c) => c.source === 'first-aid')!.n).toBeGreaterThan(15);
    expect(counts.find((c) => c.source === 'faq')!.n).toBeGreaterThan(15);
  });

  it("answers a CPR question from the guide's compression guidance, emergency number first", async () => {
    const r = await proResident(hub);
    const answer = await r.post('/api/ai/survival', { userId: r.id, question: 'How deep and fast should chest compressions be?', topic: 'cpr' });
    expect(answer.status).toBe(200);
    expect(answer.body.topic).toBe('cpr');
    expect(answer.body.response).toMatch(/^If anyone may be in danger, call your emergency number first/);
    expect(answer.body.response).toContain('100 to 120 compressions a minute');
    expect(answer.body.response).toContain('Answered from the built-in first-aid guide');
    expect(answer.body.source).toMatchObject({ kind: 'built-in', model: null });
    expect(answer.body.source.passages[0]).toBe('CPR › Chest compressions');
    expect(Date.parse(answer.body.timestamp)).not.toBeNaN();
  });

  it('finds the topic itself when none is given', async () => {
    const r = await proResident(hub);
    const answer = await r.post('/api/ai/survival', { userId: r.id, question: 'someone is choking on food and cannot cough' });
    expect(answer.body.topic).toBe('choking');
    expect(answer.body.response).toMatch(/back blows|abdominal thrusts/i);
  });

  it("answers 'how do I add a trusted contact' from the FAQ", async () => {
    const r = await proResident(hub);
    const answer = await r.post('/api/ai/help', { userId: r.id, question: 'how do I add a trusted contact', category: 'general' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ category: 'general', cached: false, usageCount: 1 });
    expect(answer.body.response).toContain('Scan QR');
    expect(answer.body.source.passages[0]).toBe('emergency › How do I add a trusted contact?');
  });

  it('caches by normalised question and counts the uses', async () => {
    const r = await proResident(hub);
    const ask = (question: string) => r.post('/api/ai/help', { userId: r.id, question, category: 'settings' });
    const first = await ask('How do I turn on dark mode?');
    const second = await ask('  how do i TURN on dark mode ');
    expect(first.body.cached).toBe(false);
    expect(second.body).toMatchObject({ cached: true, usageCount: 2, response: first.body.response });
  });

  it('refuses non-Pro residents with 403 pro_access_required', async () => {
    const r = await resident(hub);
    for (const [path, body] of [
      ['/api/ai/survival', { userId: r.id, question: 'cpr?' }],
      ['/api/ai/help', { userId: r.id, question: 'help?', category: 'general' }],
    ] as const) {
      const answer = await r.post(path, body);
      expect(answer.status).toBe(403);
      expect(answer.body.error).toBe('pro_access_required');
    }
  });

  it('validates questions, topics and categories', async () => {
    const r = await proResident(hub);
    const empty = await r.post('/api/ai/survival', { userId: r.id, question: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.details[0].message).toBe('Question Required');
    expect((await r.post('/api/ai/survival', { userId: r.id, question: 'x'.repeat(501) })).status).toBe(400);
    expect((await r.post('/api/ai/survival', { userId: r.id, question: 'hi', topic: 'surgery' })).status).toBe(400);
    expect((await r.post('/api/ai/help', { userId: r.id, question: 'hi', category: 'billing' })).status).toBe(400);
  });

  it('flags harmful requests with 422 content_flagged using the local list', async () => {
    const r = await proResident(hub);
    const answer = await r.post('/api/ai/survival', { userId: r.id, question: 'how to make a pipe bomb' });
    expect(answer.status).toBe(422);
    expect(answer.body.error).toBe('content_flagged');
  });

  it('answers translation with 503 when no provider is configured', async () => {
    const r = await proResident(hub);
    const answer = await r.post('/api/translate', { userId: r.id, text: 'Help', target: 'es', context: 'sos' });
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({ error: 'service_temporarily_unavailable', message: 'Translation service temporarily unavailable. Please try again later.' });
  });
});

describe('with an OpenAI-compatible provider', () => {
  const provider = new FakeOpenAI();
  let hub: TestHub;
  beforeAll(async () => {
    await provider.start();
    hub = await startTestHub({
      settings: { aiBaseUrl: provider.baseUrl, aiApiKey: 'sk-test', aiChatModel: 'tiny-chat' },
      integrations: { aiTimeoutMs: 800 },
    });
  });
  afterAll(async () => {
    await hub.stop();
    await provider.stop();
  });

  it('generates answers grounded on the retrieved passages, and says so', async () => {
    const r = await proResident(hub);
    const answer = await r.post('/api/ai/survival', { userId: r.id, question: 'How do I stop heavy bleeding from a leg?', topic: 'bleeding' });
    expect(answer.status).toBe(200);
    const chat = provider.chats.at(-1)!;
    expect(chat.model).toBe('tiny-chat');
    const system = chat.messages[0]!.content;
    expect(system).toContain('Answer only from the passages below');
    expect(system).toContain('Press firmly and directly on the wound');
    expect(answer.body.response).toContain('Generated answer to');
    expect(answer.body.response).toMatch(/Answered by AI \(tiny-chat via 127\.0\.0\.1:\d+\) using the built-in first-aid guide: Bleeding › /);
    expect(answer.body.source.kind).toBe('ai');
    expect(provider.embeddingCalls.length).toBeGreaterThan(0);
  });

  it('embeds the built-in passages once and reuses them', async () => {
    const r = await proResident(hub);
    await r.post('/api/ai/help', { userId: r.id, question: 'Where is my device ID shown?', category: 'general' });
    const before = provider.embeddingCalls.length;
    await r.post('/api/ai/help', { userId: r.id, question: 'What does share location do?', category: 'settings' });
    expect(provider.embeddingCalls.length).toBe(before + 1);
    expect(provider.embeddingCalls.at(-1)).toHaveLength(1); // only the question
  });

  it('marks a repeated question cached and counts its uses, without calling the provider', async () => {
    const r = await proResident(hub);
    const ask = () => r.post('/api/ai/help', { userId: r.id, question: 'Why is the map not loading?', category: 'maps' });
    await ask();
    const chats = provider.chats.length;
    const again = await ask();
    expect(again.body).toMatchObject({ cached: true, usageCount: 2 });
    expect(provider.chats.length).toBe(chats);
  });

  it("flags content through the provider's moderation (422)", async () => {
    const r = await proResident(hub);
    const answer = await r.post('/api/ai/help', { userId: r.id, question: 'FLAGME please', category: 'general' });
    expect(answer.status).toBe(422);
    expect(provider.moderationCalls).toContain('FLAGME please');
  });

  it('answers 503 past the in-flight cap instead of queueing', async () => {
    provider.delayMs = 300;
    const residents = await Promise.all(Array.from({ length: 6 }, () => proResident(hub)));
    const answers = await Promise.all(
      residents.map((r, i) => r.post('/api/ai/survival', { userId: r.id, question: `fire escape question number ${i}`, topic: 'fire' })),
    );
    provider.delayMs = 0;
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    const busy = answers.filter((a) => a.status === 503);
    expect(busy).toHaveLength(3);
    expect(busy[0]!.body.error).toBe('service_temporarily_unavailable');
  });

  it('answers 503 when the provider fails or times out', async () => {
    const r = await proResident(hub);
    provider.mode = 'error';
    expect((await r.post('/api/ai/survival', { userId: r.id, question: 'weather kit water?', topic: 'weather' })).status).toBe(503);
    provider.mode = 'hang';
    const hung = await r.post('/api/ai/survival', { userId: r.id, question: 'weather kit radio?', topic: 'weather' });
    expect(hung.status).toBe(503);
    provider.mode = 'ok';
  });

  it('translates for Pro, caches per text and target, and rate-limits', async () => {
    const r = await proResident(hub);
    const translate = (text: string, target = 'es') => r.post('/api/translate', { userId: r.id, text, target, context: 'sos' });
    const first = await translate('Fallen on the stairs');
    expect(first.body).toEqual({ text: '[Spanish] Fallen on the stairs', provider: expect.stringContaining('tiny-chat'), cached: false, originalText: 'Fallen on the stairs', targetLanguage: 'es' });
    expect((await translate('Fallen on the stairs')).body.cached).toBe(true);
    expect((await translate('Fallen on the stairs', 'fr')).body.cached).toBe(false);
    for (let i = 0; i < 7; i += 1) await translate(`message ${i}`);
    const limited = await translate('one too many');
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ error: 'rate_limit_exceeded', message: 'Translation rate limit reached. Please wait a minute.' });
  });

  it('refuses translation for non-Pro residents and unsupported languages', async () => {
    const free = await resident(hub);
    const answer = await free.post('/api/translate', { userId: free.id, text: 'Help', target: 'es', context: 'sos' });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ error: 'pro_access_required', message: 'Translation requires Pro subscription' });
    const pro = await proResident(hub);
    expect((await pro.post('/api/translate', { userId: pro.id, text: 'Help', target: 'tlh', context: 'sos' })).status).toBe(400);
    expect((await pro.post('/api/translate', { userId: pro.id, text: '', target: 'es' })).status).toBe(400);
  });
});
