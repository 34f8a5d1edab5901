import { z } from 'zod';
import { deviceIdSchema } from './common';

export const AI_QUESTION_MAX = 500;

/** Help categories and coach topics (spec/core.md §3). */
export const HELP_CATEGORIES = ['general', 'settings', 'emergency', 'maps', 'safety'] as const;
export const COACH_TOPICS = [
  { id: 'cpr', label: 'CPR' },
  { id: 'choking', label: 'Choking' },
  { id: 'bleeding', label: 'Bleeding' },
  { id: 'fire', label: 'Fire Plan' },
  { id: 'weather', label: 'Weather Kit' },
] as const;
export const helpCategorySchema = z.enum(HELP_CATEGORIES);
export const coachTopicSchema = z.enum(['cpr', 'choking', 'bleeding', 'fire', 'weather']);
export type CoachTopic = z.infer<typeof coachTopicSchema>;
export type HelpCategory = z.infer<typeof helpCategorySchema>;

const questionSchema = z
  .string()
  .trim()
  .min(1, 'Question Required')
  .max(AI_QUESTION_MAX, `Questions can be at most ${AI_QUESTION_MAX} characters`);

/** Where an answer came from, so the resident can judge it. */
export const answerSourceSchema = z.object({
  kind: z.enum(['built-in', 'ai']),
  /** e.g. 'First-aid guide — CPR › Chest compressions'. */
  passages: z.array(z.string()),
  model: z.string().nullable(),
});

export const survivalRequestSchema = z.object({ userId: deviceIdSchema, question: questionSchema, topic: coachTopicSchema.optional() });
export const survivalResponseSchema = z.object({
  topic: z.string(),
  response: z.string(),
  timestamp: z.string(),
  cached: z.boolean(),
  source: answerSourceSchema,
});

export const helpRequestSchema = z.object({ userId: deviceIdSchema, question: questionSchema, category: helpCategorySchema });
export const helpResponseSchema = z.object({
  category: helpCategorySchema,
  response: z.string(),
  cached: z.boolean(),
  usageCount: z.number(),
  timestamp: z.string(),
  source: answerSourceSchema,
});

/** Languages the translation control offers (spec/assist.md §9); the app's default is zh. */
export const SUPPORTED_LANGUAGES = ['en', 'zh', 'es', 'fr', 'de', 'ja', 'ko', 'pt', 'ru', 'ar', 'hi', 'it'] as const;
export const DEFAULT_LANGUAGE = 'zh';

export const translateRequestSchema = z.object({
  text: z.string().trim().min(1, 'Text to translate is required').max(500, 'Text can be at most 500 characters'),
  target: z.string().trim().min(1).max(10).refine((code) => (SUPPORTED_LANGUAGES as readonly string[]).includes(code), 'Unsupported language'),
  context: z.enum(['sos', 'report', 'ping', 'general']).default('general'),
  userId: deviceIdSchema,
});
export const translateResponseSchema = z.object({
  text: z.string(),
  provider: z.string(),
  cached: z.boolean(),
  originalText: z.string(),
  targetLanguage: z.string(),
});
