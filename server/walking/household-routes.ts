import Router from '@koa/router';
import {
  WALKING_ERRORS,
  addFamilyMemberRequestSchema,
  familyMemberParamSchema,
  homeRequestSchema,
} from '../../shared/api/walking';
import type { HubDeps } from '../deps';
import { badRequest, conflict, notFound } from '../http/errors';
import type { HubState } from '../http/types';
import { parseWith } from '../http/validate';
import { currentUser, requireResident } from '../identity/auth';
import { findUser } from '../identity/users-repo';
import { deleteFamilyMember, familyLinkExists, insertFamilyMember, listFamily } from './family-repo';
import { deleteHome, findHome, setHome } from './home-repo';

/** The home anchor under /api/home: it makes the resident a concern's homeowner and quiets walkers at home. */
export function homeRoutes(deps: HubDeps): Router<HubState> {
  const router = new Router<HubState>({ prefix: '/home' });
  router.use(requireResident);

  router.get('/', (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { home: findHome(deps.db, currentUser(ctx).id) ?? null };
  });

  router.put('/', (ctx) => {
    const position = parseWith(homeRequestSchema, ctx.state.body);
    ctx.body = { home: setHome(deps.db, currentUser(ctx).id, position, deps.now()) };
  });

  router.delete('/', (ctx) => {
    deleteHome(deps.db, currentUser(ctx).id);
    ctx.body = { success: true };
  });

  return router;
}

/** The family list under /api/family; a member linked by device id is one household for proximity. */
export function familyRoutes(deps: HubDeps): Router<HubState> {
  const router = new Router<HubState>({ prefix: '/family' });
  router.use(requireResident);

  router.get('/', (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { familyMembers: listFamily(deps.db, currentUser(ctx).id) };
  });

  router.post('/', (ctx) => {
    const member = parseWith(addFamilyMemberRequestSchema, ctx.state.body);
    const userId = currentUser(ctx).id;
    const id = deps.db.transaction(() => {
      if (member.familyUserId !== undefined) {
        if (member.familyUserId === userId) throw badRequest(WALKING_ERRORS.cannotAddSelf, 'You cannot add yourself as a family member');
        if (!findUser(deps.db, member.familyUserId)) {
          throw notFound(WALKING_ERRORS.userNotFound, 'No resident with this device ID uses this hub yet. Ask them to open the app first.');
        }
        if (familyLinkExists(deps.db, userId, member.familyUserId)) {
          throw conflict(WALKING_ERRORS.familyMemberExists, 'This person is already in your family list');
        }
      }
      return insertFamilyMember(deps.db, userId, member, deps.now());
    })();
    ctx.status = 201;
    ctx.body = { success: true, id };
  });

  router.delete('/:id', (ctx) => {
    const { id } = parseWith(familyMemberParamSchema, ctx.params);
    if (!deleteFamilyMember(deps.db, currentUser(ctx).id, id)) {
      throw notFound(WALKING_ERRORS.familyMemberNotFound, 'This person is not in your family list');
    }
    ctx.body = { success: true };
  });

  return router;
}
