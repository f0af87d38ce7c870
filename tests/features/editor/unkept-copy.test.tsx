import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '@/config/storage-keys';
import { LEAVE_TEXTS } from '@/features/editor/leave-guard';
import { COPY_TEXTS } from '@/features/editor/restored-notice';
import { adminSession, renderApp } from '../../render-app';

/**
 * The editor promises that unsaved changes stay in this browser (the local copy). Where the browser will not
 * keep them (its storage full, or turned off), the writer is told while writing, and leaving says they would
 * be lost, instead of promising what cannot be kept.
 */

const SLOW = { timeout: 10_000 };
const title = () => screen.getByRole('textbox', { name: 'Blog Title' });

async function openEditor() {
  renderApp('/editor', { user: adminSession });
  await screen.findByRole('heading', { level: 1, name: 'Write a new blog' }, SLOW);
  await waitFor(
    () => expect(screen.queryByText('Loading the editor…')).not.toBeInTheDocument(),
    SLOW,
  );
}

/** localStorage refuses the editor's copies, as a full quota does. */
function storageFull() {
  const setItem = Storage.prototype.setItem;
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (
    this: Storage,
    key: string,
    value: string,
  ) {
    if (key.startsWith(STORAGE_KEYS.editorCopy))
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    setItem.call(this, key, value);
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a browser that will not keep the copy', { timeout: 20_000 }, () => {
  it('says so while the writer writes, and leaving says the changes would be lost', async () => {
    storageFull();
    const user = userEvent.setup();
    await openEditor();
    await user.type(title(), 'Nowhere to keep this');
    expect(await screen.findByText(COPY_TEXTS.unkept, {}, SLOW)).toBeVisible();

    fireEvent.click(screen.getByRole('link', { name: /home$/ }));
    const dialog = await screen.findByRole('dialog', { name: LEAVE_TEXTS.title }, SLOW);
    expect(dialog).toHaveTextContent(LEAVE_TEXTS.unkeptText);
    expect(dialog).not.toHaveTextContent(LEAVE_TEXTS.text);
    fireEvent.click(screen.getByRole('button', { name: LEAVE_TEXTS.stay }));
    expect(title()).toHaveValue('Nowhere to keep this');
  });

  it('says nothing where the copy is kept', async () => {
    const user = userEvent.setup();
    await openEditor();
    await user.type(title(), 'Kept in this browser');
    await waitFor(
      () =>
        expect(
          Object.keys(localStorage).some((key) => key.startsWith(STORAGE_KEYS.editorCopy)),
        ).toBe(true),
      SLOW,
    );
    expect(screen.queryByText(COPY_TEXTS.unkept)).not.toBeInTheDocument();
  });
});
