export type AudioRole = 'pub' | 'sub';

/** The relay's socket URL for a room on this page's origin (wss on https). */
export function audioSocketUrl(
  location: { protocol: string; host: string },
  role: AudioRole,
  roomId: string,
  token?: string,
): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  const query = new URLSearchParams({ role, room: roomId });
  if (token) query.set('token', token);
  return `${scheme}://${location.host}/pcm-audio-ws?${query.toString()}`;
}
