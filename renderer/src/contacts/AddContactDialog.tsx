import { useState } from 'react';
import { Dialog } from '../ui/Dialog';
import { useContactsStore } from './contacts-store';
import { NicknameField } from './NicknameField';

type AddContactDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** Adds a contact from a pasted or typed device ID, for when scanning is not possible. */
export function AddContactDialog({ open, onOpenChange }: AddContactDialogProps) {
  const add = useContactsStore((state) => state.add);
  const [deviceId, setDeviceId] = useState('');
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);

  const close = (next: boolean) => {
    if (!next) {
      setDeviceId('');
      setName('');
    }
    onOpenChange(next);
  };

  const submit = async () => {
    if (busy) return;
    setBusy(true);
    const added = await add(deviceId, name, 'manual');
    setBusy(false);
    if (added) close(false);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title="Add Contact"
      description="Enter the device ID your contact shares from their Contacts tab, and a nickname you will recognise."
      testId="add-contact-dialog"
      footer={
        <>
          <button type="button" className="button button-secondary" onClick={() => close(false)}>
            Cancel
          </button>
          <button type="button" className="button button-primary" disabled={busy} onClick={() => void submit()}>
            {busy ? 'Adding…' : 'Add Contact'}
          </button>
        </>
      }
    >
      <form
        className="stack-sm"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <label className="field">
          <span className="field-label">Device ID</span>
          <input
            className="input mono"
            value={deviceId}
            placeholder="xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx"
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            autoFocus
            onChange={(event) => setDeviceId(event.target.value)}
          />
        </label>
        <NicknameField value={name} onChange={setName} onSubmit={() => void submit()} />
      </form>
    </Dialog>
  );
}
