import { type ReactNode, useSyncExternalStore } from 'react';
import { errorMessage } from '../../lib/api-client';

// One toast at a time; a dismissed toast stays mounted (closed) for 1,000,000 ms before removal.
const TOAST_LIMIT = 1;
const TOAST_REMOVE_DELAY = 1_000_000;

interface ToastData {
  id: string;
  title: ReactNode;
  description?: ReactNode;
  variant?: 'default' | 'success' | 'destructive';
  open: boolean;
}

type Listener = () => void;

let toasts: ToastData[] = [];
let counter = 0;
const listeners = new Set<Listener>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function emit(next: ToastData[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string) {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      emit(toasts.filter((t) => t.id !== id));
    }, TOAST_REMOVE_DELAY),
  );
}

export function dismissToast(id: string): void {
  scheduleRemoval(id);
  emit(toasts.map((t) => (t.id === id ? { ...t, open: false } : t)));
}

export function toast(data: Omit<ToastData, 'id' | 'open'>): string {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  emit([{ ...data, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return id;
}

function subscribe(listener: Listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// A server-rendered page has no toasts; hydration starts from that too.
const NO_TOASTS: ToastData[] = [];

export function useToasts(): ToastData[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => NO_TOASTS,
  );
}

// The toast UI is loaded on demand: by the first toast, or earlier by a screen that may raise one.
let toasterRequested = false;

export function requestToaster(): void {
  if (toasterRequested) return;
  toasterRequested = true;
  for (const listener of listeners) listener();
}

export function useToasterNeeded(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => toasterRequested || toasts.length > 0,
    () => false,
  );
}

/** A mutation's onError: a destructive toast titled `title`, with the server's message, or `fallback`. */
export function failureToast(title: string, fallback: string) {
  return (error: unknown) => {
    toast({ variant: 'destructive', title, description: errorMessage(error, fallback) });
  };
}
