import { newToken } from '../identity/secrets';

/** A short-lived ticket to one audio room, for clients that cannot use the session cookie. */
export type RoomTicket = { roomId: string; holder: { kind: 'resident'; userId: string } | { kind: 'coordinator' }; expiresAt: number };

export const ROOM_TOKEN_TTL_MS = 5 * 60_000;

/** In memory on purpose: tickets live minutes, and a hub restart simply asks clients for new ones. */
export class RoomTokens {
  private readonly tickets = new Map<string, RoomTicket>();

  constructor(private readonly now: () => number) {}

  issue(roomId: string, holder: RoomTicket['holder']): { token: string; expiresAt: number } {
    this.sweep();
    const token = newToken();
    const expiresAt = this.now() + ROOM_TOKEN_TTL_MS;
    this.tickets.set(token, { roomId, holder, expiresAt });
    return { token, expiresAt };
  }

  /** The ticket for this room, if the token is valid and unexpired. */
  check(token: string, roomId: string): RoomTicket | undefined {
    const ticket = this.tickets.get(token);
    if (!ticket || ticket.roomId !== roomId) return undefined;
    if (ticket.expiresAt <= this.now()) {
      this.tickets.delete(token);
      return undefined;
    }
    return ticket;
  }

  private sweep(): void {
    const now = this.now();
    for (const [token, ticket] of this.tickets) if (ticket.expiresAt <= now) this.tickets.delete(token);
  }
}
