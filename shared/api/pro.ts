import { z } from 'zod';
import { deviceIdSchema } from './common';

/** GET /api/jin/balance */
export const balanceResponseSchema = z.object({ balance_jin: z.number() });

/** POST /api/jin/activate-card: a typed or scanned code; spaces and dashes don't matter. */
export const activateCardRequestSchema = z.object({
  userId: deviceIdSchema,
  cardCode: z.string().trim().min(1, 'Please enter or scan your card code').max(64),
});
export const activateCardResponseSchema = z.object({ amount_jin: z.number(), newBalance: z.number() });

/** POST /api/subscriptions/subscribe */
export const subscribeRequestSchema = z.object({ userId: deviceIdSchema });
export const subscribeResponseSchema = z.object({
  ok: z.boolean(),
  provider: z.enum(['jin', 'stripe']).nullable(),
  newBalance: z.number().optional(),
  action: z.literal('checkout').optional(),
  url: z.string().optional(),
  message: z.string().optional(),
  alreadyPro: z.boolean().optional(),
});
export type SubscribeResponse = z.infer<typeof subscribeResponseSchema>;

/** Coordinator: POST /api/hub/cards */
export const mintCardsRequestSchema = z.object({
  count: z.number().int().min(1).max(500),
  amountJin: z.number().int().min(1).max(1000),
});
export const mintedCardSchema = z.object({ id: z.string(), code: z.string(), amountJin: z.number() });
export const mintCardsResponseSchema = z.object({ batchId: z.string(), cards: z.array(mintedCardSchema) });
export type MintedCard = z.infer<typeof mintedCardSchema>;

/** Coordinator: GET /api/hub/cards (codes are never shown again after minting). */
export const cardStatusSchema = z.object({
  id: z.string(),
  batchId: z.string(),
  amountJin: z.number(),
  hint: z.string(),
  createdAt: z.number(),
  redeemedBy: z.string().nullable(),
  redeemedAt: z.number().nullable(),
  status: z.enum(['unused', 'redeemed']),
});
export const cardsListResponseSchema = z.object({ cards: z.array(cardStatusSchema) });

/** Coordinator: POST /api/hub/residents/{id}/pro and /jin */
export const grantProRequestSchema = z.object({ active: z.boolean() });
export const creditJinRequestSchema = z.object({
  amountJin: z.number().int().min(1).max(10_000),
  memo: z.string().trim().min(1, 'A memo says why the credit was given').max(200),
});

export const residentSummarySchema = z.object({
  id: z.string(),
  displayName: z.string(),
  proActive: z.boolean(),
  balanceJin: z.number(),
  subscriptionStatus: z.string().nullable(),
  createdAt: z.number(),
  lastSeenAt: z.number().nullable(),
});
export type ResidentSummary = z.infer<typeof residentSummarySchema>;
