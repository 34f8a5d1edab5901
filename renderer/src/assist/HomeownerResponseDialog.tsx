import { useId, useState } from 'react';
import { PROXY_NOTE_MAX } from '../../../shared/api/assist';
import { Dialog } from '../ui/Dialog';

export type ResponseMode = 'ok' | 'help';

type HomeownerResponseDialogProps = {
  mode: ResponseMode;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (note: string) => void;
};

const COPY = {
  ok: {
    title: "Confirm You're Okay",
    description: 'Your neighbours will be told you are safe, and the concern closes for everyone.',
    placeholder: 'e.g. All fine, I just forgot to close the door',
    confirm: "Yes, I'm Okay",
    busy: 'Sending…',
  },
  help: {
    title: 'Request Emergency Help',
    description:
      'This turns the concern into a full SOS at once: neighbours nearby are alerted. If anyone is in immediate danger, call 911 first.',
    placeholder: 'e.g. Someone is inside, I am hiding upstairs',
    confirm: 'Send for Help',
    busy: 'Sending…',
  },
} as const;

/** The confirm dialog of 'I'm Okay' and the emergency dialog of 'I Need Help', each with an optional note (≤200). */
export function HomeownerResponseDialog({ mode, busy, onCancel, onConfirm }: HomeownerResponseDialogProps) {
  const [note, setNote] = useState('');
  const noteId = useId();
  const copy = COPY[mode];
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !busy && onCancel()}
      title={copy.title}
      description={copy.description}
      testId={`homeowner-${mode}-dialog`}
      footer={
        <>
          <button type="button" className="button button-secondary" disabled={busy} onClick={onCancel}>
            Cancel
          </button>
          <button
            type="button"
            className={`button ${mode === 'help' ? 'button-danger' : 'button-primary'}`}
            disabled={busy}
            onClick={() => onConfirm(note.trim())}
          >
            {busy ? copy.busy : copy.confirm}
          </button>
        </>
      }
    >
      <div className="field">
        <label className="field-label" htmlFor={noteId}>
          Note <span className="muted">(optional)</span>
        </label>
        <textarea
          id={noteId}
          className="input assist-textarea"
          rows={3}
          maxLength={PROXY_NOTE_MAX}
          value={note}
          placeholder={copy.placeholder}
          disabled={busy}
          onChange={(event) => setNote(event.target.value)}
        />
        <span className="field-counter muted">
          {note.length}/{PROXY_NOTE_MAX}
        </span>
      </div>
    </Dialog>
  );
}
