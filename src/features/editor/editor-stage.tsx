import type { Ref } from 'react';
import { BannerUpload } from './banner-upload';
import { BlockEditor, type BlockEditorHandle } from './block-editor';
import type { EditorDocument } from './document';
import { EMBED_SERVICE_NAMES } from './editor-keys';
import type { BlogDraft } from './rules';
import { TitleField } from './title-field';
import { UploadProgress } from './upload-progress';
import { useUploadsInFlight, type UploadTracker } from './uploads-in-flight';

interface EditorStageProps {
  draft: BlogDraft;
  onChange: (fields: Partial<Omit<BlogDraft, 'blocks'>>) => void;
  /** The blocks being written (document.ts). */
  doc: EditorDocument;
  editorKey: number;
  onEditorReady: () => void;
  /** What is typed before the editor is ready (early-text.tsx). */
  onEarlyText: (text: string) => void;
  editorHandle: Ref<BlockEditorHandle>;
  onHelp: () => void;
  /** Enter in the title (issue 25 item 7). */
  onTitleEnter: () => void;
  /** The banner's and content images' uploads under way (issue 23 item 7). */
  uploads: UploadTracker;
  /** Whether Publish's check failed on this field (useFieldProblem). */
  invalid: (field: 'banner' | 'title') => true | undefined;
}

/**
 * SPEC §2 Blog editor, stage 1: banner, title and the block content editor. It stays mounted (hidden) while
 * the publish form shows, so the editor keeps its caret and undo history when the author comes back.
 */
export function EditorStage({
  draft,
  onChange,
  doc,
  editorKey,
  onEditorReady,
  onEarlyText,
  editorHandle,
  onHelp,
  onTitleEnter,
  uploads,
  invalid,
}: EditorStageProps) {
  const inFlight = useUploadsInFlight(uploads);

  return (
    <div className="mx-auto w-full max-w-[900px]">
      <BannerUpload
        banner={draft.banner}
        onChange={(banner) => onChange({ banner })}
        uploads={uploads}
        invalid={invalid('banner')}
      />
      <TitleField
        value={draft.title}
        onChange={(title) => onChange({ title })}
        onEnter={onTitleEnter}
        name="title"
        invalid={invalid('title')}
        className="mt-10 bg-transparent text-4xl font-semibold outline-none"
      />
      <hr className="my-5 w-full border-line" />
      <UploadProgress uploads={inFlight} />
      <BlockEditor
        key={editorKey}
        doc={doc}
        onReady={onEditorReady}
        onEarlyText={onEarlyText}
        uploads={uploads}
        handle={editorHandle}
      />
      {/* PITFALLS: embeds have no menu entry; they appear when a matching address is pasted. The hint is
          shown once the editor it describes has loaded: a post's blocks arriving above it would move it. */}
      <p className="mt-6 border-t border-line pt-4 text-sm text-muted peer-aria-busy:invisible">
        Type “/” on an empty line, or click “+”, for headings, lists, images and quotes. To embed a
        video, song, post or pen, paste its {EMBED_SERVICE_NAMES} link on an empty line.{' '}
        <button type="button" className="link" onClick={onHelp} aria-haspopup="dialog">
          All keyboard shortcuts
        </button>
      </p>
    </div>
  );
}
