import { http, HttpResponse } from 'msw';
import { updateProfile } from '@/api/profile-update';
import { ApiError, humanize, SERVER_PROBLEM_TEXT } from '@/api/errors';
import { ENDPOINTS } from '@/config/endpoints';
import { server } from '@/mocks/node';
import { signInAs } from '../support/sign-in-as';

/**
 * Issue 29 item 5: a database's raw words never reach the user; a server's own human message does, as it is.
 * The texts are the ones the family's servers send (API-CONTRACT.md: a taken username answers MongoDB's E11000).
 */
describe('technical texts from the server become sentences', () => {
  it.each([
    [
      'E11000 duplicate key error collection: blog.users index: personal_info.username_1 dup key: { personal_info.username: "sam" }',
      'That username is already taken.',
    ],
    [
      'E11000 duplicate key error collection: test.users index: email_1 dup key: { email: "a@b.c" }',
      'That email address is already in use.',
    ],
    ['E11000 duplicate key error collection: x.y index: z_1', 'That is already taken.'],
    [
      'Cast to ObjectId failed for value "nope" (type string) at path "_id" for model "blogs"',
      'That could not be found.',
    ],
    [
      'users validation failed: personal_info.bio: Path `personal_info.bio` is longer than the maximum allowed length (200).',
      'Some of what you entered was not accepted. Check it and try again.',
    ],
    [
      "TypeError: Cannot read properties of null (reading 'personal_info')\n    at /app/server.js:412:31",
      SERVER_PROBLEM_TEXT,
    ],
  ])('%s', (raw, said) => {
    expect(humanize(raw)).toBe(said);
  });

  it('keeps a server’s own human message as it is', () => {
    for (const text of [
      'Incorrect password',
      "You can't delete this comment",
      'Username should be al least 3 letters long',
    ])
      expect(humanize(text)).toBe(text);
  });

  it('a taken username on the family’s servers says so in words', async () => {
    await signInAs('admin');
    server.use(
      http.post(`*${ENDPOINTS.updateProfile}`, () =>
        HttpResponse.json(
          {
            error:
              'E11000 duplicate key error collection: blog.users index: personal_info.username_1 dup key: { personal_info.username: "reader" }',
          },
          { status: 500 },
        ),
      ),
    );
    const social_links = {
      youtube: '',
      linkedin: '',
      facebook: '',
      twitter: '',
      github: '',
      instagram: '',
      website: '',
    };
    const error = await updateProfile({ username: 'reader', bio: '', social_links }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).serverMessage).toBe('That username is already taken.');
  });
});
