import { translateResponseSchema } from '../../../shared/api/ai';
import { apiRequest } from '../api/client';
import { useIdentityStore } from '../identity/identity-store';
import type { LanguageCode } from './languages';

/** What a message is, so the translation keeps its tone (spec/assist.md §5). */
export type TranslateContext = 'sos' | 'report' | 'ping' | 'general';

/** POST /api/translate (Pro only). */
export function translateText(text: string, target: LanguageCode, context: TranslateContext) {
  return apiRequest('/api/translate', {
    method: 'POST',
    body: { text, target, context, userId: useIdentityStore.getState().userId },
    schema: translateResponseSchema,
  });
}
