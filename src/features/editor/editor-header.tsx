import { Link } from '@/components/ui/link';
import { Logo } from '@/components/ui/logo';
import { ThemeToggle } from '@/components/ui/theme-toggle';
import { SITE_NAME } from '@/lib/constants';
import { paths } from '@/lib/paths';
import type { ContentBlock } from '@/api/types';
import { wordCountText } from './word-count';

/**
 * The editor's own bar (SPEC §2: the editor lives outside the main layout): logo home, the blog's title
 * ('New Blog' until it has one; the page's heading is in <main>), Publish and Save Draft, and (issue 17) the
 * keyboard shortcuts sheet, whose button shows from 650 px like the theme toggle (phones get the one
 * below the editor). Issue 25 item 7: the words written so far and the reading time, live, at every width.
 * Below `md` the count sits under the logo, along the bar's foot, and the title waits for `lg`: between
 * 650 and 800 px a post's title had 0 to 92 px and the logo's name was cut to 'Inkw…'.
 */
export function EditorHeader({
  title,
  blocks,
  onPublish,
  onSaveDraft,
  onHelp,
  busy,
}: {
  title: string;
  /** The document's blocks, as they are after the editor's last change (use-editor-doc.ts). */
  blocks: readonly ContentBlock[];
  onPublish: () => void;
  onSaveDraft: () => void;
  onHelp: () => void;
  busy: boolean;
}) {
  return (
    <header className="editor-bar flex h-navbar items-center gap-2 border-b border-line bg-bg px-[5vw] sm:gap-4">
      <Link to={paths.home()} aria-label={`${SITE_NAME} home`} className="min-w-0 rounded-md">
        <Logo />
      </Link>
      <p aria-hidden="true" className="hidden min-w-0 flex-1 truncate text-lg lg:block">
        {title.trim() || 'New Blog'}
      </p>
      {/* Under `md`: under the logo, along the bar's foot, so Publish and Save Draft keep their room. */}
      <p
        data-testid="word-count"
        className="shrink-0 whitespace-nowrap text-sm text-muted max-md:absolute max-md:bottom-1 max-md:left-[5vw] max-md:text-xs md:ml-auto"
      >
        {wordCountText(blocks)}
      </p>
      {/* Under 650 px (SPEC §9) the bar keeps the two actions; the theme toggle waits for wider screens. */}
      <div className="flex shrink-0 items-center gap-2 max-md:ml-auto sm:gap-3">
        <div className="hidden gap-2 sm:flex sm:gap-3">
          <button
            type="button"
            onClick={onHelp}
            aria-label="Keyboard shortcuts"
            aria-haspopup="dialog"
            title="Keyboard shortcuts (?)"
            className="btn-round text-lg font-semibold"
          >
            <span aria-hidden="true">?</span>
          </button>
          <ThemeToggle />
        </div>
        <button
          type="button"
          className="btn-primary max-sm:px-3"
          onClick={onPublish}
          // Not `disabled`: focus would drop to <body>; the workspace ignores a press while busy (0059).
          aria-disabled={busy || undefined}
        >
          Publish
        </button>
        <button
          type="button"
          className="btn-secondary max-sm:px-3"
          onClick={onSaveDraft}
          aria-disabled={busy || undefined}
        >
          Save Draft
        </button>
      </div>
    </header>
  );
}

/** The bar of an editor page with no blog to write in (a load failure, a blog gone): the way home. */
export function PlainEditorBar() {
  return (
    <header className="flex h-navbar items-center border-b border-line bg-bg px-[5vw]">
      <Link to={paths.home()} aria-label={`${SITE_NAME} home`} className="min-w-0 rounded-md">
        <Logo />
      </Link>
    </header>
  );
}
