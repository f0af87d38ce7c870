import { useEffect, type RefObject } from 'react';
import { useBlocker } from 'react-router-dom';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { sessionStore } from '@/lib/session';
import { discardsWork } from '@/lib/sign-out-state';

export interface LeaveQuestion {
  title: string;
  text: string;
  /** The button that stays ('Keep editing'). */
  stay: string;
  /** The button that leaves ('Leave'). */
  leave: string;
}

/** A leaving held back: waiting for a save's answer, or asked about; null when there is none. */
export type LeaveState = 'waiting' | 'asking' | null;

/**
 * The state of a navigation that takes the work along (the editor going on as the blog its first save made):
 * not a leaving, so not asked about.
 */
export const CARRIES_WORK = { carriesWork: true } as const;

const carriesWork = (state: unknown) =>
  (state as { carriesWork?: unknown } | null)?.carriesWork === true;

/**
 * Leaving a page with unsaved work asks first (issue 14): a link or Back through the data router's blocker,
 * a reload or closing the tab through beforeunload (PITFALLS: useBlocker does not see those; the browser
 * asks in its own words there). A signed-out session is never held back: the session handler's redirect to
 * sign-in after a 401 must go through.
 */
export function LeaveGuard({
  when,
  question,
  saving = false,
  leaveRef,
  onStay,
}: {
  when: boolean;
  question: LeaveQuestion;
  /** The work is being saved: a leaving waits for the answer, asked only if the work is still unsaved. */
  saving?: boolean;
  /**
   * Where a leaving is: waiting for the save's answer, or asked about (the editor's save then leaves its entry
   * as it is, or changes it only once the question is answered: a navigation would close the question).
   */
  leaveRef?: RefObject<LeaveState>;
  /** The person chose to stay. */
  onStay?: () => void;
}) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when &&
      Boolean(sessionStore.get()) &&
      currentLocation.pathname !== nextLocation.pathname &&
      !carriesWork(nextLocation.state) &&
      // A Sign Out whose question already said the unsaved writing goes: not asked twice.
      !discardsWork(nextLocation.state),
  );

  // Held back while the work was being saved (Update, then a link at once): once nothing is left unsaved,
  // the person goes where they were going, unasked; a failed save asks then (decision 0060).
  const { state, proceed } = blocker;
  useEffect(() => {
    if (!when && state === 'blocked') proceed?.();
  }, [when, state, proceed]);
  const leave: LeaveState = state !== 'blocked' ? null : saving ? 'waiting' : 'asking';
  useEffect(() => {
    if (leaveRef) leaveRef.current = leave;
  }, [leaveRef, leave]);

  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need returnValue set to show their prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked' && !saving}
      title={question.title}
      text={question.text}
      cancelLabel={question.stay}
      confirmLabel={question.leave}
      onCancel={() => {
        blocker.reset?.();
        onStay?.();
      }}
      onConfirm={() => blocker.proceed?.()}
    />
  );
}
