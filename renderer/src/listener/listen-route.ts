/** The room id in /sos-listen/{roomId}, or null when the segment is missing. */
export function roomIdFromPath(pathname: string): string | null {
  const match = /^\/sos-listen(?:\/([^/]+))?\/?$/.exec(pathname);
  const segment = match?.[1];
  return segment ? decodeURIComponent(segment) : null;
}
