import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect } from 'vitest';
import { sessionStore } from '@/lib/session';

/**
 * Events at a quick hand, as a browser sends them (decision 0060). React Router used to draw a navigation as
 * a transition, a moment after the address moved; an event in that moment ran the handlers of the screen
 * before. These helpers send the browser's own events outside `act` (Testing Library's events wrap `act`,
 * which draws everything at once) and let only microtasks run between two events: the router has moved,
 * React's scheduled render has not happened.
 */

/** Lets the router's navigation run (its promises), but not React's scheduled render (a task). */
export async function microtasks() {
  for (let turn = 0; turn < 100; turn += 1) await Promise.resolve();
}

/** A person's edit of a box, as the browser sends it (no `act` around it). */
export function typeValue(box: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const proto =
    box instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(box, value);
  box.dispatchEvent(new Event('input', { bubbles: true }));
}

/** A key pressed in `target`. */
export function key(target: Element, name: string) {
  target.dispatchEvent(
    new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }),
  );
}

const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
/** The tests of this describe run outside `act`, as a browser does. */
export function outsideAct() {
  beforeEach(() => {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterEach(() => {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
  });
}

/** The account menu's Sign Out, then the logo: each a click of its own, only microtasks between them. */
export async function signOutThenTheLogo() {
  screen.getByRole('button', { name: /^Account menu for/ }).click();
  await microtasks();
  (await screen.findByRole('button', { name: /Sign Out/ })).click();
  await microtasks();
  screen.getByRole('link', { name: / home$/ }).click();
  await microtasks();
}

/** Signed out for good: no session, and the navbar says so. */
export async function signedOut() {
  await waitFor(() => expect(sessionStore.get()).toBeNull());
  await waitFor(() =>
    expect(screen.queryByRole('button', { name: /^Account menu for/ })).not.toBeInTheDocument(),
  );
}
