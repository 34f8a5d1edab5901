import { useEffect, useState } from 'react';
import type { MaskedHubSettings } from '../../../../shared/api/command';
import { errorMessage } from '../../api/client';
import { showToast } from '../../toasts/toast-store';
import { tileSettings, useHubSettingsStore } from '../map/hub-settings-store';
import { fetchOverview } from '../overview/overview-api';
import { CenterPicker } from './CenterPicker';
import { SecretField } from './SecretField';
import { SettingsField } from './SettingsField';
import { buildUpdate, draftFrom, type DraftErrors, type SettingsDraft } from './settings-form';
import { saveHubSettings } from './settings-api';
import { TlsCard } from './TlsCard';

function SettingsForm({ settings, fingerprint }: { settings: MaskedHubSettings; fingerprint: string | null | undefined }) {
  const [draft, setDraft] = useState<SettingsDraft>(() => draftFrom(settings));
  const [errors, setErrors] = useState<DraftErrors>({});
  const [busy, setBusy] = useState(false);
  const storeSettings = useHubSettingsStore((state) => state.set);
  const edit = (change: Partial<SettingsDraft>) => setDraft((previous) => ({ ...previous, ...change }));
  const text = (key: 'mapTileUrl' | 'mapAttribution' | 'sosRadiusM' | 'recordingRetentionDays' | 'aiBaseUrl' | 'aiChatModel' | 'aiEmbeddingModel') => ({
    value: draft[key],
    onChange: (value: string) => edit({ [key]: value }),
    error: errors[key],
  });

  const save = async () => {
    const result = buildUpdate(draft, settings);
    if ('errors' in result) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    if (Object.keys(result.update).length === 0) {
      showToast({ title: 'Nothing to save', description: 'No setting was changed.' });
      return;
    }
    setBusy(true);
    try {
      const saved = await saveHubSettings(result.update);
      storeSettings(saved);
      setDraft(draftFrom(saved));
      showToast({ title: 'Settings saved', description: 'They apply now; no restart needed.', variant: 'success' });
    } catch (error) {
      showToast({ title: 'Not saved', description: errorMessage(error, 'The hub did not accept the settings.'), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  const lat = draft.lat.trim() === '' ? null : Number(draft.lat);
  const lng = draft.lng.trim() === '' ? null : Number(draft.lng);
  return (
    <form
      className="cc-settings"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <section className="card cc-settings-section" aria-labelledby="area-title">
        <h2 id="area-title" className="cc-card-title">
          Neighbourhood
        </h2>
        <p className="muted">Click the map to set the neighbourhood centre, or type it. Residents&apos; maps open here.</p>
        <CenterPicker lat={lat} lng={lng} tiles={tileSettings(settings)} onPick={(pickedLat, pickedLng) => edit({ lat: String(pickedLat), lng: String(pickedLng) })} />
        <div className="cc-form-row">
          <SettingsField label="Latitude" inputMode="decimal" value={draft.lat} onChange={(value) => edit({ lat: value })} placeholder="e.g. 51.500712" />
          <SettingsField label="Longitude" inputMode="decimal" value={draft.lng} onChange={(value) => edit({ lng: value })} placeholder="e.g. -0.124631" />
          {draft.lat || draft.lng ? (
            <button type="button" className="button button-secondary button-small cc-align-end" onClick={() => edit({ lat: '', lng: '' })}>
              Clear
            </button>
          ) : null}
        </div>
        {errors.neighborhoodCenter ? <p className="cc-error-text cc-small">{errors.neighborhoodCenter}</p> : null}
        <div className="cc-form-row">
          <SettingsField label="SOS street radius (m)" type="number" inputMode="numeric" min={100} max={5000} hint="Street alerts reach residents this close." {...text('sosRadiusM')} />
          <SettingsField label="Keep recordings (days)" type="number" inputMode="numeric" min={1} max={3650} hint="Emergency audio is deleted after this." {...text('recordingRetentionDays')} />
        </div>
      </section>

      <section className="card cc-settings-section" aria-labelledby="tiles-title">
        <h2 id="tiles-title" className="cc-card-title">
          Map tiles
        </h2>
        <SettingsField label="Tile URL" spellCheck={false} hint="Needs {z}, {x} and {y}. Use a local tile server if the hub has no internet." {...text('mapTileUrl')} />
        <SettingsField label="Attribution" hint="Shown in the map's corner; HTML links are allowed." {...text('mapAttribution')} />
      </section>

      <section className="card cc-settings-section" aria-labelledby="stripe-title">
        <h2 id="stripe-title" className="cc-card-title">
          Card payments (Stripe)
        </h2>
        <p className="muted">Optional. Without a key, residents pay for Pro with JIN from prepaid cards.</p>
        <SecretField label="Secret key" masked={settings.stripeSecretKey} draft={draft.stripeSecretKey} onChange={(value) => edit({ stripeSecretKey: value })} placeholder="sk_live_…" error={errors.stripeSecretKey} />
        <SecretField label="Webhook signing secret" masked={settings.stripeWebhookSecret} draft={draft.stripeWebhookSecret} onChange={(value) => edit({ stripeWebhookSecret: value })} placeholder="whsec_…" error={errors.stripeWebhookSecret} />
      </section>

      <section className="card cc-settings-section" aria-labelledby="ai-title">
        <h2 id="ai-title" className="cc-card-title">
          AI provider
        </h2>
        <p className="muted">Optional, any OpenAI-compatible service. Without it the assistants answer from the built-in guides.</p>
        <SettingsField label="Base URL" spellCheck={false} placeholder="Empty: the provider's default (api.openai.com)" {...text('aiBaseUrl')} />
        <SecretField label="API key" masked={settings.aiApiKey} draft={draft.aiApiKey} onChange={(value) => edit({ aiApiKey: value })} placeholder="sk-…" error={errors.aiApiKey} />
        <div className="cc-form-row">
          <SettingsField label="Chat model" spellCheck={false} {...text('aiChatModel')} />
          <SettingsField label="Embedding model" spellCheck={false} {...text('aiEmbeddingModel')} />
        </div>
      </section>

      <div className="cc-save-bar">
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy ? 'Saving…' : 'Save settings'}
        </button>
        <button type="button" className="button button-secondary" disabled={busy} onClick={() => {
            setDraft(draftFrom(settings));
            setErrors({});
          }}
        >
          Undo changes
        </button>
      </div>
      <TlsCard fingerprint={fingerprint} />
    </form>
  );
}

/** Hub settings: neighbourhood, map tiles, payments, AI, recordings; TLS explained. */
export function SettingsPage() {
  const settings = useHubSettingsStore((state) => state.settings);
  const load = useHubSettingsStore((state) => state.load);
  const [loaded, setLoaded] = useState(false);
  const [fingerprint, setFingerprint] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    void load().then(() => setLoaded(true));
    void fetchOverview().then(
      (overview) => setFingerprint(overview.tlsFingerprint256),
      () => undefined,
    );
  }, [load]);
  if (!loaded || !settings) return <p className="muted">{loaded ? 'The settings could not be loaded.' : 'Loading…'}</p>;
  return <SettingsForm settings={settings} fingerprint={fingerprint} />;
}
