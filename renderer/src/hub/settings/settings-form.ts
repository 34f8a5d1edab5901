import type { MaskedHubSettings } from '../../../../shared/api/command';
import { hubSettingsUpdateSchema, type HubSettings } from '../../../../shared/api/config';

/** A secret is never shown: empty keeps the stored one, `remove` clears it. */
export type SecretDraft = { value: string; remove: boolean };

export type SettingsDraft = {
  lat: string;
  lng: string;
  mapTileUrl: string;
  mapAttribution: string;
  sosRadiusM: string;
  recordingRetentionDays: string;
  stripeSecretKey: SecretDraft;
  stripeWebhookSecret: SecretDraft;
  aiBaseUrl: string;
  aiApiKey: SecretDraft;
  aiChatModel: string;
  aiEmbeddingModel: string;
};

export type DraftErrors = Partial<Record<keyof HubSettings, string>>;

const KEEP: SecretDraft = { value: '', remove: false };

export function draftFrom(settings: MaskedHubSettings): SettingsDraft {
  return {
    lat: settings.neighborhoodCenter ? String(settings.neighborhoodCenter.lat) : '',
    lng: settings.neighborhoodCenter ? String(settings.neighborhoodCenter.lng) : '',
    mapTileUrl: settings.mapTileUrl,
    mapAttribution: settings.mapAttribution,
    sosRadiusM: String(settings.sosRadiusM),
    recordingRetentionDays: String(settings.recordingRetentionDays),
    stripeSecretKey: KEEP,
    stripeWebhookSecret: KEEP,
    aiBaseUrl: settings.aiBaseUrl ?? '',
    aiApiKey: KEEP,
    aiChatModel: settings.aiChatModel,
    aiEmbeddingModel: settings.aiEmbeddingModel,
  };
}

const asNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

function secretChange(draft: SecretDraft): string | null | undefined {
  if (draft.remove) return null;
  return draft.value.trim() === '' ? undefined : draft.value.trim();
}

function centerOf(draft: SettingsDraft): HubSettings['neighborhoodCenter'] | 'half' {
  const hasLat = draft.lat.trim() !== '';
  const hasLng = draft.lng.trim() !== '';
  if (!hasLat && !hasLng) return null;
  if (hasLat !== hasLng) return 'half';
  return { lat: asNumber(draft.lat), lng: asNumber(draft.lng) };
}

const sameCenter = (a: HubSettings['neighborhoodCenter'], b: HubSettings['neighborhoodCenter']) =>
  a === b || (a !== null && b !== null && a.lat === b.lat && a.lng === b.lng);

/**
 * The PUT body: only what changed, validated with the hub's own schema so mistakes show
 * next to their field before anything is sent.
 */
export function buildUpdate(draft: SettingsDraft, current: MaskedHubSettings): { update: Partial<HubSettings> } | { errors: DraftErrors } {
  const center = centerOf(draft);
  if (center === 'half') return { errors: { neighborhoodCenter: 'Enter both latitude and longitude, or neither.' } };
  const candidate: Record<string, unknown> = {};
  if (!sameCenter(center, current.neighborhoodCenter)) candidate.neighborhoodCenter = center;
  const plain = {
    mapTileUrl: draft.mapTileUrl,
    mapAttribution: draft.mapAttribution,
    sosRadiusM: asNumber(draft.sosRadiusM),
    recordingRetentionDays: asNumber(draft.recordingRetentionDays),
    aiBaseUrl: draft.aiBaseUrl.trim() === '' ? null : draft.aiBaseUrl,
    aiChatModel: draft.aiChatModel,
    aiEmbeddingModel: draft.aiEmbeddingModel,
  };
  for (const [key, value] of Object.entries(plain)) {
    if (value !== Reflect.get(current, key)) candidate[key] = value;
  }
  for (const key of ['stripeSecretKey', 'stripeWebhookSecret', 'aiApiKey'] as const) {
    const change = secretChange(draft[key]);
    if (change !== undefined) candidate[key] = change;
  }
  const parsed = hubSettingsUpdateSchema.safeParse(candidate);
  if (parsed.success) return { update: parsed.data };
  const errors: DraftErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field !== 'string' || !isSettingKey(field) || errors[field]) continue;
    errors[field] = humanIssue(field, issue.message);
  }
  return { errors };
}

function isSettingKey(key: string): key is keyof HubSettings {
  return hubSettingsUpdateSchema.keyof().safeParse(key).success;
}

const NUMBER_HINTS: DraftErrors = {
  sosRadiusM: 'A whole number of metres from 100 to 5000.',
  recordingRetentionDays: 'A whole number of days from 1 to 3650.',
  neighborhoodCenter: 'Latitude −90 to 90, longitude −180 to 180.',
};

function humanIssue(field: keyof HubSettings, message: string): string {
  return NUMBER_HINTS[field] ?? message;
}
