import { useId } from 'react';
import { DESCRIPTION_MAX } from '@/lib/constants';
import type { PublishStageProps } from './publish-stage';
import { useFieldProblem } from '@/components/ui/text-field';
import { checkPublishForm, descriptionLeft } from './rules';
import { ShareCard, type ShareText } from './share-card';
import { TagInput } from './tag-input';
import { TitleField } from './title-field';

export interface PublishFormProps extends PublishStageProps {
  /** What a link preview will show (publish-stage.tsx builds it with the server's head builder). */
  share: ShareText;
  /** How many images have no alt text (issue 17), and the warning that says so, if any. */
  undescribed: number;
  missingAlt: string | null;
}

/**
 * SPEC §2 Blog editor, stage 2's form: title, description with its characters-left counter (200), tags with a
 * tags-left counter, Publish. Issue 17: a warning, which does not stop publishing, names how many images have
 * no alt text. Issue 25 item 7: then how the post will look when shared. Downloaded after the editor's first
 * screen (publish-form-loader.tsx).
 */
export function PublishForm(props: PublishFormProps) {
  const { draft, onChange, onPublish, busy, share, undescribed, missingAlt } = props;
  const desId = useId();
  const counterId = useId();
  const altWarningId = useId();
  // SPEC §5's checks of this form: the toast says what (editor-workspace.tsx), the field says where.
  const problem = checkPublishForm(draft);
  const marks = useFieldProblem(problem);

  return (
    <>
      <p className="mb-2 text-muted">Blog Title</p>
      <TitleField
        value={draft.title}
        onChange={(title) => onChange({ title })}
        className="input text-lg"
        name="title"
        invalid={marks.invalid('title')}
      />

      <label htmlFor={desId} className="mb-2 mt-8 block text-muted">
        Short description about your blog
      </label>
      <textarea
        dir="auto"
        id={desId}
        name="des"
        aria-invalid={marks.invalid('des')}
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
        <TagInput
          tags={draft.tags}
          onChange={(tags) => onChange({ tags })}
          invalid={marks.invalid('tags')}
        />
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
        onClick={(event) => {
          // The fields are this button's neighbours (the stage's form column).
          if (problem && !busy) marks.show(event.currentTarget.parentElement ?? document, problem);
          onPublish();
        }}
        aria-disabled={busy || undefined}
        aria-busy={busy}
        aria-describedby={missingAlt ? altWarningId : undefined}
      >
        Publish
      </button>

      <ShareCard text={share} banner={draft.banner} />
    </>
  );
}
