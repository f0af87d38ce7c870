import { useEffect, useRef } from 'react';
import { BlockRenderer } from '@/components/blocks/block-renderer';
import { blogShareDescription, blogShareTitle } from '@/config/blog-share';
import { SITE_NAME } from '@/lib/constants';
import { safeImageUrl } from '@/lib/safe-url';
import { useSession } from '@/lib/session';
import { PublishFormLoader } from './publish-form-loader';
import { imagesWithoutAlt, missingAltText, type BlogDraft } from './rules';
import { wordCountText } from './word-count';

export interface PublishStageProps {
  draft: BlogDraft;
  onChange: (fields: Partial<Omit<BlogDraft, 'blocks'>>) => void;
  onClose: () => void;
  onPublish: () => void;
  busy: boolean;
}

/**
 * SPEC §2 Blog editor, stage 2: a preview of the post drawn by the blog page's own block renderer (what
 * readers will see, stripped markup and rebuilt embeds included), and the publish form (publish-form.tsx:
 * title, description, tags, Publish, and how a link to the post will look when shared), with a close button
 * back to the editor.
 *
 * Issue 25: the heading and × share a row above both columns (the × never over the banner); the form comes
 * first in reading and tab order, and on narrow screens first on the screen too (description, tags and
 * Publish before the long preview); from 1024 px it stands beside the preview, on the right. The share
 * card's title and description come from the builder the server's head uses (src/config/blog-share.ts).
 */
export function PublishStage(props: PublishStageProps) {
  const { draft, onClose } = props;
  const heading = useRef<HTMLHeadingElement>(null);
  const banner = safeImageUrl(draft.banner);
  const user = useSession();
  const title = draft.title.trim();
  const share = {
    title: blogShareTitle(title, SITE_NAME),
    description: blogShareDescription(
      { title, des: draft.des, authorName: user?.fullname ?? '' },
      SITE_NAME,
    ),
  };

  const undescribed = imagesWithoutAlt(draft.blocks);

  // The stage replaces the editor in place: move focus to its heading, as a route change would.
  useEffect(() => heading.current?.focus(), []);

  return (
    <section
      aria-labelledby="publish-heading"
      className="mx-auto grid w-full max-w-page gap-x-16 gap-y-8 lg:grid-cols-2"
    >
      <div className="flex items-center justify-between gap-4 lg:col-span-2">
        <h1 id="publish-heading" ref={heading} tabIndex={-1} className="text-muted">
          Preview
        </h1>
        {/* Round, as the × the editor's sheet and the comments close with (close-button.tsx, a chunk of
            its own that the editor's first load does without: 0.25 KB and a file; decision 0066). */}
        <button
          type="button"
          onClick={onClose}
          aria-label="Close and go back to the editor"
          className="btn-round text-2xl"
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>

      <div className="min-w-0 lg:col-start-2 lg:row-start-2" data-testid="publish-form">
        <PublishFormLoader
          {...props}
          share={share}
          undescribed={undescribed}
          missingAlt={missingAltText(undescribed)}
        />
      </div>

      <div className="min-w-0 lg:col-start-1 lg:row-start-2" data-testid="publish-preview">
        {banner && (
          <div className="aspect-video w-full overflow-hidden rounded-md bg-surface">
            <img src={banner} alt="Blog banner" className="h-full w-full object-cover" />
          </div>
        )}
        <h2 className="mt-4 text-4xl font-semibold leading-tight">{draft.title}</h2>
        <p className="mt-4 line-clamp-2 text-xl leading-7 text-muted">{draft.des}</p>
        <p className="mt-4 text-sm text-muted">{wordCountText(draft.blocks)}</p>
        <div className="mt-6 border-t border-line pt-2" aria-label="Content preview" role="region">
          <BlockRenderer blocks={draft.blocks} />
        </div>
      </div>
    </section>
  );
}
