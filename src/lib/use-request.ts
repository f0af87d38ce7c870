import { useCallback, useEffect, useRef, useState } from 'react';
import { cachedRequest, invalidateRequests } from './request-cache';

/**
 * One server read for a screen (a blog, a profile, the trending list): loading → ready or error, never an
 * endless spinner. Overlapping identical reads share one request (request-cache.ts); answers for a previous
 * `key` are dropped. Failures are logged (SPEC §8) and the caller decides what to show.
 */

export type RequestState<T> =
  | { status: 'idle'; data: undefined; error: undefined }
  | { status: 'loading'; data: undefined; error: undefined }
  | { status: 'ready'; data: T; error: undefined }
  | { status: 'error'; data: undefined; error: unknown };

export type RequestResult<T> = RequestState<T> & {
  /** Asks again (after a failure, or after a change such as a follow). */
  reload: () => void;
  /** Replaces the loaded value locally (optimistic updates). */
  set: (change: (value: T) => T) => void;
};

interface Settled<T> {
  key: string;
  run: number;
  ok: boolean;
  data?: T;
  error?: unknown;
}

export function useRequest<T>(
  key: string | null,
  load: () => Promise<T>,
  keepMs = 0,
): RequestResult<T> {
  const [run, setRun] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const loader = useRef(load);
  useEffect(() => {
    loader.current = load;
  });

  useEffect(() => {
    if (key === null) return;
    let live = true;
    cachedRequest(`req:${key}`, () => loader.current(), keepMs).then(
      (data) => {
        if (live) setSettled({ key, run, ok: true, data });
      },
      (error: unknown) => {
        console.warn(`Loading ${key} failed`, error);
        if (live) setSettled({ key, run, ok: false, error });
      },
    );
    return () => {
      live = false;
    };
  }, [key, run, keepMs]);

  const reload = useCallback(() => {
    if (key !== null) invalidateRequests(`req:${key}`);
    setRun((value) => value + 1);
  }, [key]);

  const set = useCallback(
    (change: (value: T) => T) =>
      setSettled((prev) => (prev?.ok ? { ...prev, data: change(prev.data as T) } : prev)),
    [],
  );

  // A reload keeps showing the previous value until the new one arrives (no flash of skeletons).
  const current = settled?.key === key ? settled : null;
  let state: RequestState<T>;
  if (key === null) state = { status: 'idle', data: undefined, error: undefined };
  else if (!current) state = { status: 'loading', data: undefined, error: undefined };
  else if (current.ok) state = { status: 'ready', data: current.data as T, error: undefined };
  else if (current.run !== run) state = { status: 'loading', data: undefined, error: undefined };
  else state = { status: 'error', data: undefined, error: current.error };
  return { ...state, reload, set };
}
