import type { ReactNode } from 'react';
import { UserText } from '@/components/ui/user-text';

/**
 * The search page's frame and heading. The page draws them (search-page.tsx), and the build renders these same
 * components into the production server's first view (src/app/boot/first-paint.tsx, server/first-view.ts), so
 * the heading paints with the document where React will draw it (issue 30 item 1).
 */

export function SearchFrame({ children }: { children: ReactNode }) {
  return <div className="mx-auto w-full max-w-page px-[5vw] py-8">{children}</div>;
}

/** SPEC §2 search results: 'Search results for “{query}”'. */
export function SearchHeading({ query }: { query: string }) {
  return (
    <h1 className="mb-6 text-3xl font-semibold">
      Search results for “<UserText>{query}</UserText>”
    </h1>
  );
}
