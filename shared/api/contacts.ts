import { z } from 'zod';
import { NICKNAME_MAX } from '../constants';
import { deviceIdSchema } from './common';

const nicknameSchema = z
  .string()
  .trim()
  .min(1, 'Name Required')
  .max(NICKNAME_MAX, `Nickname must be at most ${NICKNAME_MAX} characters`);

/** A trusted contact as the owner sees it (spec/core.md §3). */
export const trustedContactSchema = z.object({
  contactUserId: z.string(),
  name: z.string(),
  addedAt: z.number(),
});
export type TrustedContact = z.infer<typeof trustedContactSchema>;

export const contactsListResponseSchema = z.object({ contacts: z.array(trustedContactSchema) });

export const addContactRequestSchema = z.object({
  userId: deviceIdSchema,
  contactUserId: deviceIdSchema,
  name: nicknameSchema,
});
export type AddContactRequest = z.input<typeof addContactRequestSchema>;

export const renameContactRequestSchema = z.object({ name: nicknameSchema });

export const contactPathSchema = z.object({
  userId: deviceIdSchema,
  contactUserId: deviceIdSchema,
});

export const contactResponseSchema = z.object({ contact: trustedContactSchema });
