import { http, HttpResponse } from 'msw';
import { searchBlogs } from '@/api/blogs';
import { escapeRegex } from '@/api/search-text';
import { searchUsers } from '@/api/users';
import { ENDPOINTS } from '@/config/endpoints';
import { server } from '@/mocks/node';

/**
 * Issue 29 item 8: the family's servers build a regular expression of search text: 'c++' answers their HTML
 * 500 page. The text is sent again with its special characters escaped, which such a server matches
 * literally, and from then on such text goes escaped at once; a server that matches text literally (SPEC's,
 * and our mock's) gets it as typed.
 */

/** A server of the family: search text is a regular expression; one that is not valid fails. */
function regexServer(sent: string[]) {
  server.use(
    http.post(`*${ENDPOINTS.searchBlogs}`, async ({ request }) => {
      const { query } = (await request.json()) as { query: string };
      sent.push(query);
      try {
        new RegExp(query, 'i');
      } catch {
        return new HttpResponse(
          '<!DOCTYPE html><pre>SyntaxError: Invalid regular expression</pre>',
          {
            status: 500,
            headers: { 'Content-Type': 'text/html' },
          },
        );
      }
      const title = 'Learning c++ in a week';
      return HttpResponse.json({
        blogs: new RegExp(query, 'i').test(title)
          ? [
              {
                blog_id: 'cpp',
                title,
                des: '',
                banner: '',
                tags: [],
                activity: {},
                publishedAt: '2026-11-01T00:00:00.000Z',
                author: { personal_info: { fullname: 'A', username: 'a', profile_img: '' } },
              },
            ]
          : [],
      });
    }),
  );
}

describe('search text with regular expression characters', () => {
  it('is sent escaped after the server fails on it, and escaped at once from then on', async () => {
    const sent: string[] = [];
    regexServer(sent);
    const found = await searchBlogs({ query: 'c++', page: 1 });
    expect(found.map((blog) => blog.title)).toEqual(['Learning c++ in a week']);
    expect(sent).toEqual(['c++', 'c\\+\\+']);
    await searchBlogs({ query: 'c++', page: 2 });
    expect(sent.slice(2)).toEqual(['c\\+\\+']);
  });

  it('is sent as typed to a server that reads it literally', async () => {
    let query = '';
    server.use(
      http.post(`*${ENDPOINTS.searchUsers}`, async ({ request }) => {
        query = ((await request.json()) as { query: string }).query;
        return HttpResponse.json({ users: [] });
      }),
    );
    await searchUsers('a.b (c)');
    expect(query).toBe('a.b (c)');
  });

  it('escapes every special character', () => {
    expect(escapeRegex('a.b*c+d?e^f$g{h}i(j)k|l[m]n\\o')).toBe(
      'a\\.b\\*c\\+d\\?e\\^f\\$g\\{h\\}i\\(j\\)k\\|l\\[m\\]n\\\\o',
    );
  });
});
