import { RESET_RELOAD_DELAY_MS } from '../../../shared/constants';
import { useIdentityStore } from '../identity/identity-store';
import { clearAllStorage } from '../local-storage';
import { showToast } from '../toasts/toast-store';

/** Reset device (spec/core.md §4): clear all local storage, create a new identity, reload after 2 s. */
export function resetDevice(): void {
  clearAllStorage();
  useIdentityStore.getState().renew();
  showToast({ title: 'Device Reset', description: 'All local data was cleared. Restarting with a new device ID…' });
  setTimeout(() => window.location.reload(), RESET_RELOAD_DELAY_MS);
}
