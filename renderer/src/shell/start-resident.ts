import { TIMEZONE_SEND_DELAY_MS } from '../../../shared/constants';
import { useContactsStore } from '../contacts/contacts-store';
import { delay } from '../delay';
import { useIdentityStore } from '../identity/identity-store';
import { registerDevice } from '../identity/registration';
import { captureTimezoneOnce } from '../identity/timezone';
import { useSettingsStore } from '../settings/settings-store';

/**
 * Start-up of the resident app. Registration comes first because it issues the
 * session cookie every other call needs; the rest follows in parallel.
 */
export async function startResidentSession(): Promise<void> {
  await registerDevice(useIdentityStore.getState());
  await Promise.all([
    useSettingsStore.getState().syncWithHub(),
    useContactsStore.getState().load(),
    delay(TIMEZONE_SEND_DELAY_MS).then(captureTimezoneOnce),
  ]);
}
