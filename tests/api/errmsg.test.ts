import { httpError } from '@/api/errors';

/**
 * A duplicate-key error serialized by today's MongoDB driver (6.x, mongoose 8: `res.status(500).json({ error:
 * err })`) keeps its words in `errorResponse.errmsg`: they are read (and humanized to 'That username is already
 * taken.'), while the object's other bare values (keyValue's username) are not (the review of 0061).
 */
it('reads a serialized MongoServerError (driver 6) as the taken username', () => {
  const errmsg =
    'E11000 duplicate key error collection: blog.users index: personal_info.username_1 dup key: { personal_info.username: "amelia_hart" }';
  const body = {
    error: {
      errorResponse: {
        index: 0,
        code: 11000,
        errmsg,
        keyPattern: { 'personal_info.username': 1 },
        keyValue: { 'personal_info.username': 'amelia_hart' },
      },
      index: 0,
      code: 11000,
      keyPattern: { 'personal_info.username': 1 },
      keyValue: { 'personal_info.username': 'amelia_hart' },
    },
  };
  expect(httpError(500, body).serverMessage).toBe('That username is already taken.');
});
