/**
 * A Blob or File sent as a request body reaches the mock backend as its bytes (docs/decisions/0064).
 *
 * Vitest 4's jsdom environment hands such a body to Node's `Request` by reading a private field of jsdom's Blob,
 * which jsdom 28 renamed: every upload then arrived as the text `undefined` (vitest-dev/vitest#11294, fixed in
 * Vitest 5, which needs Node 22). Here the body goes to Node as a stream of the bytes that the Blob's own
 * `arrayBuffer()` gives, a public API. The mock's interceptor builds its requests on the `Request` it finds when
 * it is first imported, so this file is the first of the setup files (vite.config.ts).
 */
const DomBlob = window.Blob;
const DomFormData = window.FormData;
const EnvironmentRequest = globalThis.Request;

/** Said when a test sends a form holding a file, which would reach the mock as `undefined` unnoticed. */
export const FORM_WITH_FILE =
  'tests/request-bodies.ts: a FormData body holding a file cannot be sent here';

class RequestWithBlobBodies extends EnvironmentRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    const body = init?.body;
    // A multipart form would need its files' bytes at once, which jsdom gives only through a private field.
    // The app sends none (a file goes as the body itself: src/api/uploads.ts).
    if (
      body instanceof DomFormData &&
      [...body.values()].some((value) => value instanceof DomBlob)
    ) {
      throw new TypeError(FORM_WITH_FILE);
    }
    if (!(body instanceof DomBlob)) {
      super(input, init);
      return;
    }
    const headers = new Headers(init?.headers);
    if (body.type && !headers.has('content-type')) headers.set('content-type', body.type);
    const bytes = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(new Uint8Array(await body.arrayBuffer()));
        controller.close();
      },
    });
    // `duplex` is what Node asks of a streamed body; TypeScript's DOM types do not know it yet.
    super(input, { ...init, headers, body: bytes, duplex: 'half' } as RequestInit);
  }
}

globalThis.Request = RequestWithBlobBodies;
