import { create } from 'zustand';
import type { ErrorEntry } from '../errorLog';

export interface ErrorLogState {
  errors: ErrorEntry[];
  add(entry: ErrorEntry): void;
  clear(): void;
}

/** The error log (spec §4: appended to and cleared). */
export const useErrorLogStore = create<ErrorLogState>()((set) => ({
  errors: [],
  add: (entry) => set((s) => ({ errors: [...s.errors, entry] })),
  clear: () => set({ errors: [] }),
}));
