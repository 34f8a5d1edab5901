import { useId, type ReactNode } from 'react';
import {
  PROXY_EXPIRY_MAX_MIN,
  PROXY_EXPIRY_MIN_MIN,
  PROXY_MESSAGE_MAX,
  PROXY_THRESHOLD_MAX,
  PROXY_THRESHOLD_MIN,
} from '../../../shared/api/assist';
import type { Severity } from '../../../shared/api/sos';
import type { FlagFormErrors, FlagFormValues } from './flag-form';

type FieldsProps = {
  values: FlagFormValues;
  errors: FlagFormErrors;
  onChange: (patch: Partial<FlagFormValues>) => void;
  disabled: boolean;
};

const SEVERITIES: { value: Severity; label: string; hint: string }[] = [
  { value: 'info', label: 'Info', hint: 'Worth knowing' },
  { value: 'warning', label: 'Warning', hint: 'Needs a look' },
  { value: 'critical', label: 'Critical', hint: 'Someone may need help' },
];

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="assist-field-error" role="alert">
      {message}
    </p>
  ) : null;
}

type TextFieldProps = {
  label: ReactNode;
  hint: string;
  error: string | undefined;
  children: (ids: { id: string; describedBy: string; invalid: boolean }) => ReactNode;
};

function FieldFrame({ label, hint, error, children }: TextFieldProps) {
  const id = useId();
  const hintId = useId();
  const errorId = useId();
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      {children({ id, describedBy: error ? `${hintId} ${errorId}` : hintId, invalid: Boolean(error) })}
      <span id={hintId} className="assist-field-hint muted">
        {hint}
      </span>
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** The text and number fields of the Flag Concern dialog (spec/assist.md §2). */
type NumberFieldProps = {
  label: string;
  min: number;
  max: number;
  step: number;
  value: string;
  error: string | undefined;
  disabled: boolean;
  onChange: (value: string) => void;
};

/** A bounded whole-number input; the range doubles as its hint. */
function NumberField({ label, min, max, step, value, error, disabled, onChange }: NumberFieldProps) {
  return (
    <FieldFrame label={label} hint={`${min}–${max}`} error={error}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          className="input"
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={step}
          value={value}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FieldFrame>
  );
}

export function FlagConcernFields({ values, errors, onChange, disabled }: FieldsProps) {
  const legendId = useId();
  return (
    <>
      <FieldFrame label="What's the concern?" hint={`10–500 characters · ${values.message.trim().length}/${PROXY_MESSAGE_MAX}`} error={errors.message}>
        {({ id, describedBy, invalid }) => (
          <textarea
            id={id}
            className="input assist-textarea"
            rows={3}
            maxLength={PROXY_MESSAGE_MAX}
            value={values.message}
            placeholder="e.g. Front door of no. 14 wide open since this morning, no answer when knocking"
            aria-describedby={describedBy}
            aria-invalid={invalid}
            disabled={disabled}
            onChange={(event) => onChange({ message: event.target.value })}
          />
        )}
      </FieldFrame>
      <FieldFrame label="Location description" hint="5–100 characters, e.g. a house number or landmark" error={errors.locationDescription}>
        {({ id, describedBy, invalid }) => (
          <input
            id={id}
            className="input"
            value={values.locationDescription}
            placeholder="e.g. Blue house at 14 Elm Street"
            aria-describedby={describedBy}
            aria-invalid={invalid}
            disabled={disabled}
            onChange={(event) => onChange({ locationDescription: event.target.value })}
          />
        )}
      </FieldFrame>
      <fieldset className="assist-severity" aria-labelledby={legendId} disabled={disabled}>
        <span id={legendId} className="field-label">
          Urgency level
        </span>
        <div className="assist-severity-options">
          {SEVERITIES.map((option) => (
            <label key={option.value} className={`assist-severity-option assist-severity-${option.value}`}>
              <input
                type="radio"
                name="severity"
                value={option.value}
                checked={values.severity === option.value}
                onChange={() => onChange({ severity: option.value })}
              />
              <span className="assist-severity-label">{option.label}</span>
              <span className="assist-severity-hint">{option.hint}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="assist-number-fields">
        <NumberField
          label="Votes needed to escalate"
          min={PROXY_THRESHOLD_MIN}
          max={PROXY_THRESHOLD_MAX}
          step={1}
          value={values.escalationThreshold}
          error={errors.escalationThreshold}
          disabled={disabled}
          onChange={(escalationThreshold) => onChange({ escalationThreshold })}
        />
        <NumberField
          label="Expires in minutes"
          min={PROXY_EXPIRY_MIN_MIN}
          max={PROXY_EXPIRY_MAX_MIN}
          step={5}
          value={values.expiresInMinutes}
          error={errors.expiresInMinutes}
          disabled={disabled}
          onChange={(expiresInMinutes) => onChange({ expiresInMinutes })}
        />
      </div>
    </>
  );
}
