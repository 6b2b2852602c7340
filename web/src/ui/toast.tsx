import clsx from 'clsx';
import { AlertTriangle, CheckCircle2, Info, XCircle } from 'lucide-react';
import { create } from 'zustand';

type Tone = 'success' | 'error' | 'info' | 'warning';
interface Toast {
  id: number;
  tone: Tone;
  title: string;
  body?: string | undefined;
}

interface ToastState {
  toasts: Toast[];
  push(tone: Tone, title: string, body?: string, ms?: number): number;
  dismiss(id: number): void;
}

let nextId = 1;

export const useToasts = create<ToastState>((set, get) => ({
  toasts: [],
  push: (tone, title, body, ms = 3000) => {
    const id = nextId++;
    set({ toasts: [...get().toasts.slice(-3), { id, tone, title, body }] });
    setTimeout(() => get().dismiss(id), ms);
    return id;
  },
  dismiss: (id) => set({ toasts: get().toasts.filter((t) => t.id !== id) }),
}));

export const toast = {
  success: (title: string, body?: string) => useToasts.getState().push('success', title, body),
  error: (title: string, body?: string) => useToasts.getState().push('error', title, body, 5000),
  info: (title: string, body?: string) => useToasts.getState().push('info', title, body),
  /** Something the player can put right (spec §8: a bank transfer's 422). */
  warning: (title: string, body?: string) => useToasts.getState().push('warning', title, body, 4000),
  /** Takes a toast down before its time, when what it said is no longer true. */
  dismiss: (id: number) => useToasts.getState().dismiss(id),
};

const ICONS = { success: CheckCircle2, error: XCircle, info: Info, warning: AlertTriangle };

export function Toaster() {
  const toasts = useToasts((s) => s.toasts);
  const dismiss = useToasts((s) => s.dismiss);
  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed top-20 right-4 left-4 z-[60] flex flex-col items-end gap-2 md:left-auto"
    >
      {toasts.map((t) => {
        const Icon = ICONS[t.tone];
        return (
          <button
            type="button"
            key={t.id}
            onClick={() => dismiss(t.id)}
            className="pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-xl border border-line bg-surface-1 p-4 text-left shadow-2xl"
          >
            <Icon
              size={20}
              className={clsx(
                'shrink-0',
                t.tone === 'error'
                  ? 'text-loss'
                  : t.tone === 'success'
                    ? 'text-accent'
                    : t.tone === 'warning'
                      ? 'text-gc'
                      : 'text-text-muted',
              )}
            />
            <span>
              <span className="block font-semibold">{t.title}</span>
              {t.body && <span className="mt-0.5 block text-sm text-text-muted">{t.body}</span>}
            </span>
          </button>
        );
      })}
    </div>
  );
}
