import { type FormEvent, useId, useRef, useState } from 'react';
import { useIdentityStore } from '../identity/identity-store';
import { showToast } from '../toasts/toast-store';
import { ScanIcon } from '../ui/icons';
import { activatePrepaidCard, activationErrorText, CARD_CODE_MAX, cardCodeFrom } from './card-activation';
import { CardScanDialog } from './CardScanDialog';
import { useJinBalance } from './jin-balance-store';

const FOCUS_AFTER_DIALOG_MS = 150;

type ActivateCardFormProps = {
  /** Called after a card was credited. */
  onActivated?: () => void;
  /** Shown when the form was opened on request, to put it away again. */
  onClose?: () => void;
};

/** Prepaid JIN card activation (spec/core.md §2, §5, §8): a typed code or a scanned QR. */
export function ActivateCardForm({ onActivated, onClose }: ActivateCardFormProps) {
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [cameraNote, setCameraNote] = useState<string | null>(null);
  const [scanning, setScanning] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();

  const activate = async (raw: string) => {
    if (busy) return;
    const cardCode = cardCodeFrom(raw);
    if (!cardCode) {
      showToast({ title: 'Missing Information', description: 'Please enter or scan your card code', variant: 'destructive' });
      inputRef.current?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const result = await activatePrepaidCard(useIdentityStore.getState().userId, cardCode);
      useJinBalance.getState().setBalance(result.newBalance);
      setCode('');
      setCameraNote(null);
      showToast({ title: 'Card Activated Successfully!', description: `Added ${result.amount_jin} JIN to your balance.`, variant: 'success' });
      onActivated?.();
    } catch (caught) {
      const message = activationErrorText(caught);
      setError(message);
      showToast({ title: 'Card Activation Failed', description: message, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void activate(code);
  };

  const onScanned = (text: string) => {
    setCode(cardCodeFrom(text));
    void activate(text);
  };

  const onCameraFailed = (message: string) => {
    setCameraNote(message);
    showToast({ title: 'Camera Error', description: message, variant: 'destructive' });
    // The closing dialog hands focus back to its trigger on a timer of its own; take it after that.
    setTimeout(() => inputRef.current?.focus(), FOCUS_AFTER_DIALOG_MS);
  };

  return (
    <section className="card card-activate" aria-labelledby={`${inputId}-title`}>
      <div className="card-activate-head">
        <div>
          <h3 id={`${inputId}-title`}>Activate a Prepaid JIN Card</h3>
          <p className="muted">Type the code printed on your card, or scan its QR code.</p>
        </div>
        {onClose ? (
          <button type="button" className="button button-secondary button-small" onClick={onClose}>
            Close
          </button>
        ) : null}
      </div>
      <form className="card-activate-form" onSubmit={submit} noValidate>
        <div className="field">
          <label className="field-label" htmlFor={inputId}>
            Card code
          </label>
          <input
            ref={inputRef}
            id={inputId}
            className="input mono"
            value={code}
            maxLength={CARD_CODE_MAX}
            placeholder="XXXX-XXXX-XXXX-XXXX-XXXX"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${inputId}-error` : undefined}
            onChange={(event) => setCode(event.target.value)}
          />
        </div>
        <div className="card-activate-actions">
          <button type="submit" className="button button-primary" disabled={busy}>
            {busy ? 'Activating…' : 'Activate Card'}
          </button>
          <button type="button" className="button button-secondary" disabled={busy} onClick={() => setScanning(true)}>
            <ScanIcon size={18} />
            Scan Card QR
          </button>
        </div>
      </form>
      {error ? (
        <p className="inline-alert inline-alert-error" role="alert" id={`${inputId}-error`} data-testid="card-activation-error">
          {error}
        </p>
      ) : null}
      {cameraNote ? <p className="inline-alert inline-alert-note">{cameraNote}</p> : null}
      <CardScanDialog open={scanning} onOpenChange={setScanning} onScanned={onScanned} onCameraFailed={onCameraFailed} />
    </section>
  );
}
