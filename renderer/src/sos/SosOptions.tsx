import { useId } from 'react';
import { SOS_MESSAGE_CLIENT_MAX } from '../../../shared/constants';
import { useHubConfig } from '../map/hub-config';
import { useSettingsStore } from '../settings/settings-store';
import { SwitchRow } from '../ui/Switch';
import { useSosStore } from './sos-store';

/** The optional description, who else to alert, and what happens to live audio. */
export function SosOptions({ disabled }: { disabled: boolean }) {
  const message = useSosStore((state) => state.message);
  const setMessage = useSosStore((state) => state.setMessage);
  const allowStreet = useSosStore((state) => state.allowStreet);
  const setAllowStreet = useSosStore((state) => state.setAllowStreet);
  const emergencyAudio = useSettingsStore((state) => state.settings.emergencyAudio);
  const { config } = useHubConfig();
  const inputId = useId();
  const counterId = useId();
  const radius = config?.sosRadiusM ?? 500;

  return (
    <section className="card stack-sm" aria-label="Alert details">
      <div className="field">
        <label className="field-label" htmlFor={inputId}>
          Brief description <span className="muted">(optional)</span>
        </label>
        <input
          id={inputId}
          className="input"
          type="text"
          value={message}
          maxLength={SOS_MESSAGE_CLIENT_MAX}
          placeholder="e.g. Fell on the stairs, can't get up"
          aria-describedby={counterId}
          disabled={disabled}
          onChange={(event) => setMessage(event.target.value)}
        />
        <span id={counterId} className="field-counter muted" aria-live="polite">
          {message.length}/{SOS_MESSAGE_CLIENT_MAX}
        </span>
      </div>
      <SwitchRow
        label="Also alert neighbours nearby"
        hint={`Reaches people within ${radius} m who have emergency alerts on, not only your trusted contacts.`}
        checked={allowStreet}
        disabled={disabled}
        onChange={setAllowStreet}
      />
      <p className="sos-audio-note muted">
        {emergencyAudio
          ? `Live audio from your microphone goes to your trusted contacts and is kept on the hub for ${config?.recordingRetentionDays ?? '…'} days.`
          : 'Emergency Audio is off in Settings: no sound is sent with your alert.'}
      </p>
    </section>
  );
}
