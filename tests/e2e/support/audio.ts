import type { Page } from '@playwright/test';
import { z } from 'zod';

/**
 * Live-audio helpers for the e2e specs. Page scripts are strings: these files are typechecked
 * without DOM types (see fixtures.ts).
 */

const pageAnswerSchema = z.object({ status: z.number(), body: z.unknown() });
export type PageAnswer = z.infer<typeof pageAnswerSchema>;

/** Calls the hub's API from inside the page: its session cookie and its X-Device-ID. */
export async function apiFromPage(page: Page, method: 'GET' | 'POST', path: string, body?: unknown): Promise<PageAnswer> {
  const init = body === undefined ? '' : `, body: ${JSON.stringify(JSON.stringify(body))}`;
  const script = `(async () => {
    const headers = { 'Content-Type': 'application/json', 'X-Device-ID': localStorage.getItem('nw_device_id') };
    const response = await fetch(${JSON.stringify(path)}, { method: ${JSON.stringify(method)}, headers${init} });
    return { status: response.status, body: await response.json().catch(() => null) };
  })()`;
  return pageAnswerSchema.parse(await page.evaluate(script));
}

/** Starts an SOS for the page's resident through the hub API; returns the event id. */
export async function startSosFromPage(page: Page, deviceId: string): Promise<string> {
  const answer = await apiFromPage(page, 'POST', '/api/sos/start', { deviceId, lat: 52.52, lng: 13.405, timestamp: Date.now(), accuracy: 10 });
  if (answer.status !== 201) throw new Error(`SOS start failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return z.object({ eventId: z.string() }).parse(answer.body).eventId;
}

export async function addContactFromPage(page: Page, userId: string, contactUserId: string, name: string): Promise<void> {
  const answer = await apiFromPage(page, 'POST', '/api/trusted-contacts', { userId, contactUserId, name });
  if (answer.status !== 201) throw new Error(`adding a contact failed: ${answer.status} ${JSON.stringify(answer.body)}`);
}

export async function roomIdFromPage(page: Page, userId: string): Promise<string> {
  const answer = await apiFromPage(page, 'POST', '/api/sos-room', { userId });
  return z.object({ roomId: z.string() }).parse(answer.body).roomId;
}

export const senderStatsSchema = z.object({
  state: z.string(),
  error: z.string().nullable(),
  framesCaptured: z.number(),
  framesSent: z.number(),
  framesDropped: z.number(),
  lastOnsetAt: z.number().nullable(),
  rttMs: z.number().nullable(),
});

export const playbackStatsSchema = z.object({
  framesReceived: z.number(),
  bufferedMs: z.number(),
  underruns: z.number(),
  peak: z.number(),
  rms: z.number(),
  droppedMs: z.number(),
  playing: z.boolean(),
  speed: z.number(),
  lastOnsetAt: z.number().nullable(),
});

/** window.__nwAudio.startSender(): the sender module's test hook (what the SOS tab calls after a start). */
export async function startSender(page: Page) {
  await page.waitForFunction('typeof window.__nwAudio?.startSender === "function"');
  return senderStatsSchema.parse(await page.evaluate('window.__nwAudio.startSender()'));
}

export async function senderStats(page: Page) {
  return senderStatsSchema.parse(await page.evaluate('window.__nwAudio.senderStats()'));
}

/** window.__nwPlayback.stats(): what the listener's playback worklet last reported. */
export async function playbackStats(page: Page) {
  return playbackStatsSchema.nullable().parse(await page.evaluate('window.__nwPlayback ? window.__nwPlayback.stats() : null'));
}
