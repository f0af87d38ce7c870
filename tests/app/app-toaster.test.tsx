import { act, render } from '@testing-library/react';
import { AppToaster } from '@/app/providers/app-toaster';
import { formToast, loadToasts, toast } from '@/lib/toast';

/**
 * Toasts are heard (react-hot-toast #335): a toast's own element comes with its text, which screen readers
 * often miss. The toaster itself is the live region, there before any toast, and the toasts in it are not
 * live regions of their own, so each is said once.
 */
afterEach(() => {
  act(() => toast.remove());
});

describe('the toaster as a live region', () => {
  it('is there, empty, before any toast, and each toast is said through it once', async () => {
    render(<AppToaster />);
    await act(() => loadToasts());
    const region = document.querySelector<HTMLElement>('[data-toaster]');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();

    act(() => {
      toast.error('Fill all the inputs');
    });
    expect(document.querySelector('[data-toaster]')).toBe(region);
    expect(region).toHaveTextContent('Fill all the inputs');
    act(() => {
      toast.success('Profile Updated');
    });
    expect(region).toHaveTextContent('Profile Updated');

    // Nothing inside is live of its own: said once, from the toaster.
    expect(region?.querySelectorAll('[aria-live]:not([aria-live="off"])')).toHaveLength(0);
  });

  it('says a form’s message again when it is raised again: the same words, a new node in the region', async () => {
    render(<AppToaster />);
    await act(() => loadToasts());
    const region = document.querySelector<HTMLElement>('[data-toaster]')!;
    const FORM = formToast('sign-in');
    const said = () =>
      [...region.querySelectorAll('div')].find(
        (node) => node.textContent === 'Wrong password' && !node.children.length,
      );
    act(() => {
      toast.error('Wrong password', FORM);
    });
    const first = said();
    expect(first).toBeDefined();
    // Sign In pressed again, the same refusal: a live region says what is added to it, not what stays.
    act(() => {
      toast.error('Wrong password', FORM);
    });
    expect(region.querySelectorAll('[role="status"], [role="alert"]')).toHaveLength(1);
    expect(said()).toBeDefined();
    expect(said()).not.toBe(first);
    expect(first?.isConnected).toBe(false);
  });
});
