import { waitFor } from '@testing-library/react';
import { paths } from '@/lib/paths';
import { renderApp } from '../render-app';
import { recordRequests } from '../support/sign-in-as';

/**
 * The profile, blog and editor routes, and their loaders, read their id from the address decoded once, as
 * the server and the boot script do (paths.ts addressParam). React Router's params decode an encoded '%2F'
 * a second time: the profile link of the user 'a%2Fb' opened the profile of 'a/b', another account (the
 * security audit, 0061).
 */
describe('ids read back from the address', () => {
  it('the profile link of a username holding "%2F" asks for that same username', async () => {
    const requests = recordRequests();
    renderApp(paths.profile('a%2Fb'));
    await waitFor(() => expect(requests.bodies('/get-profile').length).toBeGreaterThan(0));
    await waitFor(() =>
      expect(requests.bodies('/get-profile')[0]).toMatchObject({ username: expect.any(String) }),
    );
    expect(requests.bodies('/get-profile')[0]).toMatchObject({ username: 'a%2Fb' });
  });

  it('the link of a blog whose id holds "%2F" asks for that same blog', async () => {
    const requests = recordRequests();
    renderApp(paths.blog('a%2Fb-1x2y'));
    await waitFor(() => expect(requests.bodies('/get-blog').length).toBeGreaterThan(0));
    for (const body of requests.bodies('/get-blog'))
      expect(body).toMatchObject({ blog_id: 'a%2Fb-1x2y' });
  });
});
