import { http, HttpResponse } from 'msw';
import { tutorialDialect } from '@/mocks/dialect/tutorial';
import { createHandlers } from '@/mocks/handlers';
import { faults, server, store } from '@/mocks/node';

/**
 * One call answered as the family's deployed servers answer it (API-CONTRACT.md, last section: the tutorial
 * dialect of the mock), over the same store; every other call keeps the mock's documented shape.
 */
export function answerAsFamily(path: string) {
  const family = createHandlers(store, faults, tutorialDialect);
  server.use(
    // Whatever its method: new-notification, get-upload-url and trending-blogs are GETs.
    http.all(`*${path}`, async ({ request }) => {
      for (const handler of family) {
        const answer = await handler.run({ request: request.clone(), requestId: 'family' });
        if (answer?.response) return answer.response;
      }
      return HttpResponse.json({ error: 'no handler' }, { status: 500 });
    }),
  );
}
