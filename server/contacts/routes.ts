import Router from '@koa/router';
import { addContactRequestSchema, contactPathSchema, renameContactRequestSchema } from '../../shared/api/contacts';
import { userIdQuerySchema } from '../../shared/api/common';
import { ERROR_CODES } from '../../shared/errors';
import type { Db } from '../db/database';
import type { HubDeps } from '../deps';
import { badRequest, conflict, notFound } from '../http/errors';
import type { HubState } from '../http/types';
import { parseWith } from '../http/validate';
import { assertSelf, currentUser, requireResident } from '../identity/auth';
import { findUser } from '../identity/users-repo';
import { deleteContact, findContact, insertContact, listContacts, nicknameTaken, renameContact } from './contacts-repo';

export function contactRoutes(deps: HubDeps): Router<HubState> {
  const router = new Router<HubState>();
  router.use('/trusted-contacts', requireResident);

  router.get('/trusted-contacts', (ctx) => {
    const userId = ctx.query.userId === undefined ? currentUser(ctx).id : parseWith(userIdQuerySchema, ctx.query).userId;
    assertSelf(ctx, userId);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { contacts: listContacts(deps.db, userId) };
  });

  /** Adding someone follows scanning their QR: showing one's QR is the consent (DESIGN.md §5). */
  router.post('/trusted-contacts', (ctx) => {
    const { userId, contactUserId, name } = parseWith(addContactRequestSchema, ctx.state.body);
    assertSelf(ctx, userId);
    const contact = deps.db.transaction(() => {
      checkNewContact(deps.db, userId, contactUserId, name);
      return insertContact(deps.db, userId, contactUserId, name, deps.now());
    })();
    ctx.status = 201;
    ctx.body = { contact };
  });

  router.put('/trusted-contacts/:userId/:contactUserId', (ctx) => {
    const { userId, contactUserId } = parseWith(contactPathSchema, ctx.params);
    assertSelf(ctx, userId);
    const { name } = parseWith(renameContactRequestSchema, ctx.state.body);
    const contact = deps.db.transaction(() => {
      const existing = findContact(deps.db, userId, contactUserId);
      if (!existing) throw notFound(ERROR_CODES.contactNotFound, 'This person is not in your trusted contacts');
      if (nicknameTaken(deps.db, userId, name, contactUserId)) throw duplicateName();
      renameContact(deps.db, userId, contactUserId, name);
      return { ...existing, name };
    })();
    ctx.body = { contact };
  });

  router.delete('/trusted-contacts/:userId/:contactUserId', (ctx) => {
    const { userId, contactUserId } = parseWith(contactPathSchema, ctx.params);
    assertSelf(ctx, userId);
    if (!deleteContact(deps.db, userId, contactUserId)) {
      throw notFound(ERROR_CODES.contactNotFound, 'This person is not in your trusted contacts');
    }
    ctx.body = { success: true };
  });

  return router;
}

/** The rules of spec/core.md §5 and DESIGN.md §5, in the order a resident would meet them. */
function checkNewContact(db: Db, userId: string, contactUserId: string, name: string): void {
  if (contactUserId === userId) throw badRequest(ERROR_CODES.cannotAddSelf, 'Cannot Add Yourself');
  if (!findUser(db, contactUserId)) {
    throw notFound(ERROR_CODES.contactNotFound, 'No resident with this device ID uses this hub yet. Ask them to open the app first.');
  }
  if (findContact(db, userId, contactUserId)) throw conflict(ERROR_CODES.contactExists, 'Contact Already Exists');
  if (nicknameTaken(db, userId, name)) throw duplicateName();
}

const duplicateName = () => conflict(ERROR_CODES.duplicateName, 'You already have a contact with that nickname');
