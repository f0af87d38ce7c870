import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { RepliedCommentGone } from '@/api/comments';
import { ApiError } from '@/api/errors';
import { readCommentDraft, writeCommentDraft } from '@/lib/comment-drafts';
import { blank } from '@/lib/blank';
import { useSession } from '@/lib/session';

/** SPEC §5 Comment: non-empty. Replies are comments too (add-comment answers the same words). */
export const EMPTY_COMMENT_TEXT = 'Write something to leave a comment....';

/** SPEC §5 Comment and Reply, in order: signed in first, then non-empty text. */
export function commentError(text: string, signedIn: boolean, loginText: string): string | null {
  if (!signedIn) return loginText;
  if (blank(text)) return EMPTY_COMMENT_TEXT;
  return null;
}

/** A server's refusal (a 4xx with its text, e.g. a too long comment) is shown too; otherwise ours alone. */
export function failureText(error: unknown, fallback: string): string {
  // Where sending again cannot help, that is said alone.
  if (error instanceof RepliedCommentGone) return error.message;
  const refused = error instanceof ApiError && error.kind === 'http' && (error.status ?? 0) < 500;
  return refused && error.serverMessage ? `${fallback} (${error.serverMessage})` : fallback;
}

/**
 * A refused deletion says the server's own words (issue 23 item 6: e.g. 403 "You can't delete this
 * comment"), not a generic text that would suggest trying again; anything else says `fallback`.
 */
export function refusalText(error: unknown, fallback: string): string {
  const refused = error instanceof ApiError && error.kind === 'http' && (error.status ?? 0) < 500;
  return refused && error.serverMessage ? error.serverMessage : fallback;
}

interface CommentBoxProps {
  /** The field's name for screen readers ('Leave a comment', 'Reply to @riley_chen'). */
  label: string;
  placeholder: string;
  submitLabel: string;
  /** SPEC §5: 'login first to leave a comment' or 'login first to leave a reply' (visitors). */
  loginText: string;
  /** Said when the call fails (SPEC §8 only logs it; issue 15: say so, keep the text). */
  failure: string;
  send: (text: string) => Promise<unknown>;
  /** The server has it. `left`: what was typed while it was on its way, still in the box ('' for nothing). */
  onSent?: (left: string) => void;
  onCancel?: () => void;
  /** A reply box takes focus when it opens, where the reader asked for it. */
  focusOnOpen?: boolean;
  /**
   * Where the text is kept as it is typed (src/lib/comment-drafts.ts: commentDraftKey), so the box shows it
   * again when it opens (a visitor's too, once they have signed in).
   */
  draft?: string;
}

/**
 * The comment and reply box of SPEC §2 (the comments panel, and the inline reply of notifications). The text is the reader's until the server has it: a failure keeps
 * it and says so; the button is busy while the call is out, and a second press does not post it again.
 * Messages appear under the field and are announced (role="alert"), rather than in a toast that fades.
 * What is typed is kept as a draft until it is sent or cancelled: a box that closes and opens again, or a
 * page that reloads, shows it again.
 */
export function CommentBox(props: CommentBoxProps) {
  const user = useSession();
  const id = useId();
  const { draft } = props;
  const [text, setText] = useState(() => (draft ? readCommentDraft(draft) : ''));
  /** What the field holds now: the reader may type on while the call is out. */
  const latest = useRef(text);
  const edit = (next: string) => {
    latest.current = next;
    setText(next);
    if (draft) writeCommentDraft(draft, next);
  };
  const [message, setMessage] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const busy = useRef(false);
  const field = useRef<HTMLTextAreaElement>(null);
  const { focusOnOpen } = props;
  useEffect(() => {
    if (focusOnOpen) field.current?.focus();
  }, [focusOnOpen]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy.current) return;
    const problem = commentError(text, Boolean(user), props.loginText);
    setMessage(problem);
    // Nothing written: the box is where to write it (as the other forms' checks focus their field, 0060).
    if (problem === EMPTY_COMMENT_TEXT) field.current?.focus();
    if (problem) return;
    busy.current = true;
    setPending(true);
    try {
      await props.send(text.trim());
      // Only what was sent goes: words typed on meanwhile stay in the box (after the sent text), or the
      // whole field when it was changed elsewhere than at its end.
      const now = latest.current;
      const left = now.startsWith(text) ? now.slice(text.length).trimStart() : now;
      edit(left);
      props.onSent?.(left);
    } catch (error) {
      setMessage(failureText(error, props.failure));
    } finally {
      busy.current = false;
      setPending(false);
    }
  };

  // 'Write something…' goes as soon as something is written, and the box is no longer marked (0062).
  const shown = message === EMPTY_COMMENT_TEXT && !blank(text) ? null : message;

  return (
    <form onSubmit={submit} noValidate className="w-full">
      <label htmlFor={`${id}-text`} className="sr-only">
        {props.label}
      </label>
      <textarea
        dir="auto"
        ref={field}
        id={`${id}-text`}
        value={text}
        onChange={(event) => edit(event.target.value)}
        placeholder={props.placeholder}
        aria-describedby={shown ? `${id}-message` : undefined}
        aria-invalid={shown ? true : undefined}
        className="input h-[150px] resize-none"
      />
      {shown && (
        <p id={`${id}-message`} role="alert" className="mt-2 text-sm text-danger">
          {shown}
        </p>
      )}
      <div className="mt-4 flex gap-2">
        {/* Not `disabled` while sending: a disabled button drops the keyboard's focus to <body>. */}
        <button
          type="submit"
          className="btn-primary aria-disabled:cursor-wait aria-disabled:opacity-60"
          aria-disabled={pending || undefined}
          aria-busy={pending}
        >
          {props.submitLabel}
        </button>
        {props.onCancel && (
          <button
            type="button"
            className="btn-ghost"
            onClick={() => {
              edit('');
              props.onCancel?.();
            }}
          >
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
