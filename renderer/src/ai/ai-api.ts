import { helpResponseSchema, survivalResponseSchema, type CoachTopic, type HelpCategory } from '../../../shared/api/ai';
import { apiRequest } from '../api/client';
import { useIdentityStore } from '../identity/identity-store';

/** POST /api/ai/survival: the AI Survival Coach. */
export function askCoach(question: string, topic: CoachTopic | null) {
  return apiRequest('/api/ai/survival', {
    method: 'POST',
    body: { userId: useIdentityStore.getState().userId, question, ...(topic ? { topic } : {}) },
    schema: survivalResponseSchema,
  });
}

/** POST /api/ai/help: the AI Help Assistant. */
export function askHelp(question: string, category: HelpCategory) {
  return apiRequest('/api/ai/help', {
    method: 'POST',
    body: { userId: useIdentityStore.getState().userId, question, category },
    schema: helpResponseSchema,
  });
}
