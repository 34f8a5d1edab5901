import type { SecretDraft } from './settings-form';
import { SettingsField } from './SettingsField';

type SecretFieldProps = {
  label: string;
  /** The hub's masked copy (`••••abcd`) or null when unset. */
  masked: string | null;
  draft: SecretDraft;
  onChange: (draft: SecretDraft) => void;
  placeholder: string;
  error?: string;
};

/** A secret the hub never sends back: shows whether one is set, takes a new one, or removes it. */
export function SecretField({ label, masked, draft, onChange, placeholder, error }: SecretFieldProps) {
  const state = draft.remove ? 'will be removed on save' : masked ? `set (${masked}); leave empty to keep it` : 'not set';
  return (
    <div className="cc-secret">
      <SettingsField
        label={label}
        type="password"
        autoComplete="off"
        spellCheck={false}
        value={draft.value}
        placeholder={draft.remove ? 'Removed' : placeholder}
        disabled={draft.remove}
        onChange={(value) => onChange({ value, remove: false })}
        hint={`Currently ${state}.`}
        error={error}
      />
      {masked || draft.remove ? (
        <button type="button" className="button button-secondary button-small" onClick={() => onChange({ value: '', remove: !draft.remove })}>
          {draft.remove ? 'Keep it' : 'Remove'}
        </button>
      ) : null}
    </div>
  );
}
