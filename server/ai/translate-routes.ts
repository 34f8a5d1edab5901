import Router from '@koa/router';
import { createHash } from 'node:crypto';
import { translateRequestSchema } from '../../shared/api/ai';
import { ERROR_CODES } from '../../shared/errors';
import type { HubDeps } from '../deps';
import { HttpError } from '../http/errors';
import type { HubState } from '../http/types';
import { parseWith } from '../http/validate';
import { assertSelf, currentUser, requireResident } from '../identity/auth';
import { requirePro } from './pro-check';
import type { AiService } from './service';

export const TRANSLATIONS_PER_MINUTE = 10;

const LANGUAGE_NAMES: Record<string, string> = {
  en: 'English', zh: 'Chinese (Simplified)', es: 'Spanish', fr: 'French', de: 'German', ja: 'Japanese',
  ko: 'Korean', pt: 'Portuguese', ru: 'Russian', ar: 'Arabic', hi: 'Hindi', it: 'Italian',
};

const unavailable = () =>
  new HttpError(503, ERROR_CODES.serviceUnavailable, 'Translation service temporarily unavailable. Please try again later.');

/** POST /api/translate: Pro only, provider needed, cached per (text, target), rate-limited per user. */
export function translateRoutes(deps: HubDeps, ai: AiService): Router<HubState> {
  const router = new Router<HubState>();

  router.post('/translate', requireResident, async (ctx) => {
    requirePro(ctx, 'Translation requires Pro subscription');
    const { text, target, context, userId } = parseWith(translateRequestSchema, ctx.state.body);
    assertSelf(ctx, userId);
    const now = deps.now();
    const allowed = deps.db.transaction(() => {
      const recent = deps.db
        .prepare<[string, number], { n: number }>('SELECT count(*) AS n FROM translation_requests WHERE user_id = ? AND requested_at > ?')
        .get(currentUser(ctx).id, now - 60_000)!.n;
      if (recent >= TRANSLATIONS_PER_MINUTE) return false;
      deps.db.prepare('INSERT INTO translation_requests (user_id, requested_at) VALUES (?, ?)').run(currentUser(ctx).id, now);
      return true;
    })();
    if (!allowed) {
      ctx.set('Retry-After', '60');
      throw new HttpError(429, ERROR_CODES.rateLimited, 'Translation rate limit reached. Please wait a minute.');
    }

    const textHash = createHash('sha256').update(text).digest('hex');
    const cached = deps.db
      .prepare<[string, string], { translated: string; provider: string }>('SELECT translated, provider FROM translations WHERE text_hash = ? AND target = ?')
      .get(textHash, target);
    if (cached) {
      ctx.body = { text: cached.translated, provider: cached.provider, cached: true, originalText: text, targetLanguage: target };
      return;
    }
    const provider = ai.provider();
    if (!provider) throw unavailable();
    const translated = await ai
      .withProvider(provider, async (p) => {
        const completion = await p.client.chat.completions.create({
          model: p.chatModel,
          temperature: 0,
          messages: [
            {
              role: 'system',
              content: `Translate the user's text into ${LANGUAGE_NAMES[target] ?? target}. It is a ${context} message in a neighbourhood safety app. Reply with the translation only, keeping names, numbers and coordinates unchanged.`,
            },
            { role: 'user', content: text },
          ],
        });
        const out = completion.choices[0]?.message?.content?.trim();
        if (!out) throw new Error('empty translation');
        return { text: out, provider: p.label };
      })
      .catch((error: unknown) => {
        if (error instanceof HttpError && error.status === 503) throw unavailable();
        throw error;
      });
    deps.db
      .prepare('INSERT OR REPLACE INTO translations (text_hash, target, translated, provider, created_at) VALUES (?, ?, ?, ?, ?)')
      .run(textHash, target, translated.text, translated.provider, now);
    ctx.body = { text: translated.text, provider: translated.provider, cached: false, originalText: text, targetLanguage: target };
  });

  return router;
}
