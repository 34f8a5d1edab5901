import { create } from 'zustand';

export type ToastVariant = 'default' | 'destructive' | 'success';

export type Toast = {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
};

export type ToastInput = Omit<Toast, 'id' | 'variant'> & { variant?: ToastVariant };

export const TOAST_DURATION_MS = 4000;
const MAX_VISIBLE = 4;

type ToastState = {
  toasts: Toast[];
  nextId: number;
  show: (toast: ToastInput) => number;
  dismiss: (id: number) => void;
};

export const useToastStore = create<ToastState>()((set, get) => ({
  toasts: [],
  nextId: 1,
  show: (input) => {
    const id = get().nextId;
    const toast: Toast = { variant: 'default', ...input, id };
    set((state) => ({ nextId: id + 1, toasts: [...state.toasts, toast].slice(-MAX_VISIBLE) }));
    setTimeout(() => get().dismiss(id), TOAST_DURATION_MS);
    return id;
  },
  dismiss: (id) => set((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) })),
}));

/** Shows a toast from outside React (stores, async flows). */
export function showToast(toast: ToastInput): number {
  return useToastStore.getState().show(toast);
}

export function resetToastStore(): void {
  useToastStore.setState({ toasts: [], nextId: 1 });
}
