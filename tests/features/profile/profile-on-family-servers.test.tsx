/**
 * Issue 23 item 4 on the profile page: the family's servers answer an unknown username with 200 `null`, and
 * a call they lack with Express's HTML 404 page.
 */
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { ENDPOINTS } from '@/config/endpoints';
import { server } from '@/mocks/node';
import { renderApp } from '../../render-app';

describe('profile answers of the family’s servers', () => {
  it("shows 200 null as the profile's not-found state, not a connection problem", async () => {
    server.use(http.post(`*${ENDPOINTS.getProfile}`, () => HttpResponse.json(null)));
    renderApp('/user/nobody_here');
    expect(
      await screen.findByRole('heading', { name: 'Profile not found' }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go back home' })).toHaveAttribute('href', '/');
    expect(screen.queryByText(/Check your connection/)).not.toBeInTheDocument();
  });

  it('shows an HTML error page as a server error with Retry', async () => {
    server.use(
      http.post(
        `*${ENDPOINTS.getProfile}`,
        () =>
          new HttpResponse(
            '<!DOCTYPE html><html><body><pre>Cannot POST /get-profile</pre></body></html>',
            {
              status: 404,
              headers: { 'Content-Type': 'text/html' },
            },
          ),
      ),
    );
    renderApp('/user/amelia_hart');
    expect(
      await screen.findByRole(
        'heading',
        { name: 'This profile could not be loaded' },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    expect(
      screen.getByText('The server could not send this profile. Please try again.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
    expect(screen.queryByText(/Cannot POST/)).not.toBeInTheDocument();
  });
});
