/**
 * Toast API: any part raises a toast; the shell (or a standalone host) renders it.
 * Travels as a window event so it works across separately built remotes.
 */
import { emit, type ToastKind } from '@naturverse/platform';

export type { ToastKind };
export const TOAST_DURATION_MS = 2200;

export function toast(kind: ToastKind, text: string): void;
export function toast(message: { kind: ToastKind; text: string }): void;
export function toast(a: ToastKind | { kind: ToastKind; text: string }, b?: string): void {
  const message = typeof a === 'string' ? { kind: a, text: b ?? '' } : a;
  emit('toast', message);
}
