import { vi } from 'vitest';

/**
 * A test fails when anything logs `console.error` (tests/setup.ts), as the e2e fixture does in the browser
 * (e2e/fixtures.ts): React reports act() and key warnings, failed prop types and caught render errors
 * there, and a suite that prints them while passing teaches everyone to ignore them. A test that provokes
 * an error on purpose says which one with `allowConsoleError`; anything else still fails it.
 */
let allowed: RegExp[] = [];
let logged: string[] = [];
let original: typeof console.error | null = null;

/**
 * The text the console prints for `args`: printf-style substitutions (React's warnings are
 * `'An update to %s inside a test…', name`), then the other arguments; errors with their stack.
 */
function format(...args: unknown[]): string {
  const show = (value: unknown): string => {
    if (value instanceof Error) return value.stack ?? `${value.name}: ${value.message}`;
    if (typeof value !== 'object' || value === null) return String(value);
    try {
      return JSON.stringify(value);
    } catch {
      return String(value);
    }
  };
  const [first, ...rest] = args;
  if (typeof first !== 'string') return args.map(show).join(' ');
  const text = first.replace(/%([sdifoOjc%])/g, (match, kind: string) => {
    if (kind === '%') return '%';
    if (!rest.length) return match;
    const value = rest.shift();
    return kind === 'c' ? '' : show(value);
  });
  return [text, ...rest.map(show)].join(' ');
}

/** Lets this test log errors matching any of `patterns` (they are not printed either). */
export function allowConsoleError(...patterns: RegExp[]): void {
  allowed.push(...patterns);
}

function record(args: unknown[]): void {
  const text = format(...args);
  if (allowed.some((pattern) => pattern.test(text))) return;
  logged.push(text);
  original?.(...args);
}

/** Before each test: record every console.error from now on. */
export function watchConsoleErrors(): void {
  allowed = [];
  logged = [];
  original ??= console.error;
  console.error = (...args: unknown[]) => record(args);
}

/**
 * After each test: the errors it logged that were not allowed, and console.error back as it was. A test
 * that took console.error over with its own spy has its calls counted too: silencing is not allowing.
 */
export function stopWatchingConsoleErrors(): string[] {
  const current = console.error;
  if (vi.isMockFunction(current)) {
    for (const args of current.mock.calls) {
      const text = format(...args);
      if (!allowed.some((pattern) => pattern.test(text)) && !logged.includes(text)) {
        logged.push(text);
      }
    }
  }
  if (original) console.error = original;
  const errors = logged;
  allowed = [];
  logged = [];
  return errors;
}
