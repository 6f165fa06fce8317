import { create } from 'zustand';
import { settings } from '@/lib/config/settings';

export type MessageKind = 'success' | 'info' | 'warning' | 'error';

export interface Message {
  id: number;
  kind: MessageKind;
  text: string;
}

interface MessageState {
  queue: Message[];
  push(kind: MessageKind, text: string, duration?: number): number;
  dismiss(id: number): void;
  clear(): void;
}

let nextId = 1;

/** The toast queue: every message disappears after the spec's message duration (§9, 3000 ms). */
export const useMessageStore = create<MessageState>()((set, get) => ({
  queue: [],
  push(kind, text, duration = settings.messageDuration) {
    const id = nextId++;
    set((s) => ({ queue: [...s.queue, { id, kind, text }] }));
    if (duration > 0) setTimeout(() => get().dismiss(id), duration);
    return id;
  },
  dismiss: (id) => set((s) => ({ queue: s.queue.filter((m) => m.id !== id) })),
  clear: () => set({ queue: [] }),
}));

/** Shows a toast from anywhere (request client, loaders, views). */
export const message = {
  success: (text: string) => useMessageStore.getState().push('success', text),
  info: (text: string) => useMessageStore.getState().push('info', text),
  warning: (text: string) => useMessageStore.getState().push('warning', text),
  error: (text: string) => useMessageStore.getState().push('error', text),
};
