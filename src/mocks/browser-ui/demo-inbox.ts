/**
 * 'Demo inbox': mock mode sends no real email, so each email the mock backend "sends" (the sign-up code,
 * a resent code, a new password: SPEC §2 Verify email and Forgot password) pops up here, readable and
 * copyable. It is a labelled region with a polite live region, and Dismiss hides it until the next email.
 */
import type { MockStore } from '../store/store';
import type { OutboxEmail } from '../store/types';
import { el } from './mock-root';

const TITLE_ID = 'inkwell-demo-inbox-title';
const MAX_SHOWN = 5;

function secretOf(email: OutboxEmail): { label: string; value: string } | null {
  if (email.code) return { label: 'Verification code', value: email.code };
  if (email.password) return { label: 'New password', value: email.password };
  return null;
}

async function copy(value: string, button: HTMLButtonElement): Promise<void> {
  try {
    await navigator.clipboard.writeText(value);
    button.textContent = 'Copied';
  } catch {
    // No clipboard permission: the code is still selectable (user-select: all).
    button.textContent = 'Select and copy';
  }
  window.setTimeout(() => {
    button.textContent = 'Copy';
  }, 1500);
}

function renderEmail(email: OutboxEmail): HTMLLIElement {
  const item = el('li');
  item.append(
    el('p', { class: 'mock-subject' }, email.subject),
    el(
      'p',
      { class: 'mock-meta' },
      `To ${email.to} · ${new Date(email.sentAt).toLocaleTimeString()}`,
    ),
  );
  const secret = secretOf(email);
  if (secret) {
    const row = el('p', { class: 'mock-secret' });
    const button = el(
      'button',
      { type: 'button', 'aria-label': `Copy ${secret.label.toLowerCase()}` },
      'Copy',
    );
    button.addEventListener('click', () => void copy(secret.value, button));
    row.append(
      `${secret.label}: `,
      el('code', { 'data-mock-secret': email.kind }, secret.value),
      button,
    );
    item.append(row);
  } else {
    item.append(el('p', {}, email.text));
  }
  return item;
}

export function mountDemoInbox(root: HTMLElement, store: MockStore): void {
  const panel = el('section', { class: 'mock-inbox', 'aria-labelledby': TITLE_ID });
  panel.hidden = true;
  const dismiss = el('button', { type: 'button' }, 'Dismiss');
  const head = el('div', { class: 'mock-inbox-head' });
  head.append(el('h2', { id: TITLE_ID }, 'Demo inbox'), dismiss);
  const note = el(
    'p',
    { class: 'mock-note' },
    'Demo mode sends no real email. Messages to any address arrive here instead.',
  );
  const status = el('p', { role: 'status', class: 'mock-visually-hidden' });
  const list = el('ol');
  panel.append(head, note, status, list);
  root.append(panel);

  dismiss.addEventListener('click', () => {
    panel.hidden = true;
    list.replaceChildren();
  });

  store.subscribe((email) => {
    list.prepend(renderEmail(email));
    while (list.children.length > MAX_SHOWN) list.lastElementChild?.remove();
    const secret = secretOf(email);
    status.textContent = `New email to ${email.to}: ${email.subject}${secret ? `. ${secret.label} ${secret.value}` : ''}`;
    panel.hidden = false;
  });
}
