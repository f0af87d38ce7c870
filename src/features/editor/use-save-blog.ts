import {
  useMutation,
  useQueryClient,
  type MutationState,
  type QueryKey,
} from '@tanstack/react-query';
import { forgetListsShowing } from '@/lib/forget-lists';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { getBlog } from '@/api/blogs';
import { REQUEST_TIMEOUT_MS } from '@/api/client';
import { createBlog, userWrittenBlogs } from '@/api/my-blogs';
import { ApiError, answerLost, errorText } from '@/api/errors';
import { CARRIES_WORK, type LeaveState } from '@/components/ui/leave-guard';
import { REDIRECT_AFTER_SAVE_MS } from '@/lib/constants';
import { paths } from '@/lib/paths';
import { blogKeys, userKeys } from '@/lib/query-keys';
import { formToast, toast } from '@/lib/toast';
import { readItem, writeItem } from '@/lib/storage';
import { STORAGE_KEYS } from '@/config/storage-keys';
import { contentFromBlocks } from './blog-data';
import type { FirstSent } from './local-copy';
import type { BlogDraft } from './rules';

/** One toast for the editor's messages: each replaces the one before (src/lib/toast.ts). */
export const EDITOR_TOAST = formToast('editor');

export const SAVE_MESSAGES = {
  publishing: 'Publishing....',
  published: 'Published 👍',
  savingDraft: 'Saving Draft....',
  savedDraft: 'Saved 👍',
  /** When the server gives no text of its own. */
  failed: 'The blog could not be saved. Please try again.',
  /** A 413: the blog is larger than the server takes in one request (docs/decisions/0055). */
  tooLarge:
    'This blog is larger than the server accepts in one save. What you wrote is still here: shorten it, or split it into two posts.',
  /** A new blog's save answered without its address, and not among the writer's blogs either. */
  notKept: 'The server did not keep this blog. What you wrote is still here: please try again.',
  /** The blog being edited is not on the server any more (use-save-blog.ts BlogGoneError). */
  gone: 'This blog is no longer on the server. What you wrote is still here.',
} as const;

/**
 * The blog being edited is no longer on the server: deleted meanwhile, in another tab or on another device.
 * Nothing was saved; the work stays in the editor and its copy (docs/decisions/0054).
 */
export class BlogGoneError extends Error {
  constructor() {
    super(SAVE_MESSAGES.gone);
    this.name = 'BlogGoneError';
  }
}

/** A new blog's save the server answered without keeping it (SAVE_MESSAGES.notKept). */
class BlogNotKeptError extends Error {}

export interface SaveVariables {
  draft: BlogDraft;
  asDraft: boolean;
  /** Save the work as a new blog, though the editor opened one (that blog is gone). */
  asNew?: boolean;
}

const notFound = (error: unknown) =>
  error instanceof ApiError && error.kind === 'http' && error.status === 404;

/**
 * An edit the server answered. The family's create-blog edits with `findOneAndUpdate` and answers 200 `{ id }`
 * also when no blog has that id any more, storing nothing (docs/decisions/0054): the blog is read back, as
 * the editor reads it (not counted as a read), before the copy of the work may go. A read that fails for
 * another reason (offline, a 500) leaves the save as answered.
 */
async function stillThere(blogId: string): Promise<boolean> {
  try {
    await getBlog(blogId, { draft: true, mode: 'edit' });
    return true;
  } catch (error) {
    return !notFound(error);
  }
}

/**
 * How far the server's clock may be from this one when a blog's making time is compared with the click: a
 * computer's clock minutes fast is not rare (2 minutes called a kept blog 'not kept' at 5: decision 0061).
 */
const CLOCK_SKEW_MS = 10 * 60_000;

/**
 * The blog_id of the writer's blog of this kind with this title, banner and description that a save sent at
 * `since` made (when its answer was lost): made while that request could have been handled, the clock's skew
 * allowed, and the nearest to it; or the newest of them (when the server said it made one), if any. Bounded on
 * both sides, a save remembered for days (a reload's, decision 0066) never takes a later post of the same
 * title for its own.
 */
async function madeSince(
  sent: { title: string; banner: string; des: string },
  asDraft: boolean,
  since?: number,
): Promise<string | null> {
  const mine = await userWrittenBlogs({
    page: 1,
    draft: asDraft,
    query: sent.title,
    deletedDocCount: 0,
  });
  const made = mine
    .filter(
      (blog) =>
        blog.title.trim() === sent.title &&
        (blog.banner ?? '') === sent.banner &&
        (blog.des ?? '').trim() === sent.des,
    )
    .filter((blog) => {
      if (since === undefined) return true;
      const made = Date.parse(blog.publishedAt);
      return made >= since - CLOCK_SKEW_MS && made <= since + REQUEST_TIMEOUT_MS + CLOCK_SKEW_MS;
    })
    .sort((a, b) =>
      since === undefined
        ? Date.parse(b.publishedAt) - Date.parse(a.publishedAt)
        : Math.abs(Date.parse(a.publishedAt) - since) - Math.abs(Date.parse(b.publishedAt) - since),
    );
  return made[0]?.blog_id ?? null;
}

/**
 * The post an earlier page's save of this work made (its answer lost with that page: decision 0066), or null;
 * throws when it cannot be looked for.
 */
export const madeBy = (sent: FirstSent) => madeSince(sent, sent.asDraft, sent.at);

/**
 * How each blog was last saved in this tab (a draft or published; kept in the tab's storage, reloads too): newer than a Drafts link's `draft` in an
 * entry Back returns to, or an editing read kept from before (editor-screen.tsx useIsDraft: the editor audit,
 * 0062, where Back after Publish then Save Draft unpublished without asking).
 */
export function savedAsDraft(blogId: string): boolean | undefined {
  const said = readItem('session', STORAGE_KEYS.savedAs + blogId);
  return said === 'draft' ? true : said === 'published' ? false : undefined;
}

/**
 * The editor a navigation carries on (routes/editor.tsx keeps it by this key): a new post's ('new') as the
 * post its first save made, or a deleted blog's (its id) as the new blog it was saved as (decision 0063).
 * Null for any other navigation: the editor starts afresh.
 */
export function continuedFrom(state: unknown): string | null {
  const from = (state as { continuesFrom?: unknown } | null)?.continuesFrom;
  return typeof from === 'string' ? from : null;
}

/**
 * A new post's saves, by the history entry its editor was drawn at (`location.key`). The writer may leave while
 * the first is out (its question, then Leave) and come Forward to that entry, where the editor drawn anew goes
 * on as the post it made instead of making a second one (editor-screen.tsx, decision 0065).
 */
const firstSaveKey = (entry: string) => [...blogKeys.all, 'first-save', entry] as const;

/** How long a first save is kept for that once its editor has gone (TanStack's default is 5 minutes). */
const FIRST_SAVE_KEPT_MS = 60 * 60_000;

export type FirstSave = MutationState<{ id: string }, Error, SaveVariables>;

/**
 * The last save made by an editor drawn at this history entry that has gone since (null if none), followed
 * until it settles: read once, when a new post's editor is drawn there.
 */
export function useEarlierFirstSave(blogId: string | null): FirstSave | null {
  const cache = useQueryClient().getMutationCache();
  const { key } = useLocation();
  const [earlier] = useState(() =>
    blogId ? undefined : cache.findAll({ mutationKey: firstSaveKey(key), exact: true }).at(-1),
  );
  const state = useSyncExternalStore(cache.subscribe, () => earlier?.state);
  return (state as FirstSave | undefined) ?? null;
}

/**
 * The editor goes on as the blog it saved (`from`: the new post's 'new', or the gone blog's id, by which
 * routes/editor.tsx keeps it), at the blog's address in place of this entry, the entry's own state kept.
 */
export function goOnAs(
  navigate: NavigateFunction,
  id: string,
  asDraft: boolean,
  entryState: unknown,
  from: string,
) {
  void navigate(paths.editor(id), {
    replace: true,
    state: {
      ...(entryState as object | null),
      draft: asDraft,
      ...CARRIES_WORK,
      continuesFrom: from,
    },
  });
}

/** The longest the dashboard waits for its lists to be read again before opening (issue 29 item 11). */
const LANDING_WAIT_MS = 3_000;

/**
 * SPEC §7 create-blog, for both drafts and publishing (SPEC §2, §4, §8): progress toasts, the server's text on
 * failure (the caller's buttons come back), and after success home, profile and search lists show the change
 * without a reload, then the dashboard opens after 500 ms (Drafts after a draft), unless the writer typed on
 * while the request was out (then the editor stays: docs/decisions/0053). Editing sends the blog's
 * id, so it is updated, not duplicated. A 401 is the session handler's (src/app/providers/session-wiring.ts):
 * it signs out and returns here after sign-in, where the local draft brings the work back. `onSaved` is told
 * what was saved, as which blog, and answers whether the writer typed on while the request was out
 * (use-editor-doc.ts markSaved).
 */
export function useSaveBlog(
  blogId: string | null,
  onSaved: (draft: BlogDraft, savedId: string, asDraft: boolean) => boolean,
  onGone: () => void = () => undefined,
  /**
   * Typed on after the answer came, before the dashboard opens: `unsaved` says so when it is time to go, and
   * `stay` keeps the editor (as typing while the request was out does: docs/decisions/0053, 0059).
   */
  after?: {
    unsaved: () => boolean;
    stay: () => void;
    /** Where the writer's leaving is, if they are leaving (leave-guard.tsx, decision 0063). */
    leaving?: () => LeaveState;
    /** Runs `then` once the writer, asked about leaving, chose to stay. */
    onceStayed?: (then: () => void) => void;
    /** What a new blog's save sent from this work, kept until a save answers (use-editor-doc.ts). */
    firstSent?: { read: () => FirstSent | null; write: (sent: FirstSent | null) => void };
  },
) {
  const client = useQueryClient();
  const navigate = useNavigate();
  // The entry's own state (the publish stage's, for one) stays when the entry becomes the saved blog's.
  const { state: entryState, key: entryKey } = useLocation();
  // A new post's saves carry the entry its editor was drawn at, for the editor's whole life: a key that
  // changed with the entry (the publish form's, say) would make TanStack let go of a save still out.
  const [saveKey] = useState(() => (blogId ? undefined : firstSaveKey(entryKey)));
  const entry = useRef(entryState);
  useEffect(() => {
    entry.current = entryState;
  }, [entryState]);
  const redirect = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The writer who has left the editor meanwhile is not taken to the dashboard.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(redirect.current);
    };
  }, []);

  return useMutation({
    meta: { failure: 'Saving the blog failed' },
    ...(saveKey && { mutationKey: saveKey, gcTime: FIRST_SAVE_KEPT_MS }),
    mutationFn: async ({ draft, asDraft, asNew = false }: SaveVariables) => {
      const title = draft.title.trim();
      const sentAt = Date.now();
      const sent = { title, banner: draft.banner, des: draft.des.trim() };
      let editing = asNew ? null : blogId;
      const record = after?.firstSent;
      // An earlier page's save of this work whose answer went with that page (a reload while it was out):
      // the post it made, if it made one, is this work's, and is updated. Unable to look, nothing is sent
      // (it could make a second post); the writer is told, and tries again (decision 0066).
      const earlier = editing ? null : record?.read();
      if (earlier) {
        const made = await madeBy(earlier);
        if (made) editing = made;
        else record?.write(null);
      }
      // A new blog's save is kept in mind until it answers.
      const creating = !editing;
      if (creating) record?.write({ ...sent, asDraft, at: sentAt });
      try {
        const answer = await createBlog({
          title,
          banner: draft.banner,
          des: draft.des.trim(),
          content: contentFromBlocks(draft.blocks),
          tags: draft.tags,
          draft: asDraft,
          ...(editing ? { id: editing } : {}),
        });
        if (editing && !(await stillThere(editing))) throw new BlogGoneError();
        if (answer.id) return { id: answer.id };
        // A new blog's save answered without its blog_id (a database _id: docs/decisions/0055) is found
        // among the writer's blogs, as a lost answer's is. Not there, the server did not keep it: nothing is
        // taken for saved, and the work and its copy in this browser stay. Unable to look, it goes on as
        // saved under no name.
        // The server said it made one: the newest that matches, whatever its clock says.
        const made = await madeSince(sent, asDraft).catch(() => '');
        if (made === null) {
          record?.write(null);
          throw new BlogNotKeptError(SAVE_MESSAGES.notKept);
        }
        return { id: made };
      } catch (error) {
        // SPEC's server refuses an edit of a blog it does not have.
        if (editing && notFound(error)) throw new BlogGoneError();
        // A new blog's answer that never came (a timeout, a dropped connection, a gateway's 502 or 504) may
        // have been lost after the server made the blog: saving again would make a second. The writer's
        // newest blog of this kind, title, banner and description, made since the click, is this one
        // (docs/decisions/0053).
        if (!creating) throw error;
        // The server answered: it made nothing.
        if (!answerLost(error)) {
          record?.write(null);
          throw error;
        }
        // Unable to look, the save stays in mind: the next one looks first.
        const made = await madeSince(sent, asDraft, sentAt).catch(() => undefined);
        if (made === null) record?.write(null);
        if (!made) throw error;
        return { id: made };
      }
    },
    onMutate: ({ asDraft }) => {
      toast.loading(asDraft ? SAVE_MESSAGES.savingDraft : SAVE_MESSAGES.publishing, EDITOR_TOAST);
    },
    onSuccess: ({ id }, { draft, asDraft, asNew = false }) => {
      toast.success(asDraft ? SAVE_MESSAGES.savedDraft : SAVE_MESSAGES.published, EDITOR_TOAST);
      const typedOn = onSaved(draft, id, asDraft);
      if (id) writeItem('session', STORAGE_KEYS.savedAs + id, asDraft ? 'draft' : 'published');
      // Saved as a draft, the blog is gone from every list of published blogs kept (home, a profile, search,
      // Published Blogs); published, from Drafts: those are read when next shown, not drawn with it (0061).
      if (id) {
        const drafts = (key: QueryKey) => key[2] === 'mine' && key[3] === 'draft';
        forgetListsShowing(client, id, asDraft ? drafts : (key) => !drafts(key));
      }
      // Every list of blogs (home, tag, search, profile, manage blogs) and every blog page, plus profile
      // post counts; the editing read is not a list and is not asked for again here.
      for (const queryKey of [blogKeys.lists(), blogKeys.details(), userKeys.profiles()]) {
        void client.invalidateQueries({ queryKey });
      }
      // What the writer typed while the request was out is not in what was saved: the editor stays with it,
      // unsaved, rather than leave it behind for the dashboard. A new blog goes on as the blog the server
      // made of it (its copy moved there: markSaved), so that saving again updates it.
      const stay = () => {
        if ((!blogId || asNew) && id && mounted.current)
          goOnAs(navigate, id, asDraft, entry.current, blogId ?? 'new');
      };
      // A new blog's entry becomes the blog's own address at once, whether the writer stays or not: Back
      // from the dashboard returns to the blog saved, not to an empty new editor whose save would make a
      // second blog (the navigation audit, 0062), nor to a deleted blog's not-found page (0063). The same
      // editor goes on there (its key stays what it was).
      // A writer leaving (the leaving waited for this answer) goes where they were going: the entry stays as
      // it is, which a carried-on entry would overrule (decision 0063); the dashboard does not open after.
      // Asked about leaving, the entry changes once they choose to stay: a navigation now would close the
      // question under them.
      const leave = after?.leaving?.() ?? null;
      if (leave === 'waiting' && !typedOn) return;
      if (!blogId || asNew || typedOn) {
        if (leave === 'asking' && after?.onceStayed) after.onceStayed(stay);
        else stay();
      }
      if (typedOn) return;
      // The dashboard opens on its lists as they are now (issue 29 item 11): a list kept from an earlier
      // visit is read again before it shows, not drawn as it was and then drawn again with this blog in it
      // under the writer's pointer. Should that read fail or be slow, the page reads for itself. Only the
      // list it lands on (no search): the others are read when shown, an old search's never (audit, 0060).
      const landing = Promise.race([
        client
          .refetchQueries({
            queryKey: blogKeys.mine(asDraft ? 'draft' : 'published', ''),
            exact: true,
            type: 'inactive',
          })
          .catch(() => undefined),
        new Promise((resolve) => setTimeout(resolve, LANDING_WAIT_MS)),
      ]);
      const waited = new Promise((resolve) => {
        redirect.current = setTimeout(resolve, REDIRECT_AFTER_SAVE_MS);
      });
      void Promise.all([landing, waited]).then(() => {
        if (!mounted.current) return;
        // Typed on after the answer came: the writer is not carried away mid-sentence either.
        if (after?.unsaved()) {
          after.stay();
          return stay();
        }
        void navigate(asDraft ? paths.manageBlogs('draft') : paths.manageBlogs());
      });
    },
    onError: (error) => {
      if (error instanceof BlogGoneError) onGone();
      if (error instanceof ApiError && error.status === 401) {
        toast.dismiss(EDITOR_TOAST.id);
        return;
      }
      toast.error(
        error instanceof BlogGoneError || error instanceof BlogNotKeptError
          ? error.message
          : error instanceof ApiError && error.status === 413
            ? SAVE_MESSAGES.tooLarge
            : errorText(error, SAVE_MESSAGES.failed),
        EDITOR_TOAST,
      );
    },
  });
}
