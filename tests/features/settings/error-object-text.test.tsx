import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ENDPOINTS } from '@/config/endpoints';
import { server } from '@/mocks/node';
import { readerSession, renderApp } from '../../render-app';

/**
 * An error answered as a serialized object with no message of its own (`res.status(500).json({ error: err })`
 * with a database error: its code, keyPattern and keyValue). Its bare values are data: the toast said just the
 * username ('amelia_hart'). Now only messages are read from it, and else the screen's own words are said.
 */
vi.setConfig({ testTimeout: 20_000 });
const toaster = () => document.querySelector('[data-toaster]')?.textContent ?? '';
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

it('says something readable for a serialized duplicate-key error object', async () => {
  server.use(
    http.post(`*${ENDPOINTS.updateProfile}`, () =>
      HttpResponse.json(
        {
          error: {
            index: 0,
            code: 11000,
            keyPattern: { 'personal_info.username': 1 },
            keyValue: { 'personal_info.username': 'amelia_hart' },
          },
        },
        { status: 500 },
      ),
    ),
  );
  renderApp('/settings/edit-profile', { user: readerSession });
  await screen.findByRole('button', { name: 'Update' });
  const user = userEvent.setup();
  const name = screen.getByLabelText('Username', { selector: 'input' });
  await user.clear(name);
  await user.type(name, 'amelia_hart');
  await user.click(screen.getByRole('button', { name: 'Update' }));
  await waitFor(() => expect(toaster()).not.toMatch(/Updating|^$/));
  expect(toaster()).not.toBe('amelia_hart');
  expect(toaster()).toMatch(/taken|could not|try again/i);
  expect(name).toHaveValue('amelia_hart');
});
