/** Pure rules of the push connection, unit-tested. */

export const PUSH_BACKOFF_START_MS = 1000;
export const PUSH_BACKOFF_CAP_MS = 30_000;

/** 1 s, 2 s, 4 s … capped at 30 s; attempt counts from 1. */
export function pushBackoff(attempt: number): number {
  return Math.min(PUSH_BACKOFF_CAP_MS, PUSH_BACKOFF_START_MS * 2 ** Math.max(0, attempt - 1));
}

/** 4401 means the hub does not know this session: retrying at once would only be refused again. */
export function retryAfterClose(code: number): 'soon' | 'slowly' {
  return code === 4401 || code === 4403 ? 'slowly' : 'soon';
}

export function pushSocketUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/events-ws`;
}
