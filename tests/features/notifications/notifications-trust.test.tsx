import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ENDPOINTS } from '@/config/endpoints';
import { server, store } from '@/mocks/node';
import { nextId, nextTimestamp } from '@/mocks/store/ids';
import { renderApp } from '../../render-app';
import { recordRequests, seedUser, signInAs } from '../../support/sign-in-as';
import { answerAsFamily } from '../../support/family-server';

/**
 * Issue 23 items 6 and 8 on /dashboard/notifications: Delete only where SPEC §6 allows it, a refusal in
 * the server's own words, and no item twice when a new notification shifts the pages.
 */
vi.setConfig({ testTimeout: 20_000 });

const items = () => screen.queryAllByRole('article');
const deleteButton = (item: HTMLElement) =>
  within(item).queryByRole('button', { name: /^Delete the comment/ });

function notification(id: string, type: 'comment' | 'reply', author?: unknown) {
  const riley = seedUser('riley_chen');
  return {
    _id: id,
    type,
    seen: true,
    createdAt: '2026-11-20T10:00:00.000Z',
    user: { personal_info: riley.personal_info },
    blog: { _id: `blog-${id}`, blog_id: `slug-${id}`, title: `Blog ${id}`, author },
    comment: { _id: `comment-${id}`, comment: `Text of ${id}` },
    ...(type === 'reply' ? { replied_on_comment: { _id: `mine-${id}`, comment: 'Mine' } } : {}),
  };
}

async function open(list: unknown[]) {
  server.use(
    http.post(`*${ENDPOINTS.notifications}`, () => HttpResponse.json({ notifications: list })),
    http.post(`*${ENDPOINTS.allNotificationsCount}`, () =>
      HttpResponse.json({ totalDocs: list.length }),
    ),
  );
  const user = userEvent.setup();
  const session = await signInAs('admin');
  renderApp('/dashboard/notifications', { user: session });
  await waitFor(() => expect(items()).toHaveLength(list.length), { timeout: 5000 });
  return { user, session };
}

const itemWith = (text: string) => items().find((item) => item.textContent?.includes(text))!;

describe('Delete on notifications follows SPEC §6 (issue 23 item 6)', () => {
  it("offers Delete on a comment on one's blog, and on a reply only on one's own blog", async () => {
    const admin = seedUser('amelia_hart');
    await open([
      notification('on-mine', 'comment'),
      notification('reply-mine', 'reply', admin._id),
      notification('reply-populated', 'reply', { _id: admin._id, personal_info: {} }),
      notification('reply-theirs', 'reply', seedUser('riley_chen')._id),
      notification('reply-unknown', 'reply'),
    ]);
    expect(deleteButton(itemWith('Text of on-mine'))).toBeInTheDocument();
    expect(deleteButton(itemWith('Text of reply-mine'))).toBeInTheDocument();
    expect(deleteButton(itemWith('Text of reply-populated'))).toBeInTheDocument();
    // Someone else's blog, or a server that does not say whose: the server would refuse (SPEC §6).
    expect(deleteButton(itemWith('Text of reply-theirs'))).toBeNull();
    expect(deleteButton(itemWith('Text of reply-unknown'))).toBeNull();
    // Replying stays offered on each.
    for (const item of items()) {
      expect(within(item).getByRole('button', { name: /^Reply to/ })).toBeInTheDocument();
    }
  });

  it("shows the server's own words when it refuses a delete, and keeps the item", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user } = await open([notification('on-mine', 'comment')]);
    server.use(
      http.post(`*${ENDPOINTS.deleteComment}`, () =>
        HttpResponse.json({ error: "You can't delete this comment" }, { status: 403 }),
      ),
    );
    const item = itemWith('Text of on-mine');
    await user.click(deleteButton(item)!);
    expect(await within(item).findByRole('alert')).toHaveTextContent(
      /^You can't delete this comment$/,
    );
    expect(items()).toContain(item);
  });
});

describe('no notification twice when a new one shifts the pages (issue 23 item 8)', () => {
  it('leaves out what page 1 shows when page 2 starts with it', async () => {
    const user = userEvent.setup();
    const session = await signInAs('admin');
    renderApp('/dashboard/notifications', { user: session });
    await waitFor(() => expect(items()).toHaveLength(10), { timeout: 5000 });
    const lastOfPage1 = items()[9]!.textContent;

    // A new comment arrives on the admin's blog: the server's page 2 now starts with page 1's last item.
    const db = store.db;
    const newest = db.notifications.find(
      (item) => item.notification_for === session._id && item.type === 'comment',
    )!;
    db.notifications.push({ ...newest, _id: nextId(db), createdAt: nextTimestamp(db) });

    await user.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(items().length).toBeGreaterThan(10));
    const texts = items().map((item) => item.textContent);
    expect(texts.filter((text) => text === lastOfPage1)).toHaveLength(1);
    expect(new Set(texts).size).toBe(texts.length);
  });
});

describe("a reply from a 'reply' notification names the blog's author (API-CONTRACT.md)", () => {
  it('asks get-blog, in edit mode, whose blog it is when the server does not say, and sends that', async () => {
    // The family's notifications name the blog by _id, blog_id and title only, and its add-comment keeps
    // the blog_author it is sent: the one besides the reply's writer who may delete it.
    answerAsFamily(ENDPOINTS.notifications);
    answerAsFamily(ENDPOINTS.addComment);
    const requests = recordRequests();
    const user = userEvent.setup();
    const session = await signInAs('admin');
    const notice = store.db.notifications.find(
      (n) =>
        n.notification_for === session._id &&
        n.type === 'reply' &&
        store.db.blogs.some((blog) => blog._id === n.blog && blog.author !== session._id),
    )!;
    const theirs = store.db.blogs.find((blog) => blog._id === notice.blog)!;
    const replyText = store.db.comments.find((comment) => comment._id === notice.comment)!.comment;
    renderApp('/dashboard/notifications', { user: session });
    await user.click(await screen.findByRole('button', { name: 'reply' }, { timeout: 5000 }));
    const item = await waitFor(
      () => {
        const found = items().find((each) => each.textContent?.includes(replyText));
        expect(found).toBeDefined();
        return found!;
      },
      { timeout: 5000 },
    );
    await user.click(within(item).getByRole('button', { name: /^Reply to/ }));
    await user.type(within(item).getByRole('textbox'), 'Glad it helped.');
    await user.click(within(item).getByRole('button', { name: 'Reply' }));
    expect(await within(item).findByText('Glad it helped.', {}, { timeout: 5000 })).toBeVisible();

    expect(requests.bodies(ENDPOINTS.getBlog)).toEqual([{ blog_id: theirs.blog_id, mode: 'edit' }]);
    expect(requests.bodies(ENDPOINTS.addComment)).toEqual([
      expect.objectContaining({ blog_author: theirs.author, comment: 'Glad it helped.' }),
    ]);
    const stored = store.db.comments.find((comment) => comment.comment === 'Glad it helped.');
    expect(stored?.blog_author).toBe(theirs.author);
  });
});
