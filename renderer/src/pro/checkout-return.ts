import { useTabStore } from '../shell/tab-store';
import { type ToastInput, showToast } from '../toasts/toast-store';
import { useProStatus } from './pro-status';

export type CheckoutOutcome = 'success' | 'pending' | 'failed' | 'cancelled';

const OUTCOMES: readonly CheckoutOutcome[] = ['success', 'pending', 'failed', 'cancelled'];

/** The outcome the hub put in `?checkout=` when Stripe sent the resident back, if any. */
export function checkoutOutcome(search: string): CheckoutOutcome | null {
  const value = new URLSearchParams(search).get('checkout');
  return OUTCOMES.find((outcome) => outcome === value) ?? null;
}

/** What the resident is told on return; success is followed by 'Welcome to Pro' once Pro shows. */
export const CHECKOUT_TOASTS: Record<CheckoutOutcome, ToastInput> = {
  success: { title: 'Payment Received', description: 'Thank you! Pro switches on in a moment.', variant: 'success' },
  pending: { title: 'Payment Pending', description: 'Your card payment is still being processed. Pro switches on once it completes.' },
  failed: { title: 'Payment Not Confirmed', description: 'We could not confirm your card payment. Please try again later.', variant: 'destructive' },
  cancelled: { title: 'Checkout Cancelled', description: 'No payment was made.' },
};

/** How long to wait for Pro to show after a paid checkout before giving up on the welcome. */
const WELCOME_WAIT_MS = 60_000;

/** Announces the Pro status once it turns 'pro' (within a minute). */
function welcomeWhenPro(): void {
  const welcome = () => showToast({ title: 'Welcome to Pro', description: 'Pro is active for one month.', variant: 'success' });
  if (useProStatus.getState().status === 'pro') return void welcome();
  const timeout = setTimeout(() => unsubscribe(), WELCOME_WAIT_MS);
  const unsubscribe = useProStatus.subscribe((state) => {
    if (state.status !== 'pro') return;
    clearTimeout(timeout);
    unsubscribe();
    welcome();
  });
}

let handled = false;

/**
 * After Stripe the hub redirects to /?checkout=…#pro: toast the outcome, open the Pro tab and
 * drop the query so a reload does not announce it again. Runs once per page load.
 */
export function handleCheckoutReturn(): void {
  if (handled) return;
  handled = true;
  const outcome = checkoutOutcome(window.location.search);
  const wantsPro = window.location.hash === '#pro';
  if (outcome || wantsPro) useTabStore.getState().setTab('pro');
  if (!outcome) return;
  const url = new URL(window.location.href);
  url.searchParams.delete('checkout');
  url.hash = '';
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}`);
  showToast(CHECKOUT_TOASTS[outcome]);
  if (outcome === 'success' || outcome === 'pending') welcomeWhenPro();
}
