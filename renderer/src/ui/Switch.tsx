import { useId } from 'react';

type SwitchRowProps = {
  label: string;
  hint?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
};

/** A labelled on/off row; the whole row is the touch target and the button carries role=switch. */
export function SwitchRow({ label, hint, checked, onChange, disabled }: SwitchRowProps) {
  const labelId = useId();
  const hintId = useId();
  return (
    <div className="switch-row">
      <div className="switch-text">
        <span id={labelId} className="switch-label">
          {label}
        </span>
        {hint ? (
          <span id={hintId} className="switch-hint">
            {hint}
          </span>
        ) : null}
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={labelId}
        aria-describedby={hint ? hintId : undefined}
        className="switch"
        disabled={disabled}
        onClick={() => onChange(!checked)}
      >
        <span className="switch-thumb" aria-hidden="true" />
      </button>
    </div>
  );
}
