import {
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import type { ContentBlock } from '@/api/types';
import { draftMark, sameDraft } from './blog-data';
import {
  createEditorDocument,
  docBlocks,
  sameContent,
  type Blocks,
  type EditorDocument,
} from './document';
import { earlyLines, withEarlyText } from './early-blocks';
import { idleTask } from './idle';
import {
  copiesOf,
  copyKey,
  isEmptyDraft,
  openSessions,
  readCopy,
  readSent,
  removeCopy,
  tabSession,
  writeCopy,
  writeSent,
  type FirstSent,
  type LocalCopy,
} from './local-copy';
import type { BlogDraft } from './rules';

type Fields = Omit<BlogDraft, 'blocks'>;

const fieldsOf = ({ banner, title, des, tags }: BlogDraft): Fields => ({
  banner,
  title,
  des,
  tags,
});
const sameFields = (a: Fields, b: Fields) =>
  a.banner === b.banner &&
  a.title === b.title &&
  a.des === b.des &&
  a.tags.join('\n') === b.tags.join('\n');

/** This tab's own copy, when it holds work the saved blog does not (a reload, a crash). */
function ownCopy(key: string, saved: BlogDraft): LocalCopy | null {
  const copy = readCopy(key);
  if (!copy) return null;
  if (isEmptyDraft(copy.draft) || sameDraft(copy.draft, saved)) {
    removeCopy(key);
    return null;
  }
  return copy;
}

export interface EditorDoc {
  doc: EditorDocument;
  /** The fields and the document's blocks, as one draft (the rules, the preview, saving). */
  draft: BlogDraft;
  change: (fields: Partial<Fields>) => void;
  dirty: boolean;
  /** The browser would not keep the copy of the unsaved work (its storage full or turned off). */
  unkept: boolean;
  /** This tab's copy, restored on opening (a reload): said in a notice until saved or discarded. */
  restored: LocalCopy | null;
  /** That copy was written over a saved version that has been replaced since: saving here replaces the newer. */
  replacedSince: boolean;
  /** Copies of this blog left by tabs that are gone, offered to the writer (never taken without asking). */
  orphans: LocalCopy[];
  editorKey: number;
  editorReady: () => void;
  /** Text typed before the editor is ready (early-text.tsx): part of the work until the editor has it. */
  setEarlyText: (text: string) => void;
  /** The blocks as they are this moment, that text included (Save Draft and Publish send these). */
  work: () => Blocks;
  discard: () => void;
  restoreOrphan: (copy: LocalCopy) => void;
  dropOrphan: (copy: LocalCopy) => void;
  /** After a successful save of `sent`: whether the writer typed on meanwhile (that stays unsaved). */
  markSaved: (sent: BlogDraft, savedId: string) => boolean;
  /** Whether the work holds what is not saved, this moment (typed after a save's answer, say). */
  unsavedNow: () => boolean;
  /** What a new blog's save sent from this work and has not had answered here (local-copy.ts FirstSent). */
  firstSent: {
    read: () => FirstSent | null;
    write: (sent: FirstSent | null) => void;
  };
}

/** What a save sent, as `mark` remembers it. */
const sentAs = (mark: FirstSent, sent: BlogDraft) =>
  mark.title === sent.title.trim() && mark.banner === sent.banner && mark.des === sent.des.trim();

/**
 * The blog being written (issue 28): its fields in React state, its blocks in the one document
 * (document.ts), and whether it holds unsaved work. "Unsaved" compares with the saved blog, its blocks as the
 * editor itself read them right after it was ready (PITFALLS: onChange fires on load). Unsaved work is written
 * to this tab's own local copy (local-copy.ts) when the browser is idle, and at once when the page is hidden
 * or left (a reload, closing the tab), so a reload restores it exactly.
 */
export function useEditorDoc(userId: string, blogId: string | null, saved: BlogDraft): EditorDoc {
  const [openedAs] = useState(() => copyKey(userId, blogId, tabSession()));
  /**
   * The copy's name. A new blog's is renamed after its first save to the blog the server made of it: a copy
   * left under 'new' would open in the next new blog (markSaved).
   */
  const key = useRef(openedAs);
  const [restored, setRestored] = useState(() => ownCopy(openedAs, saved));
  /**
   * The mark of the saved version the work is written over (blog-data.ts draftMark), kept in the copy: a
   * restored copy's own, since its work was written over that version.
   */
  const [openedOver] = useState(() => (restored ? restored.base : draftMark(saved)));
  const base = useRef(openedOver);
  /** The copy restored was written over a version that has been replaced since (another tab, another device). */
  const [replacedSince] = useState(
    () => restored?.base !== undefined && restored.base !== draftMark(saved),
  );
  const [fields, setFields] = useState<Fields>(() => fieldsOf(restored?.draft ?? saved));
  const [doc] = useState(() => createEditorDocument(docBlocks((restored?.draft ?? saved).blocks)));
  const current = useSyncExternalStore(doc.subscribe, doc.blocks, doc.blocks);
  // What the screen shows of the document (the word count, the unsaved mark, the preview) follows it at a
  // lower priority than the key being typed (issue 28 item 7); saving reads the document itself.
  const blocks = useDeferredValue(current);
  const [baseline, setBaseline] = useState<{ fields: Fields; blocks: Blocks }>(() => ({
    fields: fieldsOf(saved),
    blocks: doc.blocks(),
  }));
  const [orphans, setOrphans] = useState<LocalCopy[]>([]);
  /** The browser refused the last copy (storage full or turned off): the unsaved work is on this page only. */
  const [unkept, setUnkept] = useState(false);
  const [editorKey, setEditorKey] = useState(0);
  const pendingRestore = useRef(Boolean(restored));
  const [editorRead, setEditorRead] = useState(false);
  const [earlyText, setEarlyText] = useState('');
  const hasEarly = earlyLines(earlyText) !== null;

  // Against the document itself, not the deferred copy the screen draws from: on a busy machine that copy
  // lags behind the snapshot taken when the editor was ready, which made a draft only opened look unsaved
  // ('Leave without saving?' on Back). Mostly reference comparisons: cheap at every key.
  // Until the editor is ready the blocks are the ones it was opened with, or its own first reading of them
  // (an empty blog gets its empty paragraph), never the writer's work: that reading, before the snapshot it
  // becomes, made a new editor left at once on a slow machine ask 'Leave without saving?'.
  const dirty =
    hasEarly ||
    Boolean(restored) ||
    !sameFields(fields, baseline.fields) ||
    (editorRead && !sameContent(current, baseline.blocks));
  const draft = useMemo<BlogDraft>(
    () => ({
      ...fields,
      blocks: withEarlyText(blocks, earlyText) as readonly ContentBlock[] as ContentBlock[],
    }),
    [fields, blocks, earlyText],
  );

  // Copies of this blog that a closed tab left behind (a tab still open keeps its own: local-copy.ts).
  useEffect(() => {
    let live = true;
    const own = openedAs.slice(openedAs.lastIndexOf(':') + 1);
    void openSessions().then((open) => {
      if (!live) return;
      const found = copiesOf(userId, blogId).filter((copy) => {
        if (copy.session === own || open?.has(copy.session)) return false;
        if (isEmptyDraft(copy.draft) || sameDraft(copy.draft, saved)) {
          removeCopy(copy.key);
          return false;
        }
        return true;
      });
      setOrphans(found);
    });
    return () => {
      live = false;
    };
  }, [blogId, openedAs, saved, userId]);

  /**
   * The work as it is this moment: the fields, and the document itself (not what the screen has drawn of it
   * yet), so a copy written as the page goes holds the last key typed.
   */
  const latest = useRef({ fields, baseline, restored: Boolean(restored), earlyText });
  useEffect(() => {
    latest.current = { fields, baseline, restored: Boolean(restored), earlyText };
  }, [fields, baseline, restored, earlyText]);
  const workBlocks = useCallback(
    () => withEarlyText(doc.blocks(), latest.current.earlyText),
    [doc],
  );
  const now = useCallback(() => {
    const state = latest.current;
    const blocks = workBlocks();
    const work = { ...state.fields, blocks: blocks as readonly ContentBlock[] as ContentBlock[] };
    const unsaved =
      state.restored ||
      !sameFields(state.fields, state.baseline.fields) ||
      !sameContent(blocks, state.baseline.blocks);
    return { work, unsaved };
  }, [workBlocks]);
  const keepEarlyText = useCallback((text: string) => {
    // At once for a copy written as the page goes, before React has drawn the change.
    latest.current = { ...latest.current, earlyText: text };
    setEarlyText(text);
  }, []);

  // The local copy: written when the browser is idle, and at once when the page is hidden or left (a reload,
  // closing the tab) or the editor is (a link, Back).
  useEffect(() => {
    const write = () => {
      const { work, unsaved } = now();
      if (unsaved) setUnkept(!writeCopy(key.current, work, undefined, base.current));
      else {
        removeCopy(key.current);
        setUnkept(false);
      }
    };
    const cancel = idleTask(write, 1_000);
    const onHide = () => {
      if (document.visibilityState === 'hidden') write();
    };
    window.addEventListener('pagehide', write);
    document.addEventListener('visibilitychange', onHide);
    return () => {
      cancel();
      window.removeEventListener('pagehide', write);
      document.removeEventListener('visibilitychange', onHide);
    };
  }, [draft, dirty, now]);
  /** The editor is gone (the writer left): a save that answers now finds its work in the copy. */
  const gone = useRef(false);
  useEffect(() => {
    // Drawn (again: StrictMode's second mount runs this after the first one's cleanup).
    gone.current = false;
    return () => {
      gone.current = true;
      const { work, unsaved } = now();
      if (unsaved) writeCopy(key.current, work, undefined, base.current);
    };
  }, [now]);

  const change = useCallback(
    (patch: Partial<Fields>) => setFields((current) => ({ ...current, ...patch })),
    [],
  );

  const editorReady = useCallback(() => {
    setEditorRead(true);
    // A restored copy's blocks are not the saved ones: only the saved blocks make the snapshot.
    if (pendingRestore.current) return;
    const blocks = doc.blocks();
    // At once for the copy written as the editor goes (a Back on a busy machine can come before React has
    // drawn the new snapshot): without it, the editor's own first reading of the blocks counted as unsaved
    // work, and the next visit opened with 'Leave without saving?'.
    latest.current = { ...latest.current, baseline: { ...latest.current.baseline, blocks } };
    setBaseline((current) => ({ ...current, blocks }));
  }, [doc]);

  /** The editor drawn afresh from `next` (a discard, a copy restored). */
  const load = useCallback(
    (next: BlogDraft) => {
      keepEarlyText('');
      setFields(fieldsOf(next));
      doc.replace(docBlocks(next.blocks), { kind: 'edit' });
      setEditorKey((value) => value + 1);
    },
    [doc, keepEarlyText],
  );

  /** Back to the saved blog: this tab's copy goes and the editor reloads the saved blocks. */
  const discard = useCallback(() => {
    removeCopy(key.current);
    base.current = draftMark(saved);
    pendingRestore.current = false;
    setRestored(null);
    load(saved);
    setBaseline({ fields: fieldsOf(saved), blocks: doc.blocks() });
  }, [doc, load, saved]);

  /**
   * A closed tab's copy, opened here. What this tab holds unsaved is kept as a copy of its own first (it is
   * offered back the same way), so nothing is lost by choosing.
   */
  const restoreOrphan = useCallback(
    (copy: LocalCopy) => {
      const { work, unsaved } = now();
      // What a save sent from either goes with its work.
      const sentOwn = readSent(key.current);
      const sentThere = readSent(copy.key);
      if (unsaved) {
        const kept = copyKey(userId, blogId, `kept-${Date.now().toString(36)}`);
        writeCopy(kept, work, undefined, base.current);
        writeSent(kept, sentOwn);
      }
      base.current = copy.base;
      writeCopy(key.current, copy.draft, undefined, copy.base);
      writeSent(key.current, sentThere);
      removeCopy(copy.key);
      setOrphans((list) => list.filter((other) => other.key !== copy.key));
      pendingRestore.current = true;
      setRestored({ ...copy, key: key.current });
      load(copy.draft);
    },
    [blogId, load, now, userId],
  );

  const [firstSent] = useState(() => ({
    read: () => readSent(key.current),
    write: (sent: FirstSent | null) => writeSent(key.current, sent),
  }));

  const dropOrphan = useCallback((copy: LocalCopy) => {
    removeCopy(copy.key);
    setOrphans((list) => list.filter((other) => other.key !== copy.key));
  }, []);

  /**
   * After a successful publish or draft save of `sent`, as the blog `savedId`. What was sent is the saved blog
   * now. What the writer typed while the request was out is not in it: that stays unsaved, in the copy, and
   * the answer is true (the editor stays with it instead of leaving it behind). Otherwise the copy goes. This
   * also runs when the request outlived the editor (the writer left while it was out): the copy written as the
   * editor went is kept when it holds more than was sent. A new blog's copy is named after the blog from now
   * on, so it opens with that blog and never in the next new one; so is the copy of a blog that was gone from the
   * server and saved as a new one.
   */
  const markSaved = useCallback(
    (sent: BlogDraft, savedId: string): boolean => {
      // A blog saved as another (a new blog's first save, or one gone from the server saved anew).
      if (savedId && savedId !== blogId) {
        const named = copyKey(userId, savedId, tabSession());
        const was = key.current;
        key.current = named;
        if (named !== was && gone.current) {
          // Left while the save was out: the copy is the newest work, which an editor drawn at this entry
          // since (Forward) may have written. It moves to the blog's name as it is (decision 0065).
          const copy = readCopy(was);
          const mark = readSent(was);
          removeCopy(was);
          // What another new post's save sent since (begun at another entry) stays with its work.
          if (mark && !sentAs(mark, sent)) writeSent(was, mark);
          const more = Boolean(copy && !sameDraft(copy.draft, sent));
          if (copy && more) writeCopy(named, copy.draft, copy.savedAt);
          return more;
        }
        if (named !== was) removeCopy(was);
      }
      pendingRestore.current = false;
      setRestored(null);
      // What the server keeps of `sent` is known only once read (it lowercases tags, for one): unknown here,
      // so a copy written from now on is never taken for one written over another version.
      base.current = undefined;
      const baseline = { fields: fieldsOf(sent), blocks: sent.blocks as Blocks };
      latest.current = { ...latest.current, baseline, restored: false };
      setBaseline(baseline);
      const { work, unsaved } = now();
      if (unsaved) setUnkept(!writeCopy(key.current, work, undefined, base.current));
      else {
        removeCopy(key.current);
        setUnkept(false);
      }
      return unsaved;
    },
    [blogId, now, userId],
  );

  return {
    doc,
    draft,
    change,
    dirty,
    unkept,
    restored,
    replacedSince,
    orphans,
    editorKey,
    editorReady,
    setEarlyText: keepEarlyText,
    work: workBlocks,
    discard,
    restoreOrphan,
    dropOrphan,
    markSaved,
    unsavedNow: () => now().unsaved,
    firstSent,
  };
}
