/**
 * The mock backend's own corner of the page: a root appended to <body>, outside the app's #root, styled by a
 * small stylesheet scoped to that root (no Tailwind: src/styles/index.css excludes src/mocks on purpose).
 */
export const MOCK_ROOT_ID = 'inkwell-mock-ui';

const STYLES = `
#${MOCK_ROOT_ID} { font: 14px/1.4 system-ui, -apple-system, 'Segoe UI', sans-serif; color: #f4f4f5; }
#${MOCK_ROOT_ID} * { box-sizing: border-box; }
#${MOCK_ROOT_ID} button { font: inherit; cursor: pointer; border-radius: 6px; border: 1px solid #52525b;
  background: #27272a; color: #f4f4f5; padding: 4px 10px; }
#${MOCK_ROOT_ID} button:hover { background: #3f3f46; }
#${MOCK_ROOT_ID} button:focus-visible { outline: 2px solid #a78bfa; outline-offset: 2px; }
#${MOCK_ROOT_ID} .mock-inbox { position: fixed; right: 16px; bottom: 16px; z-index: 2147483000;
  width: min(360px, calc(100vw - 32px)); max-height: 60vh; overflow: auto; padding: 12px 14px;
  background: #18181b; border: 1px solid #3f3f46; border-radius: 10px; box-shadow: 0 10px 30px rgb(0 0 0 / 35%); }
#${MOCK_ROOT_ID} .mock-inbox[hidden] { display: none; }
#${MOCK_ROOT_ID} .mock-inbox-head { display: flex; align-items: center; justify-content: space-between; gap: 8px; }
#${MOCK_ROOT_ID} h2 { margin: 0; font-size: 15px; font-weight: 700; }
#${MOCK_ROOT_ID} .mock-note { margin: 4px 0 8px; color: #a1a1aa; font-size: 12px; }
#${MOCK_ROOT_ID} ol { list-style: none; margin: 0; padding: 0; display: grid; gap: 8px; }
#${MOCK_ROOT_ID} li { padding: 8px; border: 1px solid #3f3f46; border-radius: 8px; background: #09090b; }
#${MOCK_ROOT_ID} .mock-subject { margin: 0; font-weight: 600; }
#${MOCK_ROOT_ID} .mock-meta { margin: 2px 0 6px; color: #a1a1aa; font-size: 12px; }
#${MOCK_ROOT_ID} .mock-secret { display: flex; align-items: center; gap: 8px; margin: 0; }
#${MOCK_ROOT_ID} code { font: 600 18px/1.2 ui-monospace, SFMono-Regular, Menlo, monospace; letter-spacing: 0.08em;
  color: #ddd6fe; user-select: all; }
#${MOCK_ROOT_ID} .mock-reset { position: fixed; left: 12px; bottom: 12px; z-index: 35; font-size: 12px;
  opacity: 0.75; }
#${MOCK_ROOT_ID} .mock-reset:hover, #${MOCK_ROOT_ID} .mock-reset:focus-visible { opacity: 1; }
#${MOCK_ROOT_ID} .mock-visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden;
  clip: rect(0 0 0 0); white-space: nowrap; }
`;

export function mountMockRoot(): HTMLElement {
  const existing = document.getElementById(MOCK_ROOT_ID);
  if (existing) return existing;
  const style = document.createElement('style');
  style.dataset.mock = 'inkwell';
  style.textContent = STYLES;
  document.head.append(style);
  const root = document.createElement('div');
  root.id = MOCK_ROOT_ID;
  document.body.append(root);
  return root;
}

/** Creates an element with text and attributes: the UI is plain DOM, never HTML strings. */
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string> = {},
  text?: string,
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  if (text !== undefined) element.textContent = text;
  return element;
}
