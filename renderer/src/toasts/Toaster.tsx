import { useToastStore } from './toast-store';

/** The polite live region where toasts appear (bottom on phones, top-right on desktops). */
export function Toaster() {
  const toasts = useToastStore((state) => state.toasts);
  const dismiss = useToastStore((state) => state.dismiss);
  return (
    <section className="toaster" aria-live="polite" aria-label="Notifications">
      {toasts.map((toast) => (
        <div key={toast.id} className={`toast toast-${toast.variant}`} role="status" data-testid="toast">
          <div className="toast-text">
            <p className="toast-title">{toast.title}</p>
            {toast.description ? <p className="toast-description">{toast.description}</p> : null}
          </div>
          <button type="button" className="toast-close" aria-label="Dismiss notification" onClick={() => dismiss(toast.id)}>
            ×
          </button>
        </div>
      ))}
    </section>
  );
}
