/**
 * npm run deps:check — lists every dependency behind its newest release, as a table: what is installed,
 * the newest release its range in package.json allows ("wanted": `npm update` gets it), the newest release
 * at all, how far behind it is, and, for a release that renovate.json holds back on purpose, why.
 *
 * `npm outdated` leaves out a newest release whose `engines` this Node does not satisfy (it shows
 * react-router 7 as newest on Node 20 while 8 is out), so the registry's `latest` tag of every direct
 * dependency is read too, and such a release is listed with the Node it needs.
 *
 * A report, not a gate: it exits 0 whatever is behind (Renovate proposes the updates, grouped, and
 * npm test checks each), and 1 only when it cannot ask the registry.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');

interface Outdated {
  current?: string;
  wanted: string;
  latest: string;
  type?: string;
}

interface Manifest {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

interface Release {
  version: string;
  node?: string;
}

interface PackageRule {
  description?: string;
  matchPackageNames?: string[];
  allowedVersions?: string;
}

/** `npm outdated` exits 1 when anything is behind; its JSON on stdout is the answer either way. */
function npmOutdated(): Record<string, Outdated> {
  let stdout: string;
  try {
    stdout = execFileSync('npm', ['outdated', '--json', '--long'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      shell: process.platform === 'win32',
    });
  } catch (error) {
    stdout = String((error as { stdout?: unknown }).stdout ?? '');
    if (!stdout.trim().startsWith('{')) {
      const stderr = String((error as { stderr?: unknown }).stderr ?? '');
      throw new Error(`npm outdated failed:\n${stderr || String(error)}`);
    }
  }
  return stdout.trim() ? (JSON.parse(stdout) as Record<string, Outdated>) : {};
}

/** The registry's `latest` release of each package, with the Node it needs; none where it cannot be read. */
async function latestReleases(names: string[]): Promise<Map<string, Release>> {
  const registry = execFileSync('npm', ['config', 'get', 'registry'], {
    cwd: root,
    encoding: 'utf8',
    shell: process.platform === 'win32',
  }).trim();
  const base = registry.endsWith('/') ? registry : `${registry}/`;
  const answers = await Promise.all(
    names.map(async (name): Promise<[string, Release] | null> => {
      try {
        const response = await fetch(`${base}${name.replace('/', '%2F')}`, {
          headers: { accept: 'application/vnd.npm.install-v1+json' },
          signal: AbortSignal.timeout(15_000),
        });
        if (!response.ok) return null;
        const packument = (await response.json()) as {
          'dist-tags'?: { latest?: string };
          versions?: Record<string, { engines?: { node?: string } }>;
        };
        const version = packument['dist-tags']?.latest;
        return version
          ? [name, { version, node: packument.versions?.[version]?.engines?.node }]
          : null;
      } catch {
        return null;
      }
    }),
  );
  return new Map(answers.filter((answer) => answer !== null));
}

/** 1.10.0 > 1.9.3; prerelease tags are ignored (the `latest` tag is a release). */
function newer(a: string, b: string): boolean {
  const [x, y] = [a, b].map((v) => v.split('-')[0]!.split('.').map(Number));
  for (let i = 0; i < 3; i++) if ((x![i] ?? 0) !== (y![i] ?? 0)) return (x![i] ?? 0) > (y![i] ?? 0);
  return false;
}

function installedVersion(name: string): string | undefined {
  try {
    const manifest = readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8');
    return (JSON.parse(manifest) as { version?: string }).version;
  } catch {
    return undefined;
  }
}

/** Renovate's package names: exact names, or `/regex/`. */
function matches(pattern: string, name: string): boolean {
  const regex = /^\/(.*)\/$/.exec(pattern);
  return regex ? new RegExp(regex[1] ?? '').test(name) : pattern === name;
}

/** Why renovate.json holds a package back (its rules with allowedVersions), if it does. */
function holds(): (name: string) => string | undefined {
  const config = JSON.parse(readFileSync(join(root, 'renovate.json'), 'utf8')) as {
    packageRules?: PackageRule[];
  };
  const rules = (config.packageRules ?? []).filter((rule) => rule.allowedVersions);
  return (name) =>
    rules
      .filter((rule) => (rule.matchPackageNames ?? []).some((pattern) => matches(pattern, name)))
      .map((rule) => `held (${rule.allowedVersions}): ${rule.description ?? ''}`)[0];
}

function behind(current: string | undefined, latest: string): string {
  if (!current) return 'not installed';
  const [a, b] = [current, latest].map((v) => v.split(/[.-]/).map(Number));
  if (a?.[0] !== b?.[0]) return 'major';
  if (a?.[1] !== b?.[1]) return 'minor';
  return 'patch';
}

async function main() {
  const outdated = npmOutdated();
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as Manifest;
  const direct = {
    ...Object.fromEntries(Object.keys(manifest.dependencies ?? {}).map((n) => [n, 'dependencies'])),
    ...Object.fromEntries(
      Object.keys(manifest.devDependencies ?? {}).map((n) => [n, 'devDependencies']),
    ),
  };
  const releases = await latestReleases(Object.keys(direct));
  // Packages whose newest release needs a newer Node: what it needs, and the newest release this Node takes.
  const needsNode = new Map<string, { engines: string; newestHere?: string }>();
  for (const [name, release] of releases) {
    const known = outdated[name];
    const current = known?.current ?? installedVersion(name);
    if (!current || !newer(release.version, known?.latest ?? current)) continue;
    outdated[name] = {
      current,
      wanted: known?.wanted ?? current,
      latest: release.version,
      type: direct[name],
    };
    if (release.node) {
      const newestHere = known && known.latest !== current ? known.latest : undefined;
      needsNode.set(name, { engines: release.node, newestHere });
    }
  }
  const heldFor = holds();
  const names = Object.keys(outdated).sort();
  if (!names.length) {
    console.log('Every dependency is on its newest release.');
    return;
  }
  const header = ['package', 'type', 'current', 'wanted', 'latest', 'behind', 'note'];
  const rows = names.map((name) => {
    const info = outdated[name]!;
    const inRange = info.current !== info.wanted;
    const node = needsNode.get(name);
    const note =
      heldFor(name) ??
      (node
        ? `needs Node ${node.engines} (this is ${process.version}): Renovate waits for engines.node` +
          (node.newestHere ? `; newest for this Node: ${node.newestHere}` : '')
        : inRange
          ? 'in range: npm update'
          : 'outside the range: a deliberate change (Renovate PR)');
    return [
      name,
      info.type === 'devDependencies' ? 'dev' : 'prod',
      info.current ?? '-',
      info.wanted,
      info.latest,
      behind(info.current, info.latest),
      note,
    ];
  });
  const widths = header.map((h, i) =>
    i === header.length - 1 ? 0 : Math.max(h.length, ...rows.map((r) => r[i]!.length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  console.log(`\n${names.length} dependencies behind their newest release:\n`);
  console.log(line(header));
  console.log(line(widths.map((w, i) => '-'.repeat(w || header[i]!.length))));
  rows.forEach((row) => console.log(line(row)));
  const held = names.filter((name) => heldFor(name)).length;
  const waiting = names.filter((name) => !heldFor(name) && needsNode.has(name)).length;
  console.log(
    `\n${held} held on purpose (renovate.json, docs/decisions/0007), ${waiting} waiting for a newer Node; ` +
      'Renovate proposes the others, grouped.',
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
