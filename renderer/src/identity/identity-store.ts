import { create } from 'zustand';
import { type DeviceIdentity, loadOrCreateIdentity } from './device-id';

type IdentityState = DeviceIdentity & {
  /** Replaces the identity with a freshly generated one (after storage was cleared). */
  renew: () => void;
};

export const useIdentityStore = create<IdentityState>()((set) => ({
  ...loadOrCreateIdentity(),
  renew: () => set(loadOrCreateIdentity()),
}));

/** For tests: reload the identity from storage. */
export function resetIdentityStore(): void {
  useIdentityStore.setState(loadOrCreateIdentity());
}
