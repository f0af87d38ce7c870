import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { ENDPOINTS } from '@/config/endpoints';
import { LEAVE_TEXTS } from '@/features/editor/leave-guard';
import { SAVE_MESSAGES } from '@/features/editor/use-save-blog';
import { WAIT_FOR_UPLOAD_TEXT } from '@/features/editor/uploads-in-flight';
import { server } from '@/mocks/node';
import { SEED_BLOG_IDS } from '@/mocks/seed/known-ids';
import { adminSession, renderApp } from '../../render-app';
import { recordRequests } from '../../support/sign-in-as';

/**
 * Issue 23 item 7, nothing lost: while the banner is still uploading (its PUT held open here), Save Draft,
 * Ctrl+S, Publish and Ctrl+Enter only say 'Wait for the image to finish uploading', and leaving asks; once
 * the upload has ended, the saved blog carries the banner. Content images: tests/features/editor/
 * image-upload.test.ts here, and e2e/editor-uploads.spec.ts in Chromium.
 * Issue 23 item 9: one <main id="main"> on the publish stage.
 */

const SLOW = { timeout: 5_000 };
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 1, 2, 3]);
const title = () => screen.getByRole('textbox', { name: 'Blog Title' });

async function openEditor(url = '/editor') {
  const view = renderApp(url, { user: adminSession });
  await screen.findByRole('heading', { level: 1, name: /Write a new blog|Edit blog/ }, SLOW);
  await waitFor(
    () => expect(screen.queryByText('Loading the editor…')).not.toBeInTheDocument(),
    SLOW,
  );
  return view;
}

/** Holds every PUT to the image storage until the answer returned is called. */
function holdUploads() {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    http.put('*/mock-uploads/*', async () => {
      await held;
      return undefined;
    }),
  );
  return () =>
    act(async () => {
      release();
      await held;
    });
}

async function chooseBanner() {
  const input = screen.getByLabelText(/Upload a blog banner/);
  await userEvent.upload(input, new File([PNG], 'banner.png', { type: 'image/png' }));
  expect(
    await screen.findByRole('progressbar', { name: 'Banner upload' }, SLOW),
  ).toBeInTheDocument();
}

const ctrl = (target: Element, key: string) =>
  fireEvent.keyDown(target, { key, code: key === 'Enter' ? 'Enter' : `Key${key}`, ctrlKey: true });

describe('an image still uploading', { timeout: 20_000 }, () => {
  it('is waited for: saving says so and sends nothing; once stored, the draft carries it', async () => {
    const requests = recordRequests();
    const user = userEvent.setup();
    const { router } = await openEditor();
    await user.type(title(), 'A banner on its way');
    const release = holdUploads();
    await chooseBanner();

    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    expect(await screen.findByText(WAIT_FOR_UPLOAD_TEXT, {}, SLOW)).toBeInTheDocument();
    expect(ctrl(title(), 's')).toBe(false);
    expect(ctrl(title(), 'Enter')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(requests.count(ENDPOINTS.createBlog)).toBe(0);
    expect(screen.queryByRole('heading', { name: 'Preview' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/editor');

    await release();
    expect(await screen.findByText('Uploaded 👍', {}, SLOW)).toBeInTheDocument();
    const banner = screen.getByRole('img', { name: 'Blog banner' }).getAttribute('src');
    expect(banner).toMatch(/\/mock-uploads\//);
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    expect(await screen.findByText(SAVE_MESSAGES.savedDraft, {}, SLOW)).toBeInTheDocument();
    await waitFor(() =>
      expect(requests.bodies(ENDPOINTS.createBlog)).toEqual([
        expect.objectContaining({ title: 'A banner on its way', banner, draft: true }),
      ]),
    );
  });

  it('makes leaving ask, even with nothing else changed', async () => {
    await openEditor();
    const release = holdUploads();
    await chooseBanner();
    fireEvent.click(screen.getByRole('link', { name: /home$/ }));
    const dialog = await screen.findByRole('dialog', { name: LEAVE_TEXTS.uploadingTitle }, SLOW);
    expect(dialog).toHaveTextContent(LEAVE_TEXTS.uploadingText);
    fireEvent.click(screen.getByRole('button', { name: LEAVE_TEXTS.stay }));
    await release();
    expect(await screen.findByText('Uploaded 👍', {}, SLOW)).toBeInTheDocument();
  });
});

describe('the publish stage', { timeout: 20_000 }, () => {
  it('has exactly one main, the visible one, which the skip link reaches', async () => {
    await openEditor(`/editor/${SEED_BLOG_IDS.everyBlock}`);
    await waitFor(() => expect(title()).not.toHaveValue(''), SLOW);
    expect(document.querySelectorAll('main')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    const preview = await screen.findByRole('heading', { level: 1, name: 'Preview' }, SLOW);

    const mains = document.querySelectorAll('main');
    expect(mains).toHaveLength(1);
    expect(mains[0]).toHaveAttribute('id', 'main');
    expect(mains[0]).toContainElement(preview);
    expect(mains[0]?.closest('[hidden]')).toBeNull();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(document.querySelector(skip.getAttribute('href') ?? '')).toBe(mains[0]);
  });
});
