import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { HomeLink, NavbarFrame, PageMain } from '../layouts/main/frame';
import { CookieBanner } from '../layouts/main/cookie-banner';
import { BlogArticle, BlogTitle } from '@/features/blog/blog-title';
import { SearchFrame, SearchHeading } from '@/features/search/search-heading';
import {
  COOKIE_SHELL_ID,
  FIRST_VIEW_ID,
  SHELL_ID,
  SLOT_MARKS,
  toTemplate,
  type FirstViewTemplates,
} from '@/config/first-view';

/**
 * The first paint, rendered at build time from the app's own components (issue 30 item 1): the build
 * (vite-plugins/app-shell.ts) loads this module in Node and writes what it renders into index.html and into
 * the server's templates. Never part of the app's bundle.
 *
 * - The shell: the navbar's frame with the home link, painted as soon as the stylesheet arrives instead of a
 *   white page while the code downloads, and a first-time visitor's cookie banner (on a phone the largest text
 *   of most pages: drawn only by React, it appeared once the code had run). React replaces both when it
 *   starts, in the same boxes: they are the same components.
 * - The first views: a blog's banner and title and a search's heading, as templates the server fills.
 */

function render(element: ReactNode): string {
  // Links need a router: the shell's are plain addresses, which work before the code arrives.
  return renderToStaticMarkup(<StaticRouter location="/">{element}</StaticRouter>);
}

export function renderShell(): { navbar: string; cookieBanner: string } {
  return {
    navbar: render(
      <NavbarFrame id={SHELL_ID}>
        <HomeLink />
      </NavbarFrame>,
    ),
    cookieBanner: render(<CookieBanner id={COOKIE_SHELL_ID} />),
  };
}

function blogView(banner: string | null): string {
  const html = render(
    <PageMain id={FIRST_VIEW_ID}>
      <BlogArticle>
        <header>
          <BlogTitle title={SLOT_MARKS.title} banner={banner} />
        </header>
      </BlogArticle>
    </PageMain>,
  );
  // React's server renderer puts a preload of a high-priority image before the markup; the server writes the
  // banner's preload in the head already (server/head.ts).
  const main = html.indexOf('<main');
  if (main < 0) throw new Error('first-paint: the blog view rendered no <main>');
  return html.slice(main);
}

export function renderFirstViews(): FirstViewTemplates {
  return {
    blog: toTemplate(blogView(null)),
    blogWithBanner: toTemplate(blogView(SLOT_MARKS.banner)),
    search: toTemplate(
      render(
        <PageMain id={FIRST_VIEW_ID}>
          <SearchFrame>
            <SearchHeading query={SLOT_MARKS.query} />
          </SearchFrame>
        </PageMain>,
      ),
    ),
  };
}
