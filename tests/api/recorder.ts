import { server } from '@/mocks/node';
import { setTokenGetter } from '@/api/client';

export interface RecordedRequest {
  method: string;
  path: string;
  body: unknown;
  authorization: string | null;
  contentType: string | null;
}

/**
 * Records what the API functions put on the wire (method, path, JSON body, Authorization header) while the
 * real mock handlers answer: the API tests assert both what the server receives and what the app gets back.
 */
export function recordRequests() {
  const requests: RecordedRequest[] = [];
  const pending: Promise<void>[] = [];
  const listener = ({ request }: { request: Request }) => {
    const copy = request.clone();
    pending.push(
      copy.text().then((text) => {
        let body: unknown = undefined;
        if (text) {
          try {
            body = JSON.parse(text);
          } catch {
            body = text;
          }
        }
        requests.push({
          method: request.method,
          path: new URL(request.url).pathname,
          body,
          authorization: request.headers.get('authorization'),
          contentType: request.headers.get('content-type'),
        });
      }),
    );
  };
  server.events.on('request:start', listener);
  return {
    requests,
    async settled() {
      await Promise.all(pending);
      return requests;
    },
    stop: () => server.events.removeListener('request:start', listener),
  };
}

let token: string | null = null;

/** The token the client sends on authenticated calls (the app wires the session store instead). */
export function useTestToken(value: string | null) {
  token = value;
  setTokenGetter(() => token);
}
