import Router from '@koa/router';
import { COACH_TOPICS, helpRequestSchema, survivalRequestSchema, type CoachTopic } from '../../shared/api/ai';
import type { HubDeps } from '../deps';
import type { HubState } from '../http/types';
import { parseWith } from '../http/validate';
import { assertSelf, requireResident } from '../identity/auth';
import { composeBuiltInAnswer, groundedMessages, noMatchAnswer, sourceLine, passageLabel } from './answers';
import { cachedCoach, cachedHelp, questionHash, storeCoach, storeHelp } from './caches';
import { requirePro } from './pro-check';
import type { AiService } from './service';
import type { Filter, Passage } from './retrieval';

/** Guide sections per coach topic id. */
const TOPIC_SECTIONS: Record<CoachTopic, string> = { cpr: 'CPR', choking: 'Choking', bleeding: 'Bleeding', fire: 'Fire plan', weather: 'Weather kit' };

function topicOfSection(section: string | undefined): CoachTopic | undefined {
  return (Object.keys(TOPIC_SECTIONS) as CoachTopic[]).find((topic) => TOPIC_SECTIONS[topic].toLowerCase() === section?.toLowerCase());
}

type Answer = { text: string; passages: Passage[]; model: string | null };

/** The AI Survival Coach and the AI Help Assistant (Pro only). */
export function aiRoutes(deps: HubDeps, ai: AiService): Router<HubState> {
  const router = new Router<HubState>({ prefix: '/ai' });
  router.use(requireResident);

  /** Retrieval, then either a generated answer grounded on the passages or the passages themselves. */
  async function answer(kind: 'coach' | 'help', question: string, filter: Filter): Promise<Answer> {
    const provider = ai.provider();
    await ai.assertAcceptable(question, null);
    if (!provider) {
      let passages = await ai.retrieve(question, filter, null, 2);
      if (passages.length === 0) passages = ai.fallbackPassages(filter);
      return { text: passages.length ? composeBuiltInAnswer(kind, passages) : noMatchAnswer(kind), passages, model: null };
    }
    return ai.withProvider(provider, async (p) => {
      await ai.assertAcceptable(question, p);
      let passages = await ai.retrieve(question, filter, p, 4);
      if (passages.length === 0) passages = ai.fallbackPassages(filter);
      const completion = await p.client.chat.completions.create({ model: p.chatModel, temperature: 0.2, messages: groundedMessages(kind, question, passages) });
      const text = completion.choices[0]?.message?.content?.trim();
      if (!text) throw new Error('The provider returned an empty answer');
      return { text, passages, model: p.label };
    });
  }

  router.post('/survival', async (ctx) => {
    requirePro(ctx);
    const { userId, question, topic } = parseWith(survivalRequestSchema, ctx.state.body);
    assertSelf(ctx, userId);
    const hash = questionHash(question);
    const cacheTopic = topic ?? 'any';
    const hit = cachedCoach(deps.db, hash, cacheTopic);
    if (hit) {
      ctx.body = { topic: topic ?? 'general', response: hit.answer, timestamp: new Date(deps.now()).toISOString(), cached: true, source: JSON.parse(hit.source) };
      return;
    }
    const result = await answer('coach', question, { source: 'first-aid', section: topic ? TOPIC_SECTIONS[topic] : undefined });
    const response = `${result.text}\n\n${sourceLine('coach', result.passages, result.model)}`;
    const source = { kind: result.model ? ('ai' as const) : ('built-in' as const), passages: result.passages.map(passageLabel), model: result.model };
    storeCoach(deps.db, { hash, topic: cacheTopic, question, answer: response, source: JSON.stringify(source) }, deps.now());
    ctx.body = {
      topic: topic ?? topicOfSection(result.passages[0]?.section) ?? 'general',
      response,
      timestamp: new Date(deps.now()).toISOString(),
      cached: false,
      source,
    };
  });

  router.post('/help', async (ctx) => {
    requirePro(ctx);
    const { userId, question, category } = parseWith(helpRequestSchema, ctx.state.body);
    assertSelf(ctx, userId);
    const hash = questionHash(question);
    const hit = cachedHelp(deps.db, hash, category);
    if (hit) {
      ctx.body = { category, response: hit.answer, cached: true, usageCount: hit.uses, timestamp: new Date(deps.now()).toISOString(), source: JSON.parse(hit.source) };
      return;
    }
    // The whole FAQ is searched; the chosen category only ranks its own answers a little higher.
    const result = await answer('help', question, { source: 'faq', preferSection: category });
    const response = `${result.text}\n\n${sourceLine('help', result.passages, result.model)}`;
    const source = { kind: result.model ? ('ai' as const) : ('built-in' as const), passages: result.passages.map(passageLabel), model: result.model };
    const usageCount = storeHelp(deps.db, { hash, category, question, answer: response, source: JSON.stringify(source), tokens: null }, deps.now());
    ctx.body = { category, response, cached: false, usageCount, timestamp: new Date(deps.now()).toISOString(), source };
  });

  return router;
}

export { COACH_TOPICS };
