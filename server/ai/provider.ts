import OpenAI from 'openai';
import type { HubDeps } from '../deps';
import { getHubSettings } from '../hub-settings/hub-settings-repo';

/** At most this many provider calls in flight per hub; beyond, residents get 503 at once. */
export const MAX_AI_IN_FLIGHT = 3;
export const DEFAULT_AI_TIMEOUT_MS = 20_000;

/** A counting gate: a request either gets a slot now or is told the service is busy. */
export class InFlightLimit {
  private inFlight = 0;

  constructor(readonly max: number) {}

  tryAcquire(): (() => void) | null {
    if (this.inFlight >= this.max) return null;
    this.inFlight += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.inFlight -= 1;
    };
  }

  get active(): number {
    return this.inFlight;
  }
}

export type ProviderConfig = { client: OpenAI; chatModel: string; embeddingModel: string; label: string };

/** The configured OpenAI-compatible provider, or null when the hub has none (built-in answers only). */
export function providerFor(deps: HubDeps): ProviderConfig | null {
  const settings = getHubSettings(deps.db);
  if (!settings.aiApiKey && !settings.aiBaseUrl) return null;
  const client = new OpenAI({
    apiKey: settings.aiApiKey ?? 'not-needed',
    baseURL: settings.aiBaseUrl ?? undefined,
    timeout: deps.integrations.aiTimeoutMs ?? DEFAULT_AI_TIMEOUT_MS,
    maxRetries: 0,
  });
  return {
    client,
    chatModel: settings.aiChatModel,
    embeddingModel: settings.aiEmbeddingModel,
    label: settings.aiBaseUrl ? `${settings.aiChatModel} via ${new URL(settings.aiBaseUrl).host}` : settings.aiChatModel,
  };
}
