import { useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import type { BlockEditorHandle } from './block-editor';
import { EditorStage } from './editor-stage';
import { EditorHeader } from './editor-header';
import { LeaveGuard } from './leave-guard';
import { localDraftKey } from './local-draft';
import { PublishStage } from './publish-stage';
import { RestoredNotice } from './restored-notice';
import { checkDraftSave, checkEditorPublish, checkPublishForm, type BlogDraft } from './rules';
import { useEditorDoc } from './use-editor-doc';
import { EDITOR_TOAST, useSaveBlog } from './use-save-blog';

interface EditorWorkspaceProps {
  /** The blog being edited (its blog_id), or null for a new one. */
  blogId: string | null;
  userId: string;
  /** The blog as saved on the server (empty for a new blog). */
  saved: BlogDraft;
}

/**
 * SPEC §2 Blog editor, both stages, and SPEC §4's transition: editor → publish form once the checks pass,
 * back via close; Save Draft from the editor, Publish from the form. Checks run in SPEC §5's order and say
 * the first failure in a toast. Buttons stay disabled from the request until the redirect (or a failure).
 */
export function EditorWorkspace({ blogId, userId, saved }: EditorWorkspaceProps) {
  const doc = useEditorDoc(localDraftKey(userId, blogId), saved);
  const [stage, setStage] = useState<'editor' | 'publish'>('editor');
  const editor = useRef<BlockEditorHandle>(null);
  const save = useSaveBlog(blogId, doc.markSaved);
  const busy = save.isPending || save.isSuccess;

  /** The draft with the editor's blocks read right now (typing may be newer than the last onChange). */
  async function current(): Promise<BlogDraft> {
    const blocks = await editor.current?.save();
    if (!blocks) return doc.draft;
    doc.change({ blocks });
    return { ...doc.draft, blocks };
  }

  async function openPublish() {
    const draft = await current();
    const problem = checkEditorPublish(draft);
    if (problem) return void toast.error(problem, EDITOR_TOAST);
    toast.dismiss(EDITOR_TOAST.id);
    setStage('publish');
  }

  async function saveDraft() {
    const draft = await current();
    const problem = checkDraftSave(draft);
    if (problem) return void toast.error(problem, EDITOR_TOAST);
    save.mutate({ draft, asDraft: true });
  }

  function publish() {
    const problem = checkPublishForm(doc.draft);
    if (problem) return void toast.error(problem, EDITOR_TOAST);
    save.mutate({ draft: doc.draft, asDraft: false });
  }

  return (
    <>
      <LeaveGuard when={doc.dirty && !save.isSuccess} />
      <div hidden={stage !== 'editor'}>
        <EditorHeader
          title={doc.draft.title}
          onPublish={() => void openPublish()}
          onSaveDraft={() => void saveDraft()}
          busy={busy}
        />
        <main id="main" className="px-[5vw] py-8">
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
          />
        </main>
      </div>
      {stage === 'publish' && (
        <main id="main" className="relative min-h-screen px-[5vw] py-16">
          <PublishStage
            draft={doc.draft}
            onChange={doc.change}
            onClose={() => setStage('editor')}
            onPublish={publish}
            busy={busy}
          />
        </main>
      )}
    </>
  );
}
