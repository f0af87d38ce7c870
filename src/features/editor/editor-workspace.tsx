import { useEffect, useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import type { BlockEditorHandle } from './block-editor';
import { EditorStage } from './editor-stage';
import { EditorHeader } from './editor-header';
import { LeaveGuard } from './leave-guard';
import { localDraftKey } from './local-draft';
import { PublishStage } from './publish-stage';
import { preloadPublishForm } from './publish-form-loader';
import { RestoredNotice } from './restored-notice';
import { UnpublishDialog } from './unpublish-dialog';
import { checkDraftSave, checkEditorPublish, checkPublishForm, type BlogDraft } from './rules';
import { useEditorDoc } from './use-editor-doc';
import { useEditorShortcuts } from './use-editor-shortcuts';
import { EDITOR_TOAST, useSaveBlog } from './use-save-blog';
import { useShortcutsSheet } from './use-shortcuts-sheet';
import { createUploadTracker, useUploadsInFlight, WAIT_FOR_UPLOAD_TEXT } from './uploads-in-flight';

interface EditorWorkspaceProps {
  /** The blog being edited (its blog_id), or null for a new one. */
  blogId: string | null;
  userId: string;
  /** The blog as saved on the server (empty for a new blog). */
  saved: BlogDraft;
  /** The server says the blog is on the site (draft false): Save Draft would take it off, so it asks first. */
  published?: boolean;
}

/**
 * SPEC §2 Blog editor, both stages, and SPEC §4's transition: editor → publish form once the checks pass,
 * back via close; Save Draft from the editor, Publish from the form. Checks run in SPEC §5's order and say
 * the first failure in a toast. Buttons stay disabled from the request until the redirect (or a failure).
 * Issue 17: Cmd/Ctrl+S saves a draft from either stage, Cmd/Ctrl+Enter goes on to publishing, '?' or the
 * help buttons open the shortcuts sheet. Buttons and shortcuts run the same actions behind one guard: one
 * action at a time, from the first key press or click (reading the editor takes a moment) until the request
 * is answered, so neither can send a second save while one is on its way.
 */
export function EditorWorkspace({
  blogId,
  userId,
  saved,
  published = false,
}: EditorWorkspaceProps) {
  const doc = useEditorDoc(localDraftKey(userId, blogId), saved);
  const [stage, setStage] = useState<'editor' | 'publish'>('editor');
  const editor = useRef<BlockEditorHandle>(null);
  const save = useSaveBlog(blogId, doc.markSaved);
  const busy = save.isPending || save.isSuccess;
  const acting = useRef(false);
  const help = useShortcutsSheet();
  const [uploads] = useState(createUploadTracker);
  const uploading = useUploadsInFlight(uploads).length > 0;
  /** Issue 25 item 8: Save Draft on a published blog asks first (unpublish-dialog.tsx). */
  const [askUnpublish, setAskUnpublish] = useState(false);
  // The publish form's code comes after the editor's first screen (publish-form-loader.tsx).
  useEffect(() => {
    const timer = setTimeout(preloadPublishForm, 1_000);
    return () => clearTimeout(timer);
  }, []);

  /**
   * Issue 23 item 7: while the banner or a content image is on its way, saving would store the blog without
   * it (the image tool's save() drops a block with no address yet): say so, and do nothing else.
   */
  function waitForUploads(): boolean {
    if (!uploads.busy()) return false;
    toast.error(WAIT_FOR_UPLOAD_TEXT, EDITOR_TOAST);
    return true;
  }

  /**
   * Runs `action` unless another is running or a save is under way. `action` answers whether it handed over
   * to the save request; then the guard stays up until that request is answered.
   */
  async function guarded(action: () => Promise<boolean> | boolean) {
    if (acting.current || busy) return;
    acting.current = true;
    let handedOver = false;
    try {
      handedOver = await action();
    } finally {
      if (!handedOver) acting.current = false;
    }
  }
  const release = () => {
    acting.current = false;
  };

  /** The draft with the editor's blocks read right now (typing may be newer than the last onChange). */
  async function current(): Promise<BlogDraft> {
    const blocks = await editor.current?.save();
    if (!blocks) return doc.draft;
    doc.change({ blocks });
    return { ...doc.draft, blocks };
  }

  const openPublish = () =>
    guarded(async () => {
      preloadPublishForm();
      if (waitForUploads()) return false;
      const draft = await current();
      // An upload chosen while the blocks were being read.
      if (waitForUploads()) return false;
      const problem = checkEditorPublish(draft);
      if (problem) toast.error(problem, EDITOR_TOAST);
      else {
        toast.dismiss(EDITOR_TOAST.id);
        setStage('publish');
      }
      return false;
    });

  /**
   * From the editor, the blocks are read afresh; on the publish stage they were read on the way in. A
   * published blog is saved as a draft only once the author has confirmed taking it off the site.
   */
  const saveDraft = (confirmed = false) =>
    guarded(async () => {
      if (waitForUploads()) return false;
      const draft = stage === 'editor' ? await current() : doc.draft;
      if (waitForUploads()) return false;
      const problem = checkDraftSave(draft);
      if (problem) {
        toast.error(problem, EDITOR_TOAST);
        return false;
      }
      // Asked only once the draft could be saved; the answer runs this again, confirmed.
      if (published && !confirmed) {
        setAskUnpublish(true);
        return false;
      }
      save.mutate({ draft, asDraft: true }, { onSettled: release });
      return true;
    });

  const publish = () =>
    guarded(() => {
      if (waitForUploads()) return false;
      const problem = checkPublishForm(doc.draft);
      if (problem) {
        toast.error(problem, EDITOR_TOAST);
        return false;
      }
      save.mutate({ draft: doc.draft, asDraft: false }, { onSettled: release });
      return true;
    });

  useEditorShortcuts(
    stage === 'editor'
      ? { save: () => void saveDraft(), publish: () => void openPublish(), help: help.show }
      : { save: () => void saveDraft() },
  );

  // Issue 23 item 9: one <main id="main"> on either stage, the one the skip link reaches. The editor stage
  // stays mounted (hidden) inside it while the publish form shows: Editor.js keeps its caret and undo.
  return (
    <>
      <LeaveGuard when={(doc.dirty && !save.isSuccess) || uploading} uploading={uploading} />
      {/* The bar sticks from here: a sticky element stays within its parent, and this one is its height. */}
      <div hidden={stage !== 'editor'} className="sticky top-0 z-30">
        <EditorHeader
          title={doc.draft.title}
          blocks={doc.draft.blocks}
          onPublish={() => void openPublish()}
          onSaveDraft={() => void saveDraft()}
          onHelp={help.show}
          busy={busy}
        />
      </div>
      <main id="main" className={stage === 'publish' ? 'relative min-h-screen' : undefined}>
        <div hidden={stage !== 'editor'} className="px-[5vw] py-8">
          <h1 className="sr-only">{blogId ? 'Edit blog' : 'Write a new blog'}</h1>
          {doc.restored && (
            <RestoredNotice savedAt={doc.restored.savedAt} onDiscard={doc.discard} />
          )}
          <EditorStage
            draft={doc.draft}
            onChange={doc.change}
            editorKey={doc.editorKey}
            onEditorReady={doc.editorReady}
            editorHandle={editor}
            onHelp={help.show}
            onTitleEnter={() => editor.current?.focusStart()}
            uploads={uploads}
          />
        </div>
        {stage === 'publish' && (
          <div className="px-[5vw] py-16">
            <PublishStage
              draft={doc.draft}
              onChange={doc.change}
              onClose={() => setStage('editor')}
              onPublish={() => void publish()}
              busy={busy}
            />
          </div>
        )}
      </main>
      {help.element}
      <UnpublishDialog
        open={askUnpublish}
        title={doc.draft.title}
        onConfirm={() => {
          setAskUnpublish(false);
          void saveDraft(true);
        }}
        onCancel={() => setAskUnpublish(false)}
      />
    </>
  );
}
