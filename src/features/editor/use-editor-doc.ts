import { useCallback, useEffect, useRef, useState } from 'react';
import type { ContentBlock } from '@/api/types';
import { sameDraft } from './blog-data';
import {
  clearLocalDraft,
  isEmptyDraft,
  readLocalDraft,
  writeLocalDraft,
  type LocalDraft,
} from './local-draft';
import type { BlogDraft } from './rules';

/** A local draft found on opening: the author is told, and may discard it. */
function restorable(key: string, saved: BlogDraft): LocalDraft | null {
  const local = readLocalDraft(key);
  if (!local) return null;
  if (isEmptyDraft(local.draft) || sameDraft(local.draft, saved)) {
    clearLocalDraft(key);
    return null;
  }
  return local;
}

/**
 * The blog being written (banner, title, blocks, description, tags) and whether it holds unsaved work.
 * "Unsaved" compares with a snapshot: the saved fields, and the blocks as the editor itself read them back
 * right after isReady (PITFALLS: onChange fires on load, so it cannot say what changed). A restored local
 * draft is unsaved until it is saved or discarded. Unsaved work is written to the local slot as it changes.
 */
export function useEditorDoc(storageKey: string, saved: BlogDraft) {
  const [restored, setRestored] = useState(() => restorable(storageKey, saved));
  const [draft, setDraft] = useState<BlogDraft>(() => restored?.draft ?? saved);
  const [baseline, setBaseline] = useState<BlogDraft>(saved);
  /** Bumped to load the editor afresh (after Discard): its blocks come from `draft` again. */
  const [editorKey, setEditorKey] = useState(0);
  const pendingRestore = useRef(Boolean(restored));

  const dirty = Boolean(restored) || !sameDraft(draft, baseline);

  useEffect(() => {
    if (dirty) writeLocalDraft(storageKey, draft);
    else clearLocalDraft(storageKey);
  }, [dirty, draft, storageKey]);

  const change = useCallback(
    (fields: Partial<BlogDraft>) => setDraft((current) => ({ ...current, ...fields })),
    [],
  );

  const editorReady = useCallback((blocks: ContentBlock[]) => {
    setDraft((current) => ({ ...current, blocks }));
    // A restored draft's blocks are not the saved ones: only the saved blocks make the snapshot.
    if (!pendingRestore.current) setBaseline((current) => ({ ...current, blocks }));
  }, []);

  /** Back to the saved blog: the local slot is cleared and the editor reloads the saved blocks. */
  const discard = useCallback(() => {
    clearLocalDraft(storageKey);
    pendingRestore.current = false;
    setRestored(null);
    setDraft(saved);
    setBaseline(saved);
    setEditorKey((key) => key + 1);
  }, [saved, storageKey]);

  /** After a successful publish or draft save: nothing is unsaved, and the local slot goes. */
  const markSaved = useCallback(
    (savedDraft: BlogDraft) => {
      pendingRestore.current = false;
      setRestored(null);
      setBaseline(savedDraft);
      clearLocalDraft(storageKey);
    },
    [storageKey],
  );

  return { draft, change, dirty, restored, editorKey, editorReady, discard, markSaved };
}
