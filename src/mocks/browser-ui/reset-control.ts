/** A small 'Reset demo data' button: back to the seed, with the saved snapshot cleared, then a reload. */
import { el } from './mock-root';

export function mountResetControl(root: HTMLElement, reset: () => void): void {
  const button = el('button', { type: 'button', class: 'mock-reset' }, 'Reset demo data');
  button.addEventListener('click', () => {
    if (
      window.confirm(
        'Reset all demo data to the original seed? Your changes and session will be lost.',
      )
    ) {
      reset();
    }
  });
  root.append(button);
}
