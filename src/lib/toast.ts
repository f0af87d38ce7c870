/**
 * The app's toasts (SPEC §4, §8), with react-hot-toast loaded off the first-load path: calls made before it
 * arrives wait for it, in order. Same calls as react-hot-toast (success, error, loading, dismiss, remove),
 * and ids work the same way: a loading toast's id turns it into the success or error that follows.
 */
import type hotToast from 'react-hot-toast/headless';

type Lib = typeof hotToast;
type Kind = 'success' | 'error' | 'loading';
export interface ToastOptions {
  id?: string;
  duration?: number;
}

let lib: Lib | null = null;
let arriving: Promise<Lib> | null = null;
const waiting: ((toasts: Lib) => void)[] = [];
let counter = 0;

/** Starts loading the library (the toaster does at start-up) and answers it. */
export function loadToasts(): Promise<Lib> {
  arriving ??= import('react-hot-toast/headless').then((mod) => {
    lib = mod.default;
    for (const run of waiting.splice(0)) run(lib);
    return lib;
  });
  return arriving;
}

function whenReady(run: (toasts: Lib) => void): void {
  if (lib) return run(lib);
  waiting.push(run);
  void loadToasts();
}

function show(kind: Kind, message: string, options: ToastOptions = {}): string {
  const id = options.id ?? `toast-${++counter}`;
  whenReady((toasts) => toasts[kind](message, { ...options, id }));
  return id;
}

/**
 * The options that give one form's messages one toast: its newest validation, error, loading or success
 * message replaces the one before instead of piling up beside it (issue 13). Pass them to every toast the
 * form raises: `const FORM_TOAST = formToast('change-password')`, then `toast.error(problem, FORM_TOAST)`;
 * a loading toast's id carries on to its result. A replaced toast starts its duration again.
 */
export function formToast(form: string): { readonly id: string } {
  return { id: `form:${form}` };
}

export const toast = {
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
  loading: (message: string, options?: ToastOptions) => show('loading', message, options),
  dismiss: (id?: string) => whenReady((toasts) => toasts.dismiss(id)),
  remove: (id?: string) => whenReady((toasts) => toasts.remove(id)),
};
