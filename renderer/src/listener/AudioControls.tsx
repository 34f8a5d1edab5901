import { LockIcon, SpeakerIcon, SpeakerOffIcon } from './listener-icons';
import { useListenerStore, type AudioGate } from './listener-store';

type Props = {
  audio: AudioGate;
  onEnable(): void;
  onToggle(on: boolean): void;
  onDisconnect(): void;
};

/** Maps RMS to a meter width: speech sits around 0.02–0.3, so a log scale shows it. */
function meterPercent(level: number): number {
  if (level <= 0.001) return 0;
  const db = 20 * Math.log10(level);
  return Math.round(Math.min(100, Math.max(0, ((db + 60) / 60) * 100)));
}

/** The one-time sound gate, then Audio On/Off and Disconnect. */
export function AudioControls({ audio, onEnable, onToggle, onDisconnect }: Props) {
  const level = useListenerStore((state) => (state.publisherLive ? state.level : 0));
  if (audio === 'locked' || audio === 'enabling') {
    return (
      <section className="card listen-audio" aria-label="Audio">
        <div className="listen-gate-text">
          <LockIcon size={20} />
          <p>Your browser needs one tap before this page can play sound.</p>
        </div>
        <button type="button" className="button button-danger listen-enable" onClick={onEnable} disabled={audio === 'enabling'}>
          <SpeakerIcon />
          {audio === 'enabling' ? 'Enabling…' : 'Enable Emergency Audio'}
        </button>
      </section>
    );
  }
  const on = audio === 'on';
  return (
    <section className="card listen-audio" aria-label="Audio">
      <div className="listen-meter" role="meter" aria-label="Audio level" aria-valuemin={0} aria-valuemax={100} aria-valuenow={meterPercent(level)}>
        <span style={{ width: `${meterPercent(level)}%` }} />
      </div>
      <div className="listen-buttons">
        <button type="button" className={`button ${on ? 'button-primary' : 'button-secondary'}`} aria-pressed={on} onClick={() => onToggle(!on)}>
          {on ? <SpeakerIcon /> : <SpeakerOffIcon />}
          {on ? 'Audio On' : 'Audio Off'}
        </button>
        <button type="button" className="button button-danger-outline" onClick={onDisconnect}>
          Disconnect
        </button>
      </div>
    </section>
  );
}
