import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter } from 'react-router-dom';
import { waitFor } from '@testing-library/react';
import { App } from '@/app/app';
import { buildRoutes } from '@/app/router';
import { createQueryClient } from '@/app/query-client';
import { fetchingSettled, firstCommitReady } from '@/app/first-commit';
import { sessionStore } from '@/lib/session';
import { SEED_BLOG_IDS } from '@/mocks/seed/known-ids';
import { store } from '@/mocks/node';

/**
 * src/app/first-commit.ts (issue 24 item 1): React's first commit replaces index.html's shell, so it must
 * already hold what the shell shows. Rendered as src/main.tsx does (createRoot, outside act, so that each
 * commit is a task of its own, as in a browser), every batch of DOM changes is recorded as the reader would
 * see it between two frames. Rendered at once, without the wait, the first commit here was the route's
 * fallback ('Loading…'); e2e/first-paint-handover.spec.ts watches the same in Chromium, throttled.
 */

interface Frame {
  shell: boolean;
  /** What the page says is loading: the route's fallback ('Loading…'), the blog's skeleton… */
  loading: string[];
  title: string | null;
}

/** The loading states that stand for the whole page (a section below the fold may load later). */
const PAGE_LOADING = ['Loading…', 'Loading the blog'];

let root: Root | undefined;
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };

beforeEach(() => {
  // A browser's scheduling, not act()'s: each commit is observed on its own.
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  sessionStore.signOut();
});
afterEach(() => {
  root?.unmount();
  root = undefined;
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
  document.body.innerHTML = '';
});

/** index.html's #root as the production server sends a blog: the navbar's frame and the first view. */
function shellWithFirstView(title: string) {
  document.body.innerHTML =
    `<div id="root"><header id="app-shell"><span>Inkwell</span></header>` +
    `<main id="first-view"><article><header><h1>${title}</h1></header></article></main></div>`;
  return document.getElementById('root') as HTMLElement;
}

function recordFrames(container: HTMLElement): Frame[] {
  const frames: Frame[] = [];
  new MutationObserver(() =>
    frames.push({
      shell: Boolean(container.querySelector('#app-shell')),
      loading: Array.from(container.querySelectorAll('[role="status"]'), (status) =>
        (status.querySelector('.sr-only')?.textContent ?? status.textContent ?? '').trim(),
      ),
      title: container.querySelector('h1')?.textContent ?? null,
    }),
  ).observe(container, { childList: true, subtree: true });
  return frames;
}

async function boot(url: string) {
  const blog = store.db.blogs.find((item) => item.blog_id === SEED_BLOG_IDS.newest);
  if (!blog) throw new Error('no seeded blog');
  const container = shellWithFirstView(blog.title);
  const frames = recordFrames(container);
  const queryClient = createQueryClient();
  const router = createMemoryRouter(buildRoutes(queryClient), { initialEntries: [url] });
  await firstCommitReady(router, queryClient, 4_000);
  root = createRoot(container);
  root.render(<App router={router} queryClient={queryClient} />);
  await waitFor(() => expect(container.querySelector('main#main h1')).not.toBeNull(), {
    timeout: 10_000,
  });
  return { frames, title: blog.title };
}

describe("the app's first commit (src/app/first-commit.ts)", () => {
  it("replaces a blog's first view with the page itself: never a loading state in between", async () => {
    const { frames, title } = await boot(`/blog/${SEED_BLOG_IDS.newest}`);
    const first = frames.find((frame) => !frame.shell);
    expect(first?.title).toBe(title);
    const pageLoading = frames.flatMap((frame) =>
      frame.loading.filter((label) => PAGE_LOADING.includes(label)),
    );
    expect(pageLoading).toEqual([]);
  });

  it('waits for a call that hangs no longer than it was told', async () => {
    const queryClient = createQueryClient();
    void queryClient.prefetchQuery({ queryKey: ['hangs'], queryFn: () => new Promise(() => {}) });
    const started = Date.now();
    await fetchingSettled(queryClient, 200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
  });
});
