import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { ContentBlock } from '@/api/types';
import { toast } from '@/lib/toast';
import { sameDraft } from './blog-data';
import type { BlockEditorHandle } from './block-editor';
import { EditorStage } from './editor-stage';
import { EditorHeader } from './editor-header';
import type { LeaveState } from '@/components/ui/leave-guard';
import { LeaveGuard } from './leave-guard';
import { tabSession } from './local-copy';
import { PublishStage } from './publish-stage';
import { preloadPublishForm } from './publish-form-loader';
import {
  GoneNotice,
  OrphanNotice,
  OtherTabsNotice,
  RestoredNotice,
  UnkeptNotice,
} from './restored-notice';
import { UnpublishDialog } from './unpublish-dialog';
import {
  checkDraftSave,
  checkEditorPublish,
  checkPublishForm,
  IMAGE_BROKEN_PUBLISH,
  imagesNotReady,
  type BlogDraft,
} from './rules';
import { useEditorDoc } from './use-editor-doc';
import { useEditorShortcuts } from './use-editor-shortcuts';
import { useOtherTabs } from './use-other-tabs';
import { EDITOR_TOAST, goOnAs, madeBy, useSaveBlog, type FirstSave } from './use-save-blog';
import { useShortcutsSheet } from './use-shortcuts-sheet';
import { createUploadTracker, useUploadsInFlight, WAIT_FOR_UPLOAD_TEXT } from './uploads-in-flight';

interface EditorWorkspaceProps {
  /** The blog being edited (its blog_id), or null for a new one. */
  blogId: string | null;
  userId: string;
  /** The blog as saved on the server (empty for a new blog). */
  saved: BlogDraft;
  /**
   * Whether the blog is on the site (draft false): Save Draft would take it off, so it asks first. While that
   * is still being found out (the family's get-blog does not say: editor-screen.tsx), Save Draft waits for the
   * answer rather than asking about a draft.
   */
  published?: () => Promise<boolean>;
  /**
   * A new post's save made by an editor drawn at this history entry, which the writer left while it was out,
   * still out when they came back (Forward): this editor holds their work and goes on as the post it makes
   * (use-save-blog.ts useEarlierFirstSave, decision 0065).
   */
  earlier?: FirstSave | null;
}

const notOnSite = async () => false;

/** The publish stage is an entry in the browser's history: Back returns to the writing stage (issue 28 item 8). */
const PUBLISH_STATE = { stage: 'publish' } as const;
const onPublishStage = (state: unknown) =>
  (state as { stage?: unknown } | null)?.stage === PUBLISH_STATE.stage;

/**
 * SPEC §2 Blog editor, both stages, and SPEC §4's transition: editor → publish form once the checks pass,
 * back via close (or the browser's Back); Save Draft from the editor, Publish from the form. Checks run in
 * SPEC §5's order and say the first failure in a toast. Buttons stay disabled from the request until the
 * redirect (or a failure). The writer may type on while a save is out: then there is no redirect, and what
 * they typed stays here, unsaved (docs/decisions/0053). Issue 17: Cmd/Ctrl+S saves a draft from either stage, Cmd/Ctrl+Enter goes on to
 * publishing, '?' or the help buttons open the shortcuts sheet. One action at a time: a second click or key
 * while one is being checked or sent does nothing. What is saved is the document (document.ts), once
 * everything typed has reached it.
 */
export function EditorWorkspace({
  blogId,
  userId,
  saved,
  published = notOnSite,
  earlier = null,
}: EditorWorkspaceProps) {
  const doc = useEditorDoc(userId, blogId, saved);
  const tabs = useOtherTabs(userId, blogId, tabSession());
  const location = useLocation();
  const navigate = useNavigate();
  const stage = onPublishStage(location.state) ? 'publish' : 'editor';
  /** The control that opened the publish form: focus goes back to it when the form closes. */
  const opener = useRef<HTMLElement | null>(null);
  const editor = useRef<BlockEditorHandle>(null);
  /** The writer typed on while the last save was out: the editor stays, with that unsaved (use-save-blog.ts). */
  const [typedOn, setTypedOn] = useState(false);
  /** On the site since the last save here (Save Draft asks first then), when there has been one. */
  const [publishedNow, setPublishedNow] = useState<boolean | null>(null);
  /**
   * A save found the blog gone from the server (deleted meanwhile, elsewhere): nothing was saved, the work is
   * here, and saving from now on makes it a new blog (docs/decisions/0054).
   */
  const [gone, setGone] = useState(false);
  /**
   * A leaving held back (leave-guard.tsx): waiting for the save's answer, the save leaves the entry as it is;
   * asked about, a new post's entry becomes the saved post's only once the writer chose to stay (`carry`).
   */
  const leave = useRef<LeaveState>(null);
  const carry = useRef<(() => void) | null>(null);
  const stayed = () => {
    const then = carry.current;
    carry.current = null;
    then?.();
  };
  const onSaved = (draft: BlogDraft, savedId: string, asDraft: boolean) => {
    const more = doc.markSaved(draft, savedId);
    tabs.announceSaved();
    setTypedOn(more);
    setPublishedNow(!asDraft);
    // Saved as a new blog: the editor goes on as it (routes/editor.tsx), and saving updates it from now on.
    setGone(false);
    return more;
  };
  const save = useSaveBlog(blogId, onSaved, () => setGone(true), {
    unsaved: doc.unsavedNow,
    stay: () => setTypedOn(true),
    leaving: () => leave.current,
    onceStayed: (then) => {
      carry.current = then;
    },
    firstSent: doc.firstSent,
  });
  // The earlier editor's first save answered: its post is this work's (the copy moved there, use-editor-doc.ts
  // markSaved), and the editor goes on as it, as a first save of its own does (use-save-blog.ts).
  const adopted = useRef(false);
  useEffect(() => {
    const id = earlier?.status === 'success' ? earlier.data?.id : undefined;
    if (!id || !earlier?.variables || adopted.current) return;
    adopted.current = true;
    const { draft, asDraft } = earlier.variables;
    onSaved(draft, id, asDraft);
    goOnAs(navigate, id, asDraft, location.state, 'new');
  });
  /** From the request until the redirect to the dashboard (or a failure, or the editor staying). */
  const leaving = save.isSuccess && !typedOn;
  // Nothing is saved from here while the earlier first save is out: it would make a second post.
  const busy = save.isPending || leaving || earlier?.status === 'pending';
  /** The save out holds all the work: nothing was typed since the click (then leaving asks at once). */
  const savingAll =
    save.isPending && save.variables !== undefined && sameDraft(save.variables.draft, doc.draft);
  const acting = useRef(false);
  /**
   * The editor stage's checks mark the banner or the title they failed on, until it is right (WCAG 3.3.1, as
   * the publish form's useFieldProblem; kept here, its module is the account forms' chunk).
   */
  const stageBox = useRef<HTMLDivElement>(null);
  const [marked, setMarked] = useState<string | null>(null);
  const unfitNow = checkEditorPublish(doc.draft)?.field;
  // Right again, the field is no longer marked: emptied once more, it is marked by the next Publish only.
  if (marked && unfitNow !== marked) setMarked(null);
  const invalid = (field: 'banner' | 'title') =>
    (marked === field && unfitNow === field) || undefined;
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

  useEffect(() => {
    if (stage !== 'editor' || !opener.current) return;
    const control = opener.current;
    opener.current = null;
    if (control.isConnected) control.focus();
  }, [stage]);

  /** The draft with everything typed so far in the document (the editor reports within a task). */
  async function current(): Promise<BlogDraft> {
    await editor.current?.settled();
    return { ...doc.draft, blocks: doc.work() as readonly ContentBlock[] as ContentBlock[] };
  }

  /**
   * Issue 23 item 7: while the banner or a content image is on its way, saving would store the blog without
   * it: say so, and do nothing else.
   */
  function waitForUploads(draft: BlogDraft): boolean {
    if (!uploads.busy() && imagesNotReady(draft.blocks) !== 'uploading') return false;
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

  const openPublish = () =>
    guarded(async () => {
      // Open already (a second press, drawn at once below): one publish entry in the history.
      if (stage !== 'editor') return false;
      preloadPublishForm();
      const focused = document.activeElement;
      const draft = await current();
      if (waitForUploads(draft)) return false;
      const unfit = checkEditorPublish(draft);
      const problem =
        unfit?.message ?? (imagesNotReady(draft.blocks) === 'broken' ? IMAGE_BROKEN_PUBLISH : null);
      if (problem) {
        toast.error(problem, EDITOR_TOAST);
        // The field it failed on is marked and takes the focus (the content: its first block).
        setMarked(unfit?.field ?? null);
        if (unfit?.field === 'content') editor.current?.focusStart();
        else if (unfit)
          stageBox.current?.querySelector<HTMLElement>(`[name="${unfit.field}"]`)?.focus();
      } else {
        toast.dismiss(EDITOR_TOAST.id);
        opener.current = focused instanceof HTMLElement ? focused : null;
        // Drawn at once (`flushSync`: its code is awaited first, so it is drawn outside the press's event),
        // so a second press finds the form open above instead of pushing a second entry (decision 0060).
        await navigate(
          { pathname: location.pathname, search: location.search },
          {
            state: {
              ...(location.state as object | null),
              ...PUBLISH_STATE,
              openedAt: location.pathname,
            },
            flushSync: true,
          },
        );
      }
      return false;
    });

  const closePublish = () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    // The entry below is the one the form was opened from, unless this entry has become the post's since (a
    // new post's first save, published while the writer typed on: decision 0063).
    const openedHere =
      (location.state as { openedAt?: unknown } | null)?.openedAt === location.pathname;
    // Back to the entry the form was opened from; a form restored on its own (a reload) is replaced.
    if (index > 0 && openedHere) void navigate(-1);
    else {
      const state = Object.fromEntries(
        Object.entries((location.state ?? {}) as Record<string, unknown>).filter(
          ([name]) => name !== 'stage' && name !== 'openedAt',
        ),
      );
      void navigate(
        { pathname: location.pathname, search: location.search },
        { replace: true, state },
      );
    }
  };

  /**
   * A new post whose Publish was out when its page went (a reload: decision 0066) may be on the site: its next
   * save updates that post, so Save Draft asks first, as for any published blog. Unable to look, it asks.
   */
  const publishedBefore = async () => {
    const sent = doc.firstSent.read();
    if (!sent || sent.asDraft) return false;
    return (await madeBy(sent).catch(() => '')) !== null;
  };
  /** A published blog is saved as a draft only once the author has confirmed taking it off the site. */
  const saveDraft = (confirmed = false) =>
    guarded(async () => {
      const draft = await current();
      if (waitForUploads(draft)) return false;
      const problem = checkDraftSave(draft);
      if (problem) {
        toast.error(problem, EDITOR_TOAST);
        return false;
      }
      // Asked only once the draft could be saved; the answer runs this again, confirmed.
      // A blog gone from the server is on no site: saving makes a new draft.
      const onSite = publishedNow ?? (await (blogId ? published() : publishedBefore()));
      if (onSite && !confirmed && !gone) {
        setAskUnpublish(true);
        return false;
      }
      save.mutate({ draft, asDraft: true, asNew: gone }, { onSettled: release });
      return true;
    });

  const publish = () =>
    guarded(async () => {
      const draft = await current();
      if (waitForUploads(draft)) return false;
      // Then the editor's checks: the writing may have changed since the form opened (Back, an edit,
      // Forward). The form's own words come first for what the form shows (its title).
      const problem =
        checkPublishForm(draft)?.message ??
        checkEditorPublish(draft)?.message ??
        (imagesNotReady(draft.blocks) === 'broken' ? IMAGE_BROKEN_PUBLISH : null);
      if (problem) {
        toast.error(problem, EDITOR_TOAST);
        return false;
      }
      save.mutate({ draft, asDraft: false, asNew: gone }, { onSettled: release });
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
      <LeaveGuard
        when={(doc.dirty && !leaving) || uploading}
        uploading={uploading}
        unkept={doc.unkept}
        saving={savingAll}
        leaveRef={leave}
        onStay={stayed}
      />
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
        <div ref={stageBox} hidden={stage !== 'editor'} className="px-[5vw] py-8">
          <h1 className="sr-only">{blogId ? 'Edit blog' : 'Write a new blog'}</h1>
          {gone && <GoneNotice />}
          {doc.restored && (
            <RestoredNotice
              savedAt={doc.restored.savedAt}
              replacedSince={doc.replacedSince}
              onDiscard={doc.discard}
            />
          )}
          {doc.orphans.map((copy) => (
            <OrphanNotice
              key={copy.key}
              copy={copy}
              onOpen={() => doc.restoreOrphan(copy)}
              onDiscard={() => doc.dropOrphan(copy)}
            />
          ))}
          {doc.unkept && doc.dirty && <UnkeptNotice />}
          <OtherTabsNotice tabs={tabs} />
          <EditorStage
            draft={doc.draft}
            onChange={doc.change}
            doc={doc.doc}
            editorKey={doc.editorKey}
            onEditorReady={doc.editorReady}
            onEarlyText={doc.setEarlyText}
            editorHandle={editor}
            onHelp={help.show}
            onTitleEnter={() => editor.current?.focusStart()}
            uploads={uploads}
            invalid={invalid}
          />
        </div>
        {stage === 'publish' && (
          <div className="px-[5vw] py-16">
            {/* A Publish from the form can find the blog gone too. */}
            {gone && <GoneNotice />}
            <PublishStage
              draft={doc.draft}
              onChange={doc.change}
              onClose={closePublish}
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
