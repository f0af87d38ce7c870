import { ESLint, type Linter } from 'eslint';

/**
 * The boundaries of eslint.config.js (ARCHITECTURE.md), each fed a file that breaks it and, where a module
 * is the one allowed exception, the same text in that module. A pattern that stops matching (a renamed
 * folder, a typo, a later config object that silently replaces the rule's options) fails here instead of
 * turning the rule into a no-op. The files need not exist: ESLint lints the text under that name.
 */
// The repository's root, from this file's address: the app's tsconfig has no Node types (node:path), and
// jsdom's URL resolves '../..' against a file: address to '/'.
const cwd = decodeURIComponent(import.meta.url.replace(/^file:\/\//, '')).replace(
  /\/tests\/lint\/[^/]+$/,
  '',
);
const eslint = new ESLint({ cwd });

async function lint(filePath: string, code: string): Promise<Linter.LintMessage[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages;
}

/** Exactly one problem, from `ruleId`, saying `message`. */
async function expectError(filePath: string, code: string, ruleId: string, message: RegExp) {
  const messages = await lint(filePath, code);
  expect(messages).toEqual([
    expect.objectContaining({ ruleId, message: expect.stringMatching(message) }),
  ]);
}

async function expectClean(filePath: string, code: string) {
  expect(await lint(filePath, code)).toEqual([]);
}

const FEATURES_APART = /Features do not import each other/;

describe('features do not import each other', () => {
  const useProfile = "import { useProfile } from '%s';\n\nexport const hook = useProfile;\n";
  const importing = (from: string) => useProfile.replace('%s', from);

  it('by a relative path from the top folder of a feature', async () => {
    await expectError(
      'src/features/blog/blog-page.tsx',
      importing('../profile/use-profile'),
      'no-restricted-imports',
      FEATURES_APART,
    );
    await expectError(
      'src/features/blog/blog-page.tsx',
      importing('./../profile/use-profile'),
      'no-restricted-imports',
      FEATURES_APART,
    );
  });

  it('by a relative path from a folder inside a feature', async () => {
    await expectError(
      'src/features/blog/parts/share-bar.tsx',
      importing('../../profile/use-profile'),
      'no-restricted-imports',
      FEATURES_APART,
    );
    await expectError(
      'src/features/blog/parts/share-bar.tsx',
      importing('../x/../../profile/use-profile'),
      'no-restricted-imports',
      FEATURES_APART,
    );
  });

  it('by alias', async () => {
    await expectError(
      'src/features/blog/blog-page.tsx',
      importing('@/features/profile/use-profile'),
      'no-restricted-imports',
      /Features do not import the app or each other/,
    );
  });

  it('while a feature still reaches its own modules relatively', async () => {
    await expectClean('src/features/blog/blog-page.tsx', importing('./use-blog'));
    await expectClean('src/features/blog/parts/share-bar.tsx', importing('../use-blog'));
    await expectClean('src/features/blog/parts/share-bar.tsx', importing('./share-links'));
  });
});

describe('the other layers keep their direction', () => {
  it('shared code does not import the app, with no exception: the path builders read src/config', async () => {
    const code = "import { router } from '@/app/router';\n\nexport const r = router;\n";
    await expectError(
      'src/lib/paths.ts',
      code,
      'no-restricted-imports',
      /Shared code must not depend on screens or features/,
    );
    await expectError(
      'src/lib/paths.ts',
      "import { buildRoutes } from '../app/router';\n\nexport const b = buildRoutes;\n",
      'no-restricted-imports',
      /Shared code must not depend on screens or features/,
    );
    await expectClean(
      'src/lib/paths.ts',
      "import { findRoute } from '@/config/routes';\n\nexport const f = findRoute;\n",
    );
  });

  it('src/config is the leaf: it imports nothing of the app, the REST client or shared code', async () => {
    for (const from of [
      '@/lib/paths',
      '@/app/router',
      '@/api/client',
      '../lib/storage',
      '@/mocks/node',
    ]) {
      await expectError(
        'src/config/routes.ts',
        `import { x } from '${from}';\n\nexport const y = x;\n`,
        'no-restricted-imports',
        /src\/config is the leaf/,
      );
    }
    await expectClean(
      'src/config/early-requests.ts',
      "import type { RouteName } from './routes';\n\nexport type R = RouteName;\n",
    );
  });

  it("the server and the build plugins share the app's facts through src/config only", async () => {
    for (const file of ['server/routes.ts', 'vite-plugins/route-preload.ts']) {
      await expectError(
        file,
        "import { ENDPOINTS } from '../src/api/client';\n\nexport const e = ENDPOINTS;\n",
        'no-restricted-imports',
        /read what they share with the app from src\/config/,
      );
      await expectClean(
        file,
        "import { ENDPOINTS } from '../src/config/endpoints';\n\nexport const e = ENDPOINTS;\n",
      );
    }
  });

  it('the REST client imports nothing from the app', async () => {
    await expectError(
      'src/api/blogs.ts',
      "import { paths } from '@/lib/paths';\n\nexport const p = paths;\n",
      'no-restricted-imports',
      /The REST client imports nothing from the app/,
    );
  });

  it('only main.tsx reaches the mock backend', async () => {
    const code = "import { store } from '@/mocks/node';\n\nexport const s = store;\n";
    await expectError(
      'src/app/app.tsx',
      code,
      'no-restricted-imports',
      /Only src\/main.tsx may load the mock backend/,
    );
    await expectClean('src/main.tsx', code);
  });
});

describe("links are the app's own", () => {
  it("React Router's Link and NavLink are not imported: @/components/ui/link builds them from its hooks", async () => {
    for (const name of ['Link', 'NavLink']) {
      await expectError(
        'src/features/blog/blog-byline.tsx',
        `import { ${name} } from 'react-router-dom';\n\nexport const L = ${name};\n`,
        'no-restricted-imports',
        /Use Link and NavLink from @\/components\/ui\/link/,
      );
    }
    await expectClean(
      'src/features/blog/blog-byline.tsx',
      "import { Link } from '@/components/ui/link';\n\nexport const L = Link;\n",
    );
  });

  it('the router comes through react-router-dom, the package the app depends on', async () => {
    await expectError(
      'src/features/blog/blog-byline.tsx',
      "import { useParams } from 'react-router';\n\nexport const P = useParams;\n",
      'no-restricted-imports',
      /Import the router from react-router-dom/,
    );
    await expectClean(
      'src/features/blog/blog-byline.tsx',
      "import { useParams } from 'react-router-dom';\n\nexport const P = useParams;\n",
    );
  });
});

describe('each risky library has one owner', () => {
  const owners = [
    {
      library: 'axios',
      message: /Only src\/api talks to the server/,
      owner: 'src/api/client.ts',
      others: ['src/features/home/use-home-feed.ts', 'src/lib/paged-query.ts', 'src/app/app.tsx'],
    },
    {
      library: 'dompurify',
      message: /Only src\/lib\/sanitize.ts loads DOMPurify/,
      owner: 'src/lib/sanitize.ts',
      others: ['src/components/blocks/block-renderer.tsx', 'src/lib/safe-url.ts', 'src/main.tsx'],
    },
    {
      library: 'react-hot-toast',
      message: /Use toast from @\/lib\/toast/,
      owner: 'src/lib/toast.ts',
      others: ['src/features/auth/auth-screen.tsx', 'src/components/ui/tabs.tsx'],
    },
  ];

  for (const { library, message, owner, others } of owners) {
    describe(library, () => {
      const imported = `import lib from '${library}';\n\nexport const x = lib;\n`;
      const deep = `import { x } from '${library}/dist/x';\n\nexport const y = x;\n`;
      const dynamic = `export const load = () => import('${library}');\n`;

      it(`may not be imported outside ${owner}`, async () => {
        for (const file of others) {
          await expectError(file, imported, 'no-restricted-imports', message);
          await expectError(file, deep, 'no-restricted-imports', message);
        }
      });

      it('nor loaded with import()', async () => {
        await expectError(others[0]!, dynamic, 'no-restricted-syntax', message);
      });

      it(`is allowed in ${owner}`, async () => {
        await expectClean(owner, imported);
        await expectClean(owner, dynamic);
      });
    });
  }

  it('react-hot-toast also in the toaster that renders it, loaded lazily by the app', async () => {
    await expectClean(
      'src/app/providers/app-toaster.tsx',
      "import { Toaster } from 'react-hot-toast';\n\nexport const T = Toaster;\n",
    );
  });

  it('a module whose name only begins like an owned one is not caught', async () => {
    await expectClean(
      'src/features/home/home-page.tsx',
      "import x from 'axios-like';\n\nexport const y = x;\n",
    );
  });
});

describe('only the block renderer writes HTML (dangerouslySetInnerHTML)', () => {
  const jsx = [
    'export function Raw({ html }: { html: string }) {',
    '  return <p dangerouslySetInnerHTML={{ __html: html }} />;',
    '}',
    '',
  ].join('\n');
  const props = [
    "import { createElement } from 'react';",
    '',
    "export const raw = (html: string) => createElement('p', { dangerouslySetInnerHTML: { __html: html } });",
    '',
  ].join('\n');
  const RAW_HTML = /Only the block renderer .* writes HTML/;

  it('as a JSX attribute or a props object, anywhere else', async () => {
    for (const file of [
      'src/features/blog/blog-page.tsx',
      'src/components/blocks/list-block.tsx',
      'src/features/editor/publish-preview.tsx',
      'src/components/ui/blog-card.tsx',
      'src/app/layouts/main-layout.tsx',
      'src/mocks/browser-ui/demo-inbox.tsx',
      'tests/features/blog/raw.test.tsx',
    ]) {
      await expectError(file, jsx, 'no-restricted-syntax', RAW_HTML);
    }
    await expectError('src/components/ui/raw.ts', props, 'no-restricted-syntax', RAW_HTML);
  });

  it('is allowed in SafeHtml, the renderer of every HTML field', async () => {
    await expectClean('src/components/blocks/safe-html.tsx', jsx);
  });
});

/**
 * The plugins' own rules, each fed one file that breaks it. eslint-plugin-jsx-a11y declares ESLint up to 9 and
 * runs under ESLint 10 through package.json's `overrides` (docs/decisions/0045): if a release stops loading
 * it, or a rule stops reporting, this fails instead of the lint turning silently quieter.
 */
describe('the plugins report under this ESLint', () => {
  it('jsx-a11y: an image without a text alternative', async () => {
    await expectError(
      'src/components/ui/picture.tsx',
      "export const Picture = () => <img src='/a.png' />;\n",
      'jsx-a11y/alt-text',
      /alt prop/,
    );
  });

  it('react-hooks: a hook called conditionally', async () => {
    await expectError(
      'src/components/ui/maybe.tsx',
      [
        "import { useState } from 'react';",
        '',
        'export function useMaybe(on: boolean) {',
        '  if (on) useState(0);',
        '}',
        '',
      ].join('\n'),
      'react-hooks/rules-of-hooks',
      /called conditionally/,
    );
  });

  it('ESLint 10 itself: a value assigned and never read', async () => {
    await expectError(
      'src/lib/dead.ts',
      [
        'export function pick(on: boolean): number {',
        '  let value = 0;',
        '  value = on ? 1 : 2;',
        '  return value;',
        '}',
        '',
      ].join('\n'),
      'no-useless-assignment',
      /not used/,
    );
  });
});
