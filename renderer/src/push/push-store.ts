import { create } from 'zustand';

/** Whether the push channel is up: the feed badge says 'Live Feed' while it is. */
export const usePushStatus = create<{ connected: boolean }>()(() => ({ connected: false }));
