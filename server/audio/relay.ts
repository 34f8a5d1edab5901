import type { IncomingMessage } from 'node:http';
import { existsSync, mkdirSync, statSync } from 'node:fs';
import type { Duplex } from 'node:stream';
import { join } from 'node:path';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import {
  AUDIO_CLOSE,
  AUDIO_HEARTBEAT_TIMEOUT_MS,
  PCM_BYTES_PER_SECOND,
  PCM_MAX_FRAME_BYTES,
  PCM_SAMPLE_RATE,
  audioClientControlSchema,
  audioSocketQuerySchema,
  type AudioControl,
} from '../../shared/api/audio';
import type { HubDeps } from '../deps';
import type { SosRow } from '../sos/sos-repo';
import { eventForRoom, mayListen } from './access';
import { resolveSocketUser, sameOriginUpgrade } from './socket-auth';
import type { RoomTokens } from './room-tokens';
import { insertRecording, unfinishedRecordings, updateRecording } from './recordings-repo';
import { WavWriter, repairWav } from './wav';

type Peer = { ws: WebSocket; role: 'pub' | 'sub'; who: string; lastSeen: number; dropped: number };

type Room = {
  roomId: string;
  eventId: string;
  ownerId: string;
  publisher?: Peer;
  subscribers: Set<Peer>;
  writer?: WavWriter;
  recordingId?: string;
};

type Refusal = { code: number; reason: string };
type Admission = { event: SosRow; role: 'pub' | 'sub'; who: string };

/** Past this much audio waiting for one listener, its frames are dropped rather than queued. */
const SLOW_LISTENER_BYTES = PCM_BYTES_PER_SECOND;

export type RelayStats = { rooms: number; publishers: number; subscribers: number; framesRelayed: number; framesDropped: number };

/**
 * The live-audio relay (DESIGN.md §6): one publisher per SOS room (its owner), subscribers
 * who are the owner's trusted contacts or the coordinator. Frames fan out without waiting for
 * anyone; each room's audio is also written to a WAV file in the data dir.
 */
export class AudioRelay {
  private readonly wss = new WebSocketServer({ noServer: true, perMessageDeflate: false, maxPayload: PCM_MAX_FRAME_BYTES, clientTracking: false });
  private readonly rooms = new Map<string, Room>();
  private readonly recordingsDir: string;
  private readonly heartbeat: NodeJS.Timeout;
  private relayed = 0;
  private dropped = 0;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly deps: HubDeps,
    private readonly tokens: RoomTokens,
  ) {
    this.recordingsDir = join(deps.dataDir, 'recordings');
    mkdirSync(this.recordingsDir, { recursive: true, mode: 0o700 });
    this.repairUnfinished();
    this.unsubscribe = deps.events.on('sos-ended', ({ eventId, status }) => this.endRoomOfEvent(eventId, status));
    this.heartbeat = setInterval(() => this.dropSilentPeers(), 60_000);
    this.heartbeat.unref();
  }

  stats(): RelayStats {
    let publishers = 0;
    let subscribers = 0;
    for (const room of this.rooms.values()) {
      if (room.publisher) publishers += 1;
      subscribers += room.subscribers.size;
    }
    return { rooms: this.rooms.size, publishers, subscribers, framesRelayed: this.relayed, framesDropped: this.dropped };
  }

  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    const verdict = this.admit(req);
    this.wss.handleUpgrade(req, socket, head, (ws) => {
      // Refusals complete the handshake first so the page can read the close code and reason.
      if ('code' in verdict) ws.close(verdict.code, verdict.reason);
      else this.attach(ws, verdict);
    });
  }

  private admit(req: IncomingMessage): Admission | Refusal {
    if (!sameOriginUpgrade(req)) return { code: AUDIO_CLOSE.notAllowed, reason: 'Cross-site connection refused' };
    const url = new URL(req.url ?? '/', 'http://hub');
    const query = audioSocketQuerySchema.safeParse(Object.fromEntries(url.searchParams));
    if (!query.success) return { code: AUDIO_CLOSE.badRequest, reason: 'Missing or invalid role or room' };
    const { role, room: roomId, token } = query.data;
    const event = eventForRoom(this.deps.db, roomId);
    if (!event) return { code: AUDIO_CLOSE.roomNotFound, reason: 'No emergency audio room with this link' };
    if (event.status !== 'active') return { code: AUDIO_CLOSE.roomEnded, reason: 'This emergency has ended' };

    const who = resolveSocketUser(req, this.deps, this.tokens, roomId, token);
    if (!who) return { code: AUDIO_CLOSE.authRequired, reason: 'Open this link on a device that uses this hub' };
    if (role === 'pub') {
      if (who !== event.user_id) return { code: AUDIO_CLOSE.notAllowed, reason: 'Only the person who sent this SOS can send its audio' };
      if (this.rooms.get(roomId)?.publisher) {
        return { code: AUDIO_CLOSE.publisherTaken, reason: 'Another device is already sending audio for this SOS' };
      }
      return { event, role, who };
    }
    const allowed = who === 'coordinator' || mayListen(this.deps.db, event, who);
    if (!allowed) return { code: AUDIO_CLOSE.notAllowed, reason: 'Only verified trusted contacts can access this emergency audio' };
    return { event, role, who };
  }

  private roomFor(event: SosRow): Room {
    let room = this.rooms.get(event.pcm_room_id);
    if (!room) {
      room = { roomId: event.pcm_room_id, eventId: event.id, ownerId: event.user_id, subscribers: new Set() };
      this.rooms.set(room.roomId, room);
    }
    return room;
  }

  private attach(ws: WebSocket, { event, role, who }: Admission): void {
    const room = this.roomFor(event);
    // A second publisher may have won the race between admission and the finished handshake.
    if (role === 'pub' && room.publisher) {
      ws.close(AUDIO_CLOSE.publisherTaken, 'Another device is already sending audio for this SOS');
      return;
    }
    const peer: Peer = { ws, role, who, lastSeen: Date.now(), dropped: 0 };
    if (role === 'pub') this.publisherJoined(room, peer);
    else room.subscribers.add(peer);
    send(ws, { type: 'welcome', role, roomId: room.roomId, sampleRate: PCM_SAMPLE_RATE, publisherLive: Boolean(room.publisher) });

    ws.on('message', (data, isBinary) => this.onMessage(room, peer, data, isBinary));
    ws.on('close', () => this.onClose(room, peer));
    ws.on('error', () => ws.terminate());
  }

  private publisherJoined(room: Room, peer: Peer): void {
    room.publisher = peer;
    if (!room.writer) {
      const base = `${room.eventId}.wav`;
      const fileName = existsSync(join(this.recordingsDir, base)) ? `${room.eventId}-${Date.now()}.wav` : base;
      room.writer = new WavWriter(join(this.recordingsDir, fileName), PCM_SAMPLE_RATE);
      room.recordingId = insertRecording(this.deps.db, room.eventId, fileName, this.deps.now());
    }
    this.setLive(room, true);
    for (const sub of room.subscribers) send(sub.ws, { type: 'publisher-live' });
  }

  private onMessage(room: Room, peer: Peer, data: RawData, isBinary: boolean): void {
    peer.lastSeen = Date.now();
    if (!isBinary) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(data.toString());
      } catch {
        parsed = undefined;
      }
      const control = audioClientControlSchema.safeParse(parsed);
      if (!control.success) {
        peer.ws.close(AUDIO_CLOSE.malformed, 'Malformed control message');
        return;
      }
      if (control.data.type === 'ping') send(peer.ws, { type: 'pong', t: control.data.t });
      return;
    }
    if (peer.role !== 'pub') return; // listeners have nothing to say in audio
    const frame = Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer);
    if (frame.length % 2 !== 0) {
      peer.ws.close(AUDIO_CLOSE.malformed, 'Audio frames must be 16-bit PCM');
      return;
    }
    room.writer?.append(frame);
    for (const sub of room.subscribers) {
      if (sub.ws.readyState !== WebSocket.OPEN) continue;
      if (sub.ws.bufferedAmount > SLOW_LISTENER_BYTES) {
        sub.dropped += 1;
        this.dropped += 1;
        continue;
      }
      sub.ws.send(frame, { binary: true });
      this.relayed += 1;
    }
  }

  private onClose(room: Room, peer: Peer): void {
    if (peer.role === 'sub') {
      room.subscribers.delete(peer);
    } else if (room.publisher === peer) {
      room.publisher = undefined;
      // Keep the header true now: the sender's phone may never come back.
      room.writer?.flush();
      if (room.recordingId && room.writer) updateRecording(this.deps.db, room.recordingId, room.writer.bytes, null);
      this.setLive(room, false);
      for (const sub of room.subscribers) send(sub.ws, { type: 'publisher-gone' });
    }
    if (!room.publisher && room.subscribers.size === 0 && !room.writer) this.rooms.delete(room.roomId);
  }

  private setLive(room: Room, live: boolean): void {
    this.deps.db
      .prepare("UPDATE sos_events SET has_live_audio = ?, updated_at = ? WHERE id = ? AND status = 'active'")
      .run(live ? 1 : 0, this.deps.now(), room.eventId);
    this.deps.events.emit('sos-changed', { eventId: room.eventId });
  }

  private endRoomOfEvent(eventId: string, status: 'cancelled' | 'expired' | 'inactive'): void {
    for (const room of this.rooms.values()) {
      if (room.eventId !== eventId) continue;
      const peers = [...room.subscribers, ...(room.publisher ? [room.publisher] : [])];
      for (const peer of peers) {
        send(peer.ws, { type: 'room-ended', reason: status });
        peer.ws.close(AUDIO_CLOSE.roomEnded, 'This emergency has ended');
      }
      this.finishRecording(room);
      this.rooms.delete(room.roomId);
    }
  }

  private finishRecording(room: Room): void {
    if (!room.writer) return;
    room.writer.close();
    if (room.recordingId) updateRecording(this.deps.db, room.recordingId, room.writer.bytes, this.deps.now());
    room.writer = undefined;
  }

  /** A hub that was killed mid-recording left headers that lag the data: make them true. */
  private repairUnfinished(): void {
    for (const recording of unfinishedRecordings(this.deps.db)) {
      const file = join(this.recordingsDir, recording.file_name);
      if (!existsSync(file)) continue;
      const bytes = repairWav(file);
      updateRecording(this.deps.db, recording.id, bytes, Math.round(statSync(file).mtimeMs));
    }
  }

  private dropSilentPeers(): void {
    const cutoff = Date.now() - AUDIO_HEARTBEAT_TIMEOUT_MS;
    for (const room of this.rooms.values()) {
      for (const peer of [...room.subscribers, ...(room.publisher ? [room.publisher] : [])]) {
        if (peer.lastSeen < cutoff) peer.ws.terminate();
      }
    }
  }

  close(): void {
    clearInterval(this.heartbeat);
    this.unsubscribe();
    for (const room of this.rooms.values()) {
      for (const peer of [...room.subscribers, ...(room.publisher ? [room.publisher] : [])]) {
        peer.ws.close(AUDIO_CLOSE.hubStopping, 'The hub is restarting');
      }
      this.finishRecording(room);
    }
    this.rooms.clear();
  }
}

function send(ws: WebSocket, message: AudioControl): void {
  if (ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify(message));
}
