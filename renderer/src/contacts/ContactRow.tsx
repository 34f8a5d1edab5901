import { useState } from 'react';
import type { TrustedContact } from '../../../shared/api/contacts';
import { NICKNAME_MAX } from '../../../shared/constants';
import { idPrefix } from '../../../shared/ids';
import { EditIcon, TrashIcon } from '../ui/icons';
import { useContactsStore } from './contacts-store';

const addedFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric' });

/** One trusted contact with inline nickname editing (Enter saves, Escape cancels). */
export function ContactRow({ contact }: { contact: TrustedContact }) {
  const rename = useContactsStore((state) => state.rename);
  const remove = useContactsStore((state) => state.remove);
  const [draft, setDraft] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async () => {
    if (draft === null || busy) return;
    setBusy(true);
    const saved = await rename(contact.contactUserId, draft);
    setBusy(false);
    if (saved) setDraft(null);
  };

  const onRemove = async () => {
    setBusy(true);
    await remove(contact.contactUserId);
    setBusy(false);
  };

  return (
    <li className="contact-row" data-testid="contact-row">
      <span className="avatar" aria-hidden="true">
        {contact.name.trim().charAt(0).toUpperCase() || '?'}
      </span>
      {draft === null ? (
        <div className="contact-main">
          <span className="contact-name">{contact.name}</span>
          <span className="contact-meta">
            <span>Added {addedFormat.format(contact.addedAt)}</span>
            <span>
              ID <code>{idPrefix(contact.contactUserId)}</code>
            </span>
          </span>
        </div>
      ) : (
        <div className="contact-main contact-edit">
          <input
            className="input"
            value={draft}
            maxLength={NICKNAME_MAX}
            aria-label={`New nickname for ${contact.name}`}
            autoFocus
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') void save();
              if (event.key === 'Escape') setDraft(null);
            }}
          />
          <div className="row-actions">
            <button type="button" className="button button-primary button-small" disabled={busy || !draft.trim()} onClick={() => void save()}>
              Save
            </button>
            <button type="button" className="button button-secondary button-small" onClick={() => setDraft(null)}>
              Cancel
            </button>
          </div>
        </div>
      )}
      {draft === null ? (
        <div className="row-actions">
          <button type="button" className="icon-button" aria-label={`Edit nickname of ${contact.name}`} onClick={() => setDraft(contact.name)}>
            <EditIcon size={20} />
          </button>
          <button
            type="button"
            className="icon-button icon-button-danger"
            aria-label={`Remove ${contact.name}`}
            disabled={busy}
            onClick={() => void onRemove()}
          >
            <TrashIcon size={20} />
          </button>
        </div>
      ) : null}
    </li>
  );
}
