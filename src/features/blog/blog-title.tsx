import type { ReactNode } from 'react';
import { UserText } from '@/components/ui/user-text';

/**
 * A blog's article and the top of its header: the banner and the title. The blog page draws them
 * (blog-page.tsx, blog-byline.tsx), and the build renders these same components into the production server's
 * first view (src/app/boot/first-paint.tsx, server/first-view.ts), so the banner and the title paint with the
 * document in the boxes React will draw them in (issue 30 item 1).
 */

/** The banner's intrinsic size, which reserves its box before it loads. */
const BANNER_SIZE = { width: 1200, height: 675 } as const;

export function BlogArticle({ children }: { children: ReactNode }) {
  return <article className="mx-auto w-full max-w-[900px] px-[5vw] py-10">{children}</article>;
}

/** `banner`: a safe http(s) address, or none. */
export function BlogTitle({ title, banner }: { title: string; banner: string | null }) {
  return (
    <>
      {banner && (
        <img
          src={banner}
          alt={`Banner for ${title}`}
          width={BANNER_SIZE.width}
          height={BANNER_SIZE.height}
          // Issue 17: the banner is the page's largest paint: fetched at once and first, never lazily.
          loading="eager"
          fetchPriority="high"
          className="aspect-video w-full rounded-md bg-surface object-cover"
        />
      )}
      <h1 dir="auto" className="mt-10 text-3xl font-semibold leading-tight sm:text-4xl">
        <UserText>{title}</UserText>
      </h1>
    </>
  );
}
