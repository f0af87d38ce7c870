import type { IndexHtmlTransformContext, Plugin } from 'vite';

type Bundle = NonNullable<IndexHtmlTransformContext['bundle']>;

/**
 * A build-only plugin that rewrites index.html once the bundle is written (its chunks and assets known), with
 * the configured base: the shape of our index.html plugins (route-preload, inline-css).
 */
export function builtIndexHtml(
  name: string,
  transform: (html: string, bundle: Bundle, base: string) => string,
): Plugin {
  let base = '/';
  return {
    name,
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        return context.bundle ? transform(html, context.bundle, base) : html;
      },
    },
  };
}
