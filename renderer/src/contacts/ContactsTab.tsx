import { useState } from 'react';
import { useIdentityStore } from '../identity/identity-store';
import { TabHeading } from '../ui/TabHeading';
import { ContactsIcon, PlusIcon, QrIcon, ScanIcon, ShareIcon } from '../ui/icons';
import { AddContactDialog } from './AddContactDialog';
import { ContactRow } from './ContactRow';
import { useContactsStore } from './contacts-store';
import { MyQrDialog } from './MyQrDialog';
import { ScanQrDialog } from './ScanQrDialog';
import { shareDeviceId } from './share-id';

type OpenDialog = 'add' | 'scan' | 'myQr' | null;

export function ContactsTab() {
  const contacts = useContactsStore((state) => state.contacts);
  const status = useContactsStore((state) => state.status);
  const deviceId = useIdentityStore((state) => state.deviceId);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const setOpen = (which: Exclude<OpenDialog, null>) => (open: boolean) => setDialog(open ? which : null);

  return (
    <section className="stack">
      <TabHeading title="Trusted Contacts" description="The people who receive your SOS alerts and can hear your live audio." />
      <div className="action-grid">
        <button type="button" className="action-button" onClick={() => setDialog('add')}>
          <PlusIcon />
          Add Contact
        </button>
        <button type="button" className="action-button" onClick={() => setDialog('scan')}>
          <ScanIcon />
          Scan QR
        </button>
        <button type="button" className="action-button" onClick={() => setDialog('myQr')}>
          <QrIcon />
          My QR
        </button>
        <button type="button" className="action-button" onClick={() => void shareDeviceId(deviceId)}>
          <ShareIcon />
          Share ID
        </button>
      </div>

      {contacts.length > 0 ? (
        <ul className="card contact-list" aria-label="Trusted contacts">
          {contacts.map((contact) => (
            <ContactRow key={contact.contactUserId} contact={contact} />
          ))}
        </ul>
      ) : (
        <div className="card empty-state">
          <span className="empty-icon">
            <ContactsIcon size={28} />
          </span>
          <p className="empty-title">No trusted contacts yet</p>
          <p className="muted">
            {status === 'loading' ? 'Loading your contacts…' : 'Scan a neighbour’s QR code to add them as a trusted contact.'}
          </p>
          <button type="button" className="button button-primary" onClick={() => setDialog('scan')}>
            <ScanIcon size={20} />
            Scan QR Code
          </button>
        </div>
      )}

      <AddContactDialog open={dialog === 'add'} onOpenChange={setOpen('add')} />
      <ScanQrDialog open={dialog === 'scan'} onOpenChange={setOpen('scan')} />
      <MyQrDialog open={dialog === 'myQr'} onOpenChange={setOpen('myQr')} />
    </section>
  );
}
