import { create } from 'zustand';
import { trustedContactSchema, type TrustedContact } from '../../../shared/api/contacts';
import { normalizeId } from '../../../shared/ids';
import { errorMessage } from '../api/client';
import { useIdentityStore } from '../identity/identity-store';
import { readJson, STORAGE_KEYS, writeJson } from '../local-storage';
import { showToast } from '../toasts/toast-store';
import { checkContactId, checkNickname, type ContactProblem, type ContactSource } from './contact-validation';
import * as contactsApi from './contacts-api';

type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

type ContactsState = {
  contacts: TrustedContact[];
  status: LoadStatus;
  load: () => Promise<void>;
  /** Validates (spec/core.md §5) and adds; resolves true when the contact was added. */
  add: (contactUserId: string, name: string, source: ContactSource) => Promise<boolean>;
  rename: (contactUserId: string, name: string) => Promise<boolean>;
  remove: (contactUserId: string) => Promise<boolean>;
};

function cachedContacts(): TrustedContact[] {
  const parsed = trustedContactSchema.array().safeParse(readJson(STORAGE_KEYS.trustedContacts));
  return parsed.success ? parsed.data : [];
}

function refuse(problem: ContactProblem): false {
  showToast({ ...problem, variant: 'destructive' });
  return false;
}

const ownId = () => useIdentityStore.getState().userId;

export const useContactsStore = create<ContactsState>()((set, get) => {
  /** Every change goes through here so the offline cache follows the list. */
  const setContacts = (contacts: TrustedContact[]) => {
    set({ contacts });
    writeJson(STORAGE_KEYS.trustedContacts, contacts);
  };

  return {
    contacts: cachedContacts(),
    status: 'idle',
    load: async () => {
      set({ status: 'loading' });
      try {
        setContacts(await contactsApi.fetchContacts(ownId()));
        set({ status: 'ready' });
      } catch (error) {
        console.warn('[contacts] load failed', error);
        set({ status: 'error' });
      }
    },
    add: async (contactUserId, name, source) => {
      const { contacts } = get();
      const problem = checkContactId(contactUserId, ownId(), contacts, source) ?? checkNickname(name, contacts);
      if (problem) return refuse(problem);
      try {
        const contact = await contactsApi.addContact(ownId(), normalizeId(contactUserId), name.trim());
        setContacts([...get().contacts, contact]);
        showToast({ title: 'Contact Added', description: `${contact.name} is now a trusted contact.`, variant: 'success' });
        return true;
      } catch (error) {
        return refuse({ title: 'Add Contact Failed', description: errorMessage(error, 'Could not add the contact.') });
      }
    },
    rename: async (contactUserId, name) => {
      const problem = checkNickname(name, get().contacts, contactUserId);
      if (problem) return refuse(problem);
      try {
        const updated = await contactsApi.renameContact(ownId(), contactUserId, name.trim());
        setContacts(get().contacts.map((c) => (c.contactUserId === contactUserId ? updated : c)));
        showToast({ title: 'Nickname Updated', description: `Saved as ${updated.name}.`, variant: 'success' });
        return true;
      } catch (error) {
        return refuse({ title: 'Edit Contact Failed', description: errorMessage(error, 'Could not save the nickname.') });
      }
    },
    remove: async (contactUserId) => {
      try {
        await contactsApi.removeContact(ownId(), contactUserId);
        setContacts(get().contacts.filter((c) => c.contactUserId !== contactUserId));
        showToast({ title: 'Contact Removed', description: 'They will no longer receive your SOS alerts.' });
        return true;
      } catch (error) {
        return refuse({ title: 'Remove Contact Failed', description: errorMessage(error, 'Could not remove the contact.') });
      }
    },
  };
});

export function resetContactsStore(): void {
  useContactsStore.setState({ contacts: cachedContacts(), status: 'idle' });
}
