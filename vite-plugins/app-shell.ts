import type { Plugin } from 'vite';
import { siteNameOf } from '../src/config/site.ts';
import { escapeHtml } from '../src/lib/escape-html.ts';
import { findRoute, ROUTES } from '../src/config/routes.ts';
import { STORAGE_KEYS } from '../src/config/storage-keys.ts';
import {
  COOKIE_BANNER_CLASSES as CLASSES,
  COOKIE_CHOICES,
  COOKIE_NOTICE,
} from '../src/config/cookie-notice.ts';
import { routePattern } from './route-preload.ts';

/**
 * The rest of index.html's app shell (the navbar's frame is written there by hand): the site's name in it, the
 * cookie banner, and the script that fits the shell to the page before its first paint.
 *
 * A first-time visitor's cookie banner is part of the first view, and on a phone the largest text of most
 * pages: drawn by React, it appeared only once the code had downloaded and run (Lighthouse put the home
 * page's and profiles' LCP there, about 2.8 s). Written into the document from the same words and classes as
 * React's banner (src/config/cookie-notice.ts), it paints with the document; React's banner takes
 * its place, in the same box, when the app starts. Its buttons work before the code arrives: the script
 * stores the choice under the same key React reads, and removes the banner (docs/decisions/0016).
 */

/** Where React draws no navbar and no banner (the editor's own layout): the shell is removed there. */
export function bareRoutePatterns(): string[] {
  return ROUTES.filter((route) => route.layout === 'editor').map((route) =>
    routePattern(route.path),
  );
}

export function cookieBannerHtml(): string {
  const cookiePolicyPath = findRoute('cookiePolicy').path;
  const button = (choice: keyof typeof COOKIE_CHOICES) =>
    `<button type="button" class="${CLASSES[choice]}" data-consent="${COOKIE_CHOICES[choice]}">${escapeHtml(COOKIE_NOTICE[choice])}</button>`;
  return [
    `<section id="cookie-shell" aria-label="${escapeHtml(COOKIE_NOTICE.label)}" class="${CLASSES.banner}">`,
    `<p class="${CLASSES.text}">${escapeHtml(COOKIE_NOTICE.text)} `,
    `<a href="${escapeHtml(cookiePolicyPath)}" class="${CLASSES.more}">${escapeHtml(COOKIE_NOTICE.more)}</a></p>`,
    `<div class="${CLASSES.actions}">${button('accept')}${button('reject')}</div>`,
    `</section>`,
  ].join('');
}

/**
 * Runs right after the shell is parsed, before the first paint: on the editor's routes it removes the shell;
 * elsewhere it removes the banner once a choice is stored, or makes its buttons store one. A first view the
 * server wrote (server/first-view.ts) always stays: the app's first commit waits until it can draw the same
 * elements (src/app/first-commit.ts; docs/decisions/0024).
 */
export function shellScript(): string {
  const bare = JSON.stringify(bareRoutePatterns());
  const key = JSON.stringify(STORAGE_KEYS.cookieConsent);
  const choices = JSON.stringify(Object.values(COOKIE_CHOICES));
  return `(function(){var d=document,s=d.getElementById('app-shell'),b=d.getElementById('cookie-shell'),p=location.pathname,c;
if(${bare}.some(function(r){return new RegExp(r).test(p)})){s.remove();b.remove();return}
try{c=localStorage.getItem(${key})}catch(e){}
if(${choices}.indexOf(c)>=0){b.remove();return}
b.addEventListener('click',function(e){var t=e.target.closest('[data-consent]');if(!t)return;try{localStorage.setItem(${key},t.getAttribute('data-consent'))}catch(e){}b.remove()})})();`;
}

/**
 * Fills index.html's shell: the site's name in the navbar's frame (as src/lib/constants.ts reads
 * VITE_SITE_NAME), the cookie banner and the script. A marker missing from index.html fails the build.
 */
export function appShell(siteName: string | undefined): Plugin {
  const fills: [string, () => string][] = [
    ['<!--site-name-->', () => escapeHtml(siteNameOf(siteName))],
    ['<!--cookie-banner-->', cookieBannerHtml],
    ['<!--shell-script-->', () => `<script>${shellScript()}</script>`],
  ];
  return {
    name: 'inkwell:app-shell',
    transformIndexHtml(html) {
      return fills.reduce((page, [marker, fill]) => {
        if (!page.includes(marker)) throw new Error(`app-shell: index.html has no ${marker}`);
        return page.replace(marker, fill);
      }, html);
    },
  };
}
