import { EventEmitter } from 'node:events';

/** What happens in the hub that other parts react to (audio rooms, push, the command centre). */
export type HubEventMap = {
  'sos-started': [{ eventId: string; userId: string; recipients: string[] }];
  'sos-ended': [{ eventId: string; status: 'cancelled' | 'expired' | 'inactive' }];
  'sos-changed': [{ eventId: string }];
  'concern-changed': [{ concernId: string }];
  'proximity-changed': [{ userIds: string[] }];
  'pro-changed': [{ userId: string; proActive: boolean }];
  'balance-changed': [{ userId: string; balanceJin: number }];
};

/** A typed in-process event bus; one per hub, so tests can run many hubs side by side. */
export class HubEvents {
  private readonly emitter = new EventEmitter();

  constructor() {
    this.emitter.setMaxListeners(100);
  }

  on<K extends keyof HubEventMap>(name: K, listener: (...args: HubEventMap[K]) => void): () => void {
    this.emitter.on(name, listener as (...args: unknown[]) => void);
    return () => this.emitter.off(name, listener as (...args: unknown[]) => void);
  }

  emit<K extends keyof HubEventMap>(name: K, ...args: HubEventMap[K]): void {
    this.emitter.emit(name, ...args);
  }
}
