/**
 * Turns node:http messages into Fetch API requests for MSW's getResponse, and Fetch responses back, adding
 * the CORS headers a browser needs to call the mock from another origin (the production build served by
 * `vite preview` in the Playwright runs).
 */
import type { NodeRequest, NodeResponse } from './node-runtime';

/** Hop-by-hop headers describe this one connection and must not be copied into a Fetch Request. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'expect']);

export const CORS_HEADERS: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, OPTIONS',
  // X-Mock-Store: each end-to-end test names its own store (./stores.ts, decision 0021).
  'Access-Control-Allow-Headers': 'Authorization, Content-Type, X-Mock-Store',
  'Access-Control-Max-Age': '600',
};

async function readBody(req: NodeRequest): Promise<Uint8Array<ArrayBuffer>> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of req) {
    chunks.push(typeof chunk === 'string' ? new TextEncoder().encode(chunk) : chunk);
  }
  const size = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.length;
  }
  return body;
}

export async function toFetchRequest(req: NodeRequest, fallbackOrigin: string): Promise<Request> {
  const host = req.headers.host;
  const url = new URL(req.url ?? '/', typeof host === 'string' ? `http://${host}` : fallbackOrigin);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || HOP_BY_HOP.has(name)) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const method = (req.method ?? 'GET').toUpperCase();
  const hasBody = method !== 'GET' && method !== 'HEAD';
  return new Request(url, { method, headers, body: hasBody ? await readBody(req) : undefined });
}

export async function sendFetchResponse(res: NodeResponse, response: Response): Promise<void> {
  const headers: Record<string, string> = { ...CORS_HEADERS };
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  const body = new Uint8Array(await response.arrayBuffer());
  headers['content-length'] = String(body.length);
  res.writeHead(response.status, headers);
  res.end(body);
}

export function sendJson(res: NodeResponse, status: number, value: unknown): void {
  const body = new TextEncoder().encode(JSON.stringify(value));
  res.writeHead(status, {
    ...CORS_HEADERS,
    'Content-Type': 'application/json',
    'Content-Length': String(body.length),
  });
  res.end(body);
}
