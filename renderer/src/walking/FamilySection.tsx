import { useId, useState } from 'react';
import { FAMILY_RELATIONSHIP_MAX } from '../../../shared/api/walking';
import { NICKNAME_MAX } from '../../../shared/constants';
import { idPrefix } from '../../../shared/ids';
import { useIdentityStore } from '../identity/identity-store';
import { TrashIcon, UserCheckIcon } from '../ui/icons';
import { EMPTY_FAMILY_FORM, familyRequestBody, validateFamilyForm, type FamilyFormErrors, type FamilyFormValues } from './family-form';
import { useFamily } from './use-family';

type InputProps = {
  label: string;
  value: string;
  error: string | undefined;
  placeholder: string;
  maxLength: number;
  onChange: (value: string) => void;
  mono?: boolean;
};

function FormInput({ label, value, error, placeholder, maxLength, onChange, mono }: InputProps) {
  const id = useId();
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className={`input${mono ? ' mono' : ''}`}
        value={value}
        placeholder={placeholder}
        maxLength={maxLength}
        autoComplete="off"
        aria-invalid={Boolean(error)}
        onChange={(event) => onChange(event.target.value)}
      />
      {error ? (
        <span className="assist-field-error" role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}

/** Family members (name, relationship, optional linked device): their walks never notify you (spec/assist.md §2). */
export function FamilySection() {
  const ownId = useIdentityStore((state) => state.deviceId);
  const { list, add, remove } = useFamily();
  const [values, setValues] = useState<FamilyFormValues>(EMPTY_FAMILY_FORM);
  const [errors, setErrors] = useState<FamilyFormErrors>({});
  const [busy, setBusy] = useState(false);

  const change = (patch: Partial<FamilyFormValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !(key in patch))));
  };

  const submit = async () => {
    if (busy) return;
    const problems = validateFamilyForm(values, ownId);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setBusy(true);
    if (await add(familyRequestBody(values))) setValues(EMPTY_FAMILY_FORM);
    setBusy(false);
  };

  return (
    <section className="walking-section" aria-labelledby="family-title">
      <h3 id="family-title" className="walking-section-title">
        <UserCheckIcon size={18} />
        Family members
      </h3>
      {list.status === 'loading' ? <p className="muted">Loading…</p> : null}
      {list.status === 'failed' ? <p className="muted">Your family list could not be loaded.</p> : null}
      {list.status === 'ready' && list.members.length === 0 ? (
        <p className="muted walking-section-text" data-testid="family-empty">
          No family members added yet. Add the people you live with; link their device ID so their walks never notify you.
        </p>
      ) : null}
      {list.status === 'ready' && list.members.length > 0 ? (
        <ul className="family-list" aria-label="Family members">
          {list.members.map((member) => (
            <li key={member.id} className="family-row" data-testid="family-row">
              <span className="family-text">
                <span className="family-name">{member.name}</span>
                <span className="muted family-meta">
                  {member.relationship}
                  {member.familyUserId ? ` · device ${idPrefix(member.familyUserId)}` : ''}
                </span>
              </span>
              <button
                type="button"
                className="icon-button icon-button-danger"
                aria-label={`Remove ${member.name}`}
                onClick={() => void remove(member.id)}
              >
                <TrashIcon size={18} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <form
        className="family-form"
        noValidate
        aria-label="Add family member"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div className="family-form-row">
          <FormInput label="Name" value={values.name} error={errors.name} placeholder="e.g. Sam" maxLength={NICKNAME_MAX} onChange={(name) => change({ name })} />
          <FormInput
            label="Relationship"
            value={values.relationship}
            error={errors.relationship}
            placeholder="e.g. son"
            maxLength={FAMILY_RELATIONSHIP_MAX}
            onChange={(relationship) => change({ relationship })}
          />
        </div>
        <FormInput
          label="Device ID (optional)"
          value={values.deviceId}
          error={errors.deviceId}
          placeholder="xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx"
          maxLength={40}
          mono
          onChange={(deviceId) => change({ deviceId })}
        />
        <button type="submit" className="button button-secondary button-small" disabled={busy}>
          {busy ? 'Adding…' : 'Add family member'}
        </button>
      </form>
    </section>
  );
}
