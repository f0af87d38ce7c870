import { useEffect, useId, useRef } from 'react';
import { BlockRenderer } from '@/components/blocks/block-renderer';
import { DESCRIPTION_MAX } from '@/lib/constants';
import { safeImageUrl } from '@/lib/safe-url';
import { descriptionLeft, imagesWithoutAlt, missingAltText, type BlogDraft } from './rules';
import { TagInput } from './tag-input';
import { TitleField } from './title-field';

interface PublishStageProps {
  draft: BlogDraft;
  onChange: (fields: Partial<BlogDraft>) => void;
  onClose: () => void;
  onPublish: () => void;
  busy: boolean;
}

/**
 * SPEC §2 Blog editor, stage 2: a preview of the post drawn by the blog page's own block renderer (what
 * readers will see, stripped markup and rebuilt embeds included), then title, description with its
 * characters-left counter (200), tags with a tags-left counter, Publish, and a close button back to the
 * editor. Issue 17: a warning, which does not stop publishing, names how many images have no alt text.
 */
export function PublishStage({ draft, onChange, onClose, onPublish, busy }: PublishStageProps) {
  const desId = useId();
  const counterId = useId();
  const altWarningId = useId();
  const undescribed = imagesWithoutAlt(draft.blocks);
  const missingAlt = missingAltText(undescribed);
  const heading = useRef<HTMLHeadingElement>(null);
  const banner = safeImageUrl(draft.banner);

  // The stage replaces the editor in place: move focus to its heading, as a route change would.
  useEffect(() => heading.current?.focus(), []);

  return (
    <section
      aria-labelledby="publish-heading"
      className="mx-auto grid w-full max-w-page gap-10 lg:grid-cols-2 lg:gap-16"
    >
      <button
        type="button"
        onClick={onClose}
        aria-label="Close and go back to the editor"
        className="btn-ghost absolute right-[5vw] top-24 z-10 h-12 w-12 px-0 text-2xl lg:top-[5vh]"
      >
        <span aria-hidden="true">×</span>
      </button>

      <div className="min-w-0">
        <h1 id="publish-heading" ref={heading} tabIndex={-1} className="mb-2 text-muted">
          Preview
        </h1>
        {banner && (
          <div className="mt-4 aspect-video w-full overflow-hidden rounded-md bg-surface">
            <img src={banner} alt="Blog banner" className="h-full w-full object-cover" />
          </div>
        )}
        <h2 className="mt-4 text-4xl font-semibold leading-tight">{draft.title}</h2>
        <p className="mt-4 line-clamp-2 text-xl leading-7 text-muted">{draft.des}</p>
        <div className="mt-6 border-t border-line pt-2" aria-label="Content preview" role="region">
          <BlockRenderer blocks={draft.blocks} />
        </div>
      </div>

      <div className="min-w-0 lg:pt-10">
        <p className="mb-2 text-muted">Blog Title</p>
        <TitleField
          value={draft.title}
          onChange={(title) => onChange({ title })}
          className="input text-lg"
        />

        <label htmlFor={desId} className="mb-2 mt-8 block text-muted">
          Short description about your blog
        </label>
        <textarea
          id={desId}
          maxLength={DESCRIPTION_MAX}
          value={draft.des}
          aria-describedby={counterId}
          onChange={(event) => onChange({ des: event.target.value.replace(/[\r\n]+/g, ' ') })}
          onKeyDown={(event) => {
            if (event.key === 'Enter') event.preventDefault();
          }}
          className="input h-40 resize-none leading-7"
        />
        <p id={counterId} className="mt-1 text-right text-sm text-muted">
          {descriptionLeft(draft.des)} characters left
        </p>

        <div className="mt-6">
          <TagInput tags={draft.tags} onChange={(tags) => onChange({ tags })} />
        </div>

        {missingAlt && (
          <div
            id={altWarningId}
            role="status"
            className="mt-8 flex gap-3 rounded-md border border-line bg-surface px-4 py-3"
          >
            <span aria-hidden="true" className="text-xl leading-6">
              ⚠
            </span>
            <div>
              <p className="font-medium">{missingAlt}</p>
              <p className="mt-1 text-sm text-muted">
                {undescribed === 1
                  ? 'Readers using a screen reader will not know what it shows. Close this form and describe it in the image’s Alt text field, or publish as it is.'
                  : 'Readers using a screen reader will not know what they show. Close this form and describe each in its Alt text field, or publish as it is.'}
              </p>
            </div>
          </div>
        )}

        <button
          type="button"
          className="btn-primary mt-8 px-8"
          onClick={onPublish}
          disabled={busy}
          aria-busy={busy}
          aria-describedby={missingAlt ? altWarningId : undefined}
        >
          Publish
        </button>
      </div>
    </section>
  );
}
