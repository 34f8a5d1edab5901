import { useState } from 'react';
import { showToast } from '../toasts/toast-store';
import { Dialog } from '../ui/Dialog';
import { flagConcern } from './assist-api';
import { assistPoller } from './assist-store';
import { flagFailureToast, flagNeedsLocationToast } from './assist-toasts';
import { FlagConcernFields } from './FlagConcernFields';
import { flagRequestBody, INITIAL_FLAG_FORM, validateFlagForm, type FlagFormErrors, type FlagFormValues } from './flag-form';
import { PhotoField } from './PhotoField';
import type { ProcessedPhoto } from './photo-processing';
import { useFlagLocation, type FlagLocationState } from './use-flag-location';

type FlagConcernDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

function LocationStatusLine({ state, onRequest }: { state: FlagLocationState; onRequest: () => void }) {
  if (state.status === 'locating') {
    return (
      <p className="assist-location-line muted" role="status">
        <span className="spinner" aria-hidden="true" />
        Getting location...
      </p>
    );
  }
  if (state.status === 'ready') {
    const { accuracy, source } = state.location;
    return (
      <p className="assist-location-line" role="status" data-testid="flag-location-status">
        <span className={`status-dot ${source === 'gps' ? 'status-dot-ok' : 'status-dot-warn'}`} aria-hidden="true" />
        <span>
          {source === 'gps' ? 'Location acquired' : 'Using your last known location'}
          {accuracy === null ? '' : ` (±${Math.round(accuracy)} m)`}
        </span>
      </p>
    );
  }
  return (
    <p className="assist-location-line" role="status">
      <span className="status-dot status-dot-warn" aria-hidden="true" />
      <button type="button" className="assist-link" onClick={onRequest}>
        Click to get location
      </button>
    </p>
  );
}

/** 'Flag Concern for Neighbors' (spec/assist.md §2): a non-emergency concern nearby neighbours vote on. */
export function FlagConcernDialog({ open, onOpenChange }: FlagConcernDialogProps) {
  const [values, setValues] = useState<FlagFormValues>(INITIAL_FLAG_FORM);
  const [errors, setErrors] = useState<FlagFormErrors>({});
  const [photo, setPhoto] = useState<ProcessedPhoto | null>(null);
  const [busy, setBusy] = useState(false);
  const { state: location, request: requestLocation } = useFlagLocation(open);

  const close = (next: boolean) => {
    if (busy) return;
    if (!next) {
      setValues(INITIAL_FLAG_FORM);
      setErrors({});
      setPhoto(null);
    }
    onOpenChange(next);
  };

  const change = (patch: Partial<FlagFormValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    // A field's error goes away as soon as it is edited; the rest stay until the next try.
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !(key in patch))));
  };

  const submit = async () => {
    if (busy) return;
    if (location.status !== 'ready') {
      showToast(flagNeedsLocationToast);
      return;
    }
    const problems = validateFlagForm(values);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setBusy(true);
    try {
      const upload = photo ? { data: photo.data, mime: photo.mime } : null;
      await flagConcern(flagRequestBody(values, location.location, upload));
      showToast({
        title: 'Neighbor Assist Flagged',
        description: 'Neighbours nearby can now see your concern and vote on it.',
        variant: 'success',
      });
      setBusy(false);
      setValues(INITIAL_FLAG_FORM);
      setPhoto(null);
      onOpenChange(false);
      void assistPoller.pollNow();
    } catch (error) {
      setBusy(false);
      showToast(flagFailureToast(error));
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title="Flag Concern for Neighbors"
      description="For something worrying that is not an emergency. Neighbours nearby vote; enough votes turn it into a full SOS."
      testId="flag-concern-dialog"
      footer={
        <>
          <button type="button" className="button button-secondary" disabled={busy} onClick={() => close(false)}>
            Cancel
          </button>
          <button
            type="submit"
            form="flag-concern-form"
            className="button button-primary"
            disabled={busy || location.status !== 'ready'}
          >
            {busy ? 'Flagging...' : 'Flag for Neighbors'}
          </button>
        </>
      }
    >
      <form
        id="flag-concern-form"
        className="stack-sm"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <LocationStatusLine state={location} onRequest={requestLocation} />
        <FlagConcernFields values={values} errors={errors} onChange={change} disabled={busy} />
        <PhotoField photo={photo} onChange={setPhoto} disabled={busy} />
        <p className="muted assist-emergency-hint">In an emergency, use the SOS tab instead.</p>
      </form>
    </Dialog>
  );
}
