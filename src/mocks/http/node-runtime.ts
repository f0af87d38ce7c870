/**
 * The few Node pieces the HTTP host uses, described structurally. tsconfig.app.json type-checks all of src/
 * for the browser without @types/node (so timers keep their DOM types in app code); this host runs only in
 * Node (tsx, Vitest), so it loads node:http at run time and types it with these interfaces.
 */

export type NodeHeaders = Record<string, string | string[] | undefined>;

export interface NodeRequest extends AsyncIterable<Uint8Array | string> {
  method?: string;
  url?: string;
  headers: NodeHeaders;
}

export interface NodeResponse {
  readonly headersSent: boolean;
  writeHead(status: number, headers?: Record<string, string>): unknown;
  end(body?: Uint8Array | string): unknown;
}

export interface NodeServer {
  listen(port: number, host: string | undefined, callback: () => void): unknown;
  once(event: 'error', listener: (error: unknown) => void): unknown;
  address(): { port: number } | string | null;
  close(callback: (error?: Error) => void): unknown;
  closeAllConnections(): void;
  /** How long an idle kept-alive connection stays open, and the wait for a request's headers (ms). */
  keepAliveTimeout: number;
  headersTimeout: number;
}

interface NodeHttp {
  createServer(listener: (req: NodeRequest, res: NodeResponse) => void): NodeServer;
}

interface NodeProcess {
  argv: string[];
  env: Record<string, string | undefined>;
  exit(code?: number): never;
  once(event: 'SIGINT' | 'SIGTERM', listener: () => void): unknown;
}

export async function loadNodeHttp(): Promise<NodeHttp> {
  const specifier = 'node:http';
  return (await import(/* @vite-ignore */ specifier)) as NodeHttp;
}

/** Node's process object, or undefined outside Node. */
export function nodeProcess(): NodeProcess | undefined {
  return (globalThis as { process?: NodeProcess }).process;
}
