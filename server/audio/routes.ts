import Router from '@koa/router';
import { createReadStream, statSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { roomTokenRequestSchema, sosRoomRequestSchema, type SosRoom } from '../../shared/api/audio';
import { ERROR_CODES } from '../../shared/errors';
import type { HubDeps } from '../deps';
import { requireAdmin } from '../hub/admin-token';
import { HttpError, forbidden, notFound } from '../http/errors';
import type { HubContext, HubState } from '../http/types';
import { parseWith } from '../http/validate';
import { assertSelf, currentUser, requireResident } from '../identity/auth';
import { activeSosOf } from '../sos/sos-repo';
import { eventForRoom, mayListen } from './access';
import { findRecording, listRecordings } from './recordings-repo';
import type { AudioRelay } from './relay';
import type { RoomTokens } from './room-tokens';

const roomIdParam = z.object({ roomId: z.string().min(16).max(64).regex(/^[A-Za-z0-9_-]+$/) });
const recordingParam = z.object({ id: z.string().uuid() });
const recordingsQuery = z.object({ eventId: z.string().uuid().optional() });

/** Resident room calls and the coordinator's audio and recordings API. */
export function audioRoutes(deps: HubDeps, tokens: RoomTokens, relay: AudioRelay, adminToken: string): Router<HubState> {
  const router = new Router<HubState>();
  const admin = requireAdmin(adminToken);

  router.post('/sos-room', requireResident, (ctx) => {
    const { userId } = parseWith(sosRoomRequestSchema, ctx.state.body);
    assertSelf(ctx, userId);
    const event = activeSosOf(deps.db, userId).at(-1);
    if (!event) throw notFound('no_active_sos', 'You have no active SOS to send audio for');
    ctx.body = {
      roomId: event.pcm_room_id,
      listenUrl: `/sos-listen/${event.pcm_room_id}`,
      wsUrl: `${socketOrigin(ctx)}/pcm-audio-ws?role=pub&room=${event.pcm_room_id}`,
    } satisfies SosRoom;
  });

  router.post('/sos/room-token', requireResident, (ctx) => {
    const { roomId, userId } = parseWith(roomTokenRequestSchema, ctx.state.body);
    assertSelf(ctx, userId);
    const event = eventForRoom(deps.db, roomId);
    if (!event) throw notFound('room_not_found', 'No emergency audio room with this id');
    if (event.user_id !== userId && !mayListen(deps.db, event, userId)) {
      throw forbidden(ERROR_CODES.forbidden, 'Only verified trusted contacts can access this emergency audio');
    }
    const ticket = tokens.issue(roomId, { kind: 'resident', userId });
    ctx.body = { token: ticket.token, roomId, expiresAt: ticket.expiresAt, iceServers: [] };
  });

  router.post('/hub/rooms/:roomId/token', admin, (ctx) => {
    const { roomId } = parseWith(roomIdParam, ctx.params);
    if (!eventForRoom(deps.db, roomId)) throw notFound('room_not_found', 'No emergency audio room with this id');
    const ticket = tokens.issue(roomId, { kind: 'coordinator' });
    ctx.body = { token: ticket.token, roomId, expiresAt: ticket.expiresAt, iceServers: [] };
  });

  router.get('/hub/audio/stats', admin, (ctx) => {
    ctx.body = relay.stats();
  });

  router.get('/hub/recordings', admin, (ctx) => {
    const { eventId } = parseWith(recordingsQuery, ctx.query);
    ctx.body = { recordings: listRecordings(deps.db, eventId) };
  });

  router.get('/hub/recordings/:id', admin, (ctx) => {
    const { id } = parseWith(recordingParam, ctx.params);
    const recording = findRecording(deps.db, id);
    if (!recording) throw notFound('recording_not_found', 'No such recording');
    const file = join(deps.dataDir, 'recordings', recording.file_name);
    let size: number;
    try {
      size = statSync(file).size;
    } catch {
      throw notFound('recording_not_found', 'The recording file is gone (retention may have removed it)');
    }
    sendFileRange(ctx, file, size, 'audio/wav');
  });

  return router;
}

function socketOrigin(ctx: HubContext): string {
  return `${ctx.protocol === 'https' ? 'wss' : 'ws'}://${ctx.host}`;
}

/** Streams a file, honouring a single `Range: bytes=a-b` so players can seek. */
function sendFileRange(ctx: HubContext, file: string, size: number, type: string): void {
  ctx.set('Accept-Ranges', 'bytes');
  ctx.type = type;
  const range = ctx.get('range');
  if (!range) {
    ctx.length = size;
    ctx.body = createReadStream(file);
    return;
  }
  const match = /^bytes=(\d*)-(\d*)$/.exec(range.trim());
  let start = match?.[1] ? Number(match[1]) : undefined;
  let end = match?.[2] ? Number(match[2]) : undefined;
  if (match && start === undefined && end !== undefined) {
    start = Math.max(0, size - end); // suffix range: the last N bytes
    end = size - 1;
  }
  start ??= 0;
  end = Math.min(end ?? size - 1, size - 1);
  if (!match || start > end || start >= size) {
    ctx.set('Content-Range', `bytes */${size}`);
    throw new HttpError(416, 'range_not_satisfiable', `The recording has ${size} bytes`);
  }
  ctx.status = 206;
  ctx.set('Content-Range', `bytes ${start}-${end}/${size}`);
  ctx.length = end - start + 1;
  ctx.body = createReadStream(file, { start, end });
}
