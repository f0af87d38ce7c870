import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ENDPOINTS } from '@/config/endpoints';
import { MANAGE_TEXTS } from '@/features/manage-blogs/my-blog-list';
import { faults, server, store } from '@/mocks/node';
import { SEED_BLOG_IDS } from '@/mocks/seed/known-ids';
import { adminSession, readerSession, renderApp } from '../../render-app';
import { recordRequests, seedUser } from '../../support/sign-in-as';
import { allowConsoleError } from '../../support/console';
import { answerAsFamily } from '../../support/family-server';

const admin = () => seedUser('amelia_hart');
const ownBlogs = (draft: boolean) =>
  store.db.blogs
    .filter((blog) => blog.author === admin()._id && blog.draft === draft)
    .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
const panel = () => screen.getByRole('tabpanel');
const items = () => within(panel()).queryAllByRole('listitem');

async function openManage(url = '/dashboard/blogs') {
  const view = renderApp(url, { user: adminSession });
  await screen.findByRole('heading', { level: 1, name: 'Manage Blogs' });
  return view;
}

describe('manage blogs (SPEC §2 Manage blogs)', () => {
  it('lists published blogs with date, Edit, Delete and activity figures without parent counts', async () => {
    const newest = ownBlogs(false)[0]!;
    await openManage();
    expect(screen.getByRole('tab', { name: 'Published Blogs' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const first = await within(panel()).findByRole('heading', { level: 2, name: newest.title });
    const item = first.closest('li')!;
    expect(within(item).getByText(/^Published on/)).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: /^Edit/ })).toHaveAttribute(
      'href',
      `/editor/${newest.blog_id}`,
    );
    const labels = within(item)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(labels).toEqual(['likes', 'comments', 'reads']);
    expect(within(item).getByRole('button', { name: /^Stats/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(items().length).toBe(Math.min(5, ownBlogs(false).length));
  });

  it('opens Drafts from ?tab=draft and keeps the tab shown in the URL', async () => {
    const user = userEvent.setup();
    const drafts = ownBlogs(true);
    drafts[0]!.des = '';
    const { router } = await openManage('/dashboard/blogs?tab=draft');
    expect(screen.getByRole('tab', { name: 'Drafts' })).toHaveAttribute('aria-selected', 'true');
    const draftItem = (
      await within(panel()).findByRole('heading', { name: drafts[0]!.title })
    ).closest('li')!;
    expect(within(draftItem).getByText('01')).toBeInTheDocument();
    expect(within(draftItem).getByText('No Description')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Published Blogs' }));
    expect(router.state.location.search).toBe('');
    await user.click(screen.getByRole('tab', { name: 'Drafts' }));
    expect(router.state.location.search).toBe('?tab=draft');
  });

  it('shows the empty texts', async () => {
    const user = userEvent.setup();
    store.db.blogs = store.db.blogs.filter((blog) => blog.author !== admin()._id);
    await openManage();
    expect(await within(panel()).findByText(MANAGE_TEXTS.noPublished)).toBeInTheDocument();
    expect(MANAGE_TEXTS.noPublished).toBe('No published blogs');
    await user.click(screen.getByRole('tab', { name: 'Drafts' }));
    expect(await within(panel()).findByText('No draft blogs')).toBeInTheDocument();
  });

  it('searches on Enter with text, and clearing the box resets the list', async () => {
    const user = userEvent.setup();
    const requests = recordRequests();
    const target = ownBlogs(false).at(-1)!;
    const word = target.title.split(' ').find((part) => part.length > 5)!;
    await openManage();
    await within(panel()).findAllByRole('heading', { level: 2 });
    const box = screen.getByRole('searchbox', { name: 'Search your blogs' });
    await user.type(box, '   ');
    await user.keyboard('{Enter}');
    expect(requests.bodies(ENDPOINTS.userWrittenBlogs)).toHaveLength(1);

    await user.clear(box);
    await user.type(box, `${word}{Enter}`);
    await within(panel()).findByRole('heading', { name: target.title });
    const bodies = requests.bodies(ENDPOINTS.userWrittenBlogs) as { query: string }[];
    expect(bodies.at(-1)).toMatchObject({ query: word, page: 1, draft: false });

    await user.clear(box);
    await waitFor(() =>
      expect(
        (requests.bodies(ENDPOINTS.userWrittenBlogs) as { query: string }[]).at(-1),
      ).toMatchObject({ query: '' }),
    );
  });

  it('deletes after confirming, lowers the total and sends deletedDocCount for the next page', async () => {
    const user = userEvent.setup();
    const requests = recordRequests();
    const published = ownBlogs(false);
    expect(published.length).toBeGreaterThan(5);
    await openManage();
    const victim = published[0]!;
    const heading = await within(panel()).findByRole('heading', { name: victim.title });
    await user.click(within(heading.closest('li')!).getByRole('button', { name: /^Delete/ }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this blog?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(store.db.blogs.some((blog) => blog.blog_id === victim.blog_id)).toBe(true);

    await user.click(within(heading.closest('li')!).getByRole('button', { name: /^Delete/ }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete this blog?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() =>
      expect(
        within(panel()).queryByRole('heading', { name: victim.title }),
      ).not.toBeInTheDocument(),
    );
    expect(store.db.blogs.some((blog) => blog.blog_id === victim.blog_id)).toBe(false);
    expect(items()).toHaveLength(4);
    // The shared pagination control: totalDocs went down by one.
    expect(
      screen.getByText(`Showing 4 of ${published.length - 1} published blogs`),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load More' }));
    await within(panel()).findByRole('heading', { name: published[5]!.title });
    const last = (requests.bodies(ENDPOINTS.userWrittenBlogs) as Record<string, unknown>[]).at(-1);
    expect(last).toMatchObject({ page: 2, deletedDocCount: 1 });
  });

  it('after a delete, focus goes to the next item’s Delete, else the one before (WCAG 2.4.3)', async () => {
    const user = userEvent.setup();
    const published = ownBlogs(false);
    await openManage();
    await within(panel()).findByRole('heading', { name: published[0]!.title });
    const deleteOf = (title: string) =>
      within(panel()).getByRole('button', {
        name: (name) => name.startsWith('Delete') && name.includes(`“${title}”`),
      });
    const confirmDelete = async () => {
      const dialog = screen.getByRole('dialog', { name: 'Delete this blog?' });
      await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
      await waitFor(() => expect(dialog).not.toBeVisible());
    };

    await user.click(deleteOf(published[0]!.title));
    await confirmDelete();
    await waitFor(() => expect(deleteOf(published[1]!.title)).toHaveFocus());

    // The last item shown: the one before it.
    const lastShown = items().length;
    await user.click(deleteOf(published[lastShown]!.title));
    await confirmDelete();
    await waitFor(() => expect(deleteOf(published[lastShown - 1]!.title)).toHaveFocus());
  });

  it('reloads the list when a deletion empties the loaded page while more exist', async () => {
    const user = userEvent.setup();
    const requests = recordRequests();
    // One blog on page 1 (the server pages by 5): make the count say there are more.
    const published = ownBlogs(false);
    server.use(
      http.post(`*${ENDPOINTS.userWrittenBlogs}`, async ({ request }) => {
        const body = (await request.clone().json()) as { page: number; draft: boolean };
        if (body.draft || body.page !== 1) return undefined;
        const remaining = store.db.blogs.filter(
          (blog) => blog.author === admin()._id && !blog.draft,
        );
        const first = remaining.sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))[0];
        return HttpResponse.json({ blogs: first ? [{ ...first, author: undefined }] : [] });
      }),
    );
    await openManage();
    const heading = await within(panel()).findByRole('heading', { name: published[0]!.title });
    const before = requests.count(ENDPOINTS.userWrittenBlogs);
    await user.click(within(heading.closest('li')!).getByRole('button', { name: /^Delete/ }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete this blog?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await within(panel()).findByRole('heading', { name: published[1]!.title });
    expect(requests.count(ENDPOINTS.userWrittenBlogs)).toBe(before + 1);
  });

  it('a double-click on Delete deletes once and says nothing failed (issue 29 item 14)', async () => {
    // The double-click in one burst: both clicks before the page has drawn anything (a busy machine).
    const user = userEvent.setup({ delay: null });
    const requests = recordRequests();
    const victim = ownBlogs(false)[0]!;
    await openManage();
    const heading = await within(panel()).findByRole('heading', { name: victim.title });
    await user.click(within(heading.closest('li')!).getByRole('button', { name: /^Delete/ }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this blog?' });
    await user.dblClick(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(
        within(panel()).queryByRole('heading', { name: victim.title }),
      ).not.toBeInTheDocument(),
    );
    expect(requests.count(ENDPOINTS.deleteBlog)).toBe(1);
    expect(screen.queryByText(MANAGE_TEXTS.deleteFailed)).not.toBeInTheDocument();
    expect(store.db.blogs.some((blog) => blog.blog_id === victim.blog_id)).toBe(false);
  });

  it('after a failed delete, Delete can be pressed again and works', async () => {
    allowConsoleError(/Deleting the blog failed/);
    const user = userEvent.setup();
    let failures = 1;
    server.use(
      http.post(`*${ENDPOINTS.deleteBlog}`, () => {
        if (failures-- > 0) return HttpResponse.json({ error: 'Nope' }, { status: 500 });
        return undefined;
      }),
    );
    const victim = ownBlogs(false)[0]!;
    await openManage();
    const heading = await within(panel()).findByRole('heading', { name: victim.title });
    await user.click(within(heading.closest('li')!).getByRole('button', { name: /^Delete/ }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this blog?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText(MANAGE_TEXTS.deleteFailed)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(
        within(panel()).queryByRole('heading', { name: victim.title }),
      ).not.toBeInTheDocument(),
    );
  });

  it.each([
    ['SPEC’s server (404)', false],
    ['the family’s servers (their crash on the blog not found)', true],
  ])('lets a blog already deleted elsewhere go from the list: %s', async (_server, family) => {
    if (family) answerAsFamily(ENDPOINTS.deleteBlog);
    const user = userEvent.setup();
    const victim = ownBlogs(false)[0]!;
    await openManage();
    const heading = await within(panel()).findByRole('heading', { name: victim.title });
    // Meanwhile, in another tab or on another device.
    store.db.blogs = store.db.blogs.filter((blog) => blog.blog_id !== victim.blog_id);
    await user.click(within(heading.closest('li')!).getByRole('button', { name: /^Delete/ }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this blog?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(
        within(panel()).queryByRole('heading', { name: victim.title }),
      ).not.toBeInTheDocument(),
    );
    expect(screen.queryByText(MANAGE_TEXTS.deleteFailed)).not.toBeInTheDocument();
  });

  it('says so when a delete fails, keeping the blog', async () => {
    allowConsoleError(/Deleting the blog failed/);
    const user = userEvent.setup();
    server.use(
      http.post(`*${ENDPOINTS.deleteBlog}`, () =>
        HttpResponse.json({ error: 'Nope' }, { status: 500 }),
      ),
    );
    const victim = ownBlogs(false)[0]!;
    await openManage();
    const heading = await within(panel()).findByRole('heading', { name: victim.title });
    await user.click(within(heading.closest('li')!).getByRole('button', { name: /^Delete/ }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this blog?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText(MANAGE_TEXTS.deleteFailed)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(within(panel()).getByRole('heading', { name: victim.title })).toBeInTheDocument();
  });
});

describe('editor and manage blogs guards (SPEC §6)', () => {
  it('sends a visitor to /signin and a reader to /404', async () => {
    const visitor = renderApp('/editor');
    await waitFor(() => expect(visitor.router.state.location.pathname).toBe('/signin'));
    visitor.unmount();
    const reader = renderApp('/dashboard/blogs', { user: readerSession });
    await waitFor(() => expect(reader.router.state.location.pathname).toBe('/404'));
    reader.unmount();
    const readerEditor = renderApp('/editor', { user: readerSession });
    await waitFor(() => expect(readerEditor.router.state.location.pathname).toBe('/404'));
  });

  it('sends the admin to /404 for a blog that does not exist or that they did not write', async () => {
    const missing = renderApp('/editor/no-such-blog', { user: adminSession });
    await waitFor(() => expect(missing.router.state.location.pathname).toBe('/404'));
    missing.unmount();
    const other = renderApp(`/editor/${SEED_BLOG_IDS.editorsBlog}`, { user: adminSession });
    await waitFor(() => expect(other.router.state.location.pathname).toBe('/404'));
    await act(async () => undefined);
  });
});

describe('the delete confirmation and the keyboard (docs/decisions/0059)', () => {
  /** Manage blogs with the dialog asking about the newest published blog. */
  async function askToDelete() {
    const user = userEvent.setup();
    const victim = ownBlogs(false)[0]!;
    await openManage();
    const heading = await within(panel()).findByRole('heading', { name: victim.title });
    await user.click(within(heading.closest('li')!).getByRole('button', { name: /^Delete/ }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this blog?' });
    return { user, dialog, confirm: within(dialog).getByRole('button', { name: 'Delete' }) };
  }

  it('confirm Delete keeps keyboard focus while the delete is out (not `disabled` while focused)', async () => {
    faults.set(ENDPOINTS.deleteBlog, { kind: 'delay', ms: 400 }, 1);
    const { user, dialog, confirm } = await askToDelete();
    confirm.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(confirm).toHaveAttribute('aria-busy', 'true'));
    // A browser blurs a focused control that turns `disabled`: focus falls out of the modal to <body>.
    expect(confirm).toHaveFocus();
    expect(confirm).toBeEnabled();
    await waitFor(() => expect(dialog).not.toBeVisible());
  });

  it('a failed delete is said at once (an alert), not only swapped into the description', async () => {
    allowConsoleError(/Deleting the blog failed/);
    server.use(
      http.post(`*${ENDPOINTS.deleteBlog}`, () =>
        HttpResponse.json({ error: 'Nope' }, { status: 500 }),
      ),
    );
    const { user, dialog, confirm } = await askToDelete();
    await user.click(confirm);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MANAGE_TEXTS.deleteFailed);
    expect(confirm).toBeVisible();
  });
});
