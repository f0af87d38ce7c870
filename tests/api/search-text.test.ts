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
function regexServer(sent: string[], title = 'Learning c++ in a week') {
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
    const sent: string[] = [];
    server.use(
      http.post(`*${ENDPOINTS.searchUsers}`, async ({ request }) => {
        sent.push(((await request.json()) as { query: string }).query);
        return HttpResponse.json({
          users: [{ personal_info: { username: 'ab', fullname: 'a.b (c)' } }],
        });
      }),
    );
    expect(await searchUsers('a.b (c)')).toHaveLength(1);
    expect(sent).toEqual(['a.b (c)']);
  });

  it('a valid one that finds nothing as typed is asked once more escaped: a regex server finds the text then', async () => {
    const sent: string[] = [];
    regexServer(sent, 'Node (part 2): streams');
    const found = await searchBlogs({ query: 'Node (part 2)', page: 1 });
    expect(found.map((blog) => blog.title)).toEqual(['Node (part 2): streams']);
    expect(sent).toEqual(['Node (part 2)', 'Node \\(part 2\\)']);
    // Known for the visit: escaped at once, a later page too.
    await searchBlogs({ query: '$5 budget', page: 1 });
    expect(sent.slice(2)).toEqual(['\\$5 budget']);
  });

  it('a later page that finds nothing as typed is not asked again (the list simply ended)', async () => {
    const sent: string[] = [];
    regexServer(sent, 'Nothing like it');
    expect(await searchBlogs({ query: 'Node (part 2)', page: 3 })).toEqual([]);
    expect(sent).toEqual(['Node (part 2)']);
  });

  it('a literal server that finds nothing keeps its answer: the escaped text finds nothing either', async () => {
    const sent: string[] = [];
    server.use(
      http.post(`*${ENDPOINTS.searchUsers}`, async ({ request }) => {
        const { query } = (await request.json()) as { query: string };
        sent.push(query);
        return HttpResponse.json({ users: [] });
      }),
    );
    expect(await searchUsers('a.b (c)')).toEqual([]);
    expect(sent).toEqual(['a.b (c)', 'a\\.b \\(c\\)']);
    // Not taken for a regex server: the next text goes as typed first.
    await searchUsers('x+y');
    expect(sent[2]).toBe('x+y');
  });

  it('a failure in passing on a literal server is no proof: asked as typed once more, found, and the visit stays as it was', async () => {
    const sent: string[] = [];
    let failures = 1;
    server.use(
      http.post(`*${ENDPOINTS.searchUsers}`, async ({ request }) => {
        const { query } = (await request.json()) as { query: string };
        sent.push(query);
        // A gateway's hiccup, once; then SPEC's server, which matches text literally.
        if (failures-- > 0) return new HttpResponse(null, { status: 503 });
        return HttpResponse.json({
          users:
            query === 'john.doe'
              ? [{ personal_info: { username: 'john.doe', fullname: 'J' } }]
              : [],
        });
      }),
    );
    expect(await searchUsers('john.doe')).toHaveLength(1);
    expect(sent).toEqual(['john.doe', 'john\\.doe', 'john.doe']);
    // Not taken for a regex server: the next such text goes as typed.
    expect(await searchUsers('john.doe')).toHaveLength(1);
    expect(sent[3]).toBe('john.doe');
  });

  it('a regex server failing on text that nothing matches answers nothing found, not a failure', async () => {
    const sent: string[] = [];
    regexServer(sent, 'Nothing like it');
    expect(await searchBlogs({ query: 'c++', page: 1 })).toEqual([]);
    expect(sent).toEqual(['c++', 'c\\+\\+', 'c++']);
  });

  it('escapes every special character', () => {
    expect(escapeRegex('a.b*c+d?e^f$g{h}i(j)k|l[m]n\\o')).toBe(
      'a\\.b\\*c\\+d\\?e\\^f\\$g\\{h\\}i\\(j\\)k\\|l\\[m\\]n\\\\o',
    );
  });
});
