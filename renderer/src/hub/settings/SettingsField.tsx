import { useId, type InputHTMLAttributes } from 'react';

type SettingsFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  error?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'>;

/** A labelled input with its hint and, after a failed save, its error. */
export function SettingsField({ label, value, onChange, hint, error, ...input }: SettingsFieldProps) {
  const id = useId();
  return (
    <div className="field cc-field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={hint || error ? `${id}-note` : undefined}
        {...input}
      />
      {error || hint ? (
        <span id={`${id}-note`} className={error ? 'cc-error-text cc-small' : 'muted cc-small'}>
          {error ?? hint}
        </span>
      ) : null}
    </div>
  );
}
