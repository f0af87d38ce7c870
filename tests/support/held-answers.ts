import { getResponse, http } from 'msw';
import { createHandlers } from '@/mocks/handlers';
import { faults, server, store } from '@/mocks/node';

/**
 * A slow network: the mock backend answers a request to `path` at once (with what it stores then), but the
 * answer reaches the app only once the test calls the returned function. `held` picks the requests to hold
 * by their JSON body (all of them by default); the others are answered as usual. POST unless `method` says
 * otherwise (the upload address is a GET).
 */
export function holdAnswers(
  path: string,
  held: (body: Record<string, unknown>) => boolean = () => true,
  method: 'post' | 'get' = 'post',
): () => void {
  const backend = createHandlers(store, faults);
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    http[method](`*${path}`, async ({ request }) => {
      const body = (await request
        .clone()
        .json()
        .catch(() => ({}))) as Record<string, unknown>;
      if (!held(body)) return undefined;
      const answer = await getResponse(backend, request);
      await released;
      return answer;
    }),
  );
  return () => release();
}
