/**
 * Issue 23 items 1 and 3 on the blog page: a session from the family's four-field sign-in answer, and likes on
 * a server that toggles from the flag it reads (`isLikedByUser`), as six of ten of the family's servers do.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ENDPOINTS } from '@/config/endpoints';
import { server, store } from '@/mocks/node';
import { DEMO_ACCOUNTS } from '@/mocks/seed/users';
import { renderApp } from '../../render-app';
import { recordRequests, seedUser, signInAs } from '../../support/sign-in-as';

const likeButton = () => screen.getByRole('button', { name: /^(Like|Unlike) this blog/ });

function publishedBlogNotLikedBy(userId: string) {
  return store.db.blogs.find(
    (b) => !b.draft && !store.db.likes.some((l) => l.user === userId && l.blog === b._id),
  )!;
}

/** The family's like-blog: reads `isLikedByUser`, toggles from it, and answers while others may be running. */
function togglingServer(blogObjectId: string, startLikes: number) {
  const state = { liked: false, likes: startLikes, running: 0, mostAtOnce: 0, calls: 0 };
  server.use(
    http.post(`*${ENDPOINTS.likeBlog}`, async ({ request }) => {
      const body = (await request.json()) as { isLikedByUser?: boolean };
      state.calls += 1;
      state.running += 1;
      state.mostAtOnce = Math.max(state.mostAtOnce, state.running);
      await new Promise((resolve) => setTimeout(resolve, 15));
      if (!body.isLikedByUser) {
        state.liked = true;
        state.likes += 1;
      } else {
        state.liked = false;
        state.likes -= 1;
      }
      state.running -= 1;
      return HttpResponse.json({ liked_by_user: state.liked });
    }),
    http.post(`*${ENDPOINTS.isLikedByUser}`, () =>
      HttpResponse.json({ result: state.liked ? { _id: 'like-notification' } : null }),
    ),
    http.post(`*${ENDPOINTS.getBlog}`, async ({ request }) => {
      const { blog_id } = (await request.json()) as { blog_id: string };
      const blog = store.db.blogs.find((b) => b.blog_id === blog_id)!;
      const author = store.db.users.find((u) => u._id === blog.author)!;
      return HttpResponse.json({
        blog: {
          ...blog,
          _id: blogObjectId,
          activity: { ...blog.activity, total_likes: state.likes },
          author: { _id: author._id, personal_info: author.personal_info },
        },
      });
    }),
  );
  return state;
}

describe('likes a toggling server cannot inflate', () => {
  it('keeps the button waiting, its count shown, until the liked state is known', async () => {
    const session = await signInAs('reader');
    const blog = publishedBlogNotLikedBy(session._id);
    let answer: () => void = () => {};
    server.use(
      http.post(`*${ENDPOINTS.isLikedByUser}`, async () => {
        await new Promise<void>((resolve) => (answer = resolve));
        return HttpResponse.json({ result: null });
      }),
    );
    renderApp(`/blog/${blog.blog_id}`, { user: session });
    await screen.findByRole('heading', { level: 1, name: blog.title }, { timeout: 10_000 });
    expect(likeButton()).toBeDisabled();
    expect(likeButton()).toHaveTextContent(String(blog.activity.total_likes));
    fireEvent.click(likeButton());
    answer();
    await waitFor(() => expect(likeButton()).toBeEnabled());
    expect(likeButton()).toHaveAttribute('aria-pressed', 'false');
    expect(likeButton()).toHaveAccessibleName(
      new RegExp(`^Like this blog \\(${blog.activity.total_likes} like`),
    );
  });

  it('ends five fast clicks in the state the reader sees, one call at a time', async () => {
    const session = await signInAs('reader');
    const blog = publishedBlogNotLikedBy(session._id);
    const start = blog.activity.total_likes;
    const remote = togglingServer(blog._id, start);
    const requests = recordRequests();
    const view = renderApp(`/blog/${blog.blog_id}`, { user: session });
    await screen.findByRole('heading', { level: 1, name: blog.title }, { timeout: 10_000 });
    await waitFor(() => expect(likeButton()).toBeEnabled());

    // Five clicks before React has drawn any of them: each must still send the flag its click saw.
    for (let i = 0; i < 5; i += 1) fireEvent.click(likeButton());
    await waitFor(() => expect(likeButton()).toHaveAttribute('aria-pressed', 'true'));
    expect(likeButton()).toHaveAccessibleName(`Like this blog (${start + 1} likes)`);
    await waitFor(() => expect(remote.calls).toBe(5));
    await waitFor(() => expect(remote.running).toBe(0));
    expect(remote.mostAtOnce).toBe(1);
    expect(
      requests
        .bodies(ENDPOINTS.likeBlog)
        .map((b) => (b as { isLikedByUser: boolean }).isLikedByUser),
    ).toEqual([false, true, false, true, false]);
    expect(remote).toMatchObject({ liked: true, likes: start + 1 });

    // What a reload shows is what the reader saw.
    view.unmount();
    renderApp(`/blog/${blog.blog_id}`, { user: session });
    await screen.findByRole('heading', { level: 1, name: blog.title }, { timeout: 10_000 });
    await waitFor(() => expect(likeButton()).toHaveAttribute('aria-pressed', 'true'));
    expect(likeButton()).toHaveAccessibleName(`Like this blog (${start + 1} likes)`);
  });
});

describe('a session from the four-field sign-in answer (no _id)', () => {
  it('finds who signed in, so the author sees Edit and the liked state loads', async () => {
    const user = userEvent.setup();
    const admin = seedUser(DEMO_ACCOUNTS.admin.username);
    const token = store.issueToken(admin._id);
    server.use(
      http.post(`*${ENDPOINTS.signIn}`, () =>
        HttpResponse.json({
          access_token: token,
          profile_img: admin.personal_info.profile_img,
          username: admin.personal_info.username,
          fullname: admin.personal_info.fullname.toLowerCase(),
        }),
      ),
    );
    const own = store.db.blogs.find((b) => !b.draft && b.author === admin._id)!;
    const requests = recordRequests();
    const view = renderApp('/signin');
    await user.type(
      await screen.findByLabelText('Email', {}, { timeout: 10_000 }),
      DEMO_ACCOUNTS.admin.email,
    );
    await user.type(screen.getByLabelText('Password'), DEMO_ACCOUNTS.admin.password);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/'));
    await act(() => view.router.navigate(`/blog/${own.blog_id}`));
    await screen.findByRole('heading', { level: 1, name: own.title }, { timeout: 10_000 });
    expect(await screen.findByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      `/editor/${own.blog_id}`,
    );
    await waitFor(() => expect(requests.count(ENDPOINTS.isLikedByUser)).toBe(1));
    await waitFor(() => expect(likeButton()).toBeEnabled());
  });
});
