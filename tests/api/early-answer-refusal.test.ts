import { post } from '@/api/client';
import { EARLY_GLOBAL, earlyKey } from '@/api/early';
import { ApiError } from '@/api/errors';
import { ENDPOINTS } from '@/config/endpoints';

/**
 * A refusal answered with a 2xx status is read as one in the answer index.html asked for early too (get-blog,
 * get-profile for a signed-out first visit, api/early.ts): `post` returned that answer before answerOf, so the
 * same server answer was a refusal on a later visit and data on the first (the review of 0061).
 */
afterEach(() => {
  window[EARLY_GLOBAL] = undefined;
});

it('reads a 2xx that only says no as a refusal also when index.html asked early', async () => {
  const body = { blog_id: 'a' };
  window[EARLY_GLOBAL] = {
    key: earlyKey(ENDPOINTS.getBlog, body),
    answer: Promise.resolve({ status: 200, text: '{"error":"This blog is private"}' }),
  };
  const answer = await post(ENDPOINTS.getBlog, body, { authMode: 'optional' }).catch((e) => e);
  expect(answer).toBeInstanceOf(ApiError);
  expect((answer as ApiError).serverMessage).toBe('This blog is private');
});
