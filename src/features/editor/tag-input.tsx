import { useEffect, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { toast } from '@/lib/toast';
import { addTags, editTag, removeTag, TAG_SEPARATOR, tagsLeft } from './rules';
import { EDITOR_TOAST } from './use-save-blog';
import { composing } from '@/lib/keys';
import { HAND_OVER_TYPED } from './editor-keys';

/**
 * SPEC §2/§5 tags: added on Enter or comma (no duplicates, no empty tags, at most 10 with 'You can add
 * max 10 Tags'), and when the field is left with a topic in it (docs/decisions/0059), each removable and
 * editable in place, with a tags-left counter.
 */
export function TagInput({
  tags,
  onChange,
  invalid,
}: {
  tags: string[];
  onChange: (tags: string[]) => void;
  /** The publish form's check failed on the topics (useFieldProblem). */
  invalid?: boolean;
}) {
  const inputId = useId();
  const counterId = useId();
  const [text, setText] = useState('');
  const field = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);
  /** An input method is composing in the topic field: its text is not the writer's yet. */
  const imeOpen = useRef(false);
  /**
   * Where focus goes once the topics are drawn again (WCAG 2.4.3): a removed topic takes the focused ×
   * with it, and a saved edit redraws the topic (its key holds the text), so focus would drop to <body>.
   * It goes to the same place in the list (the next topic), else the topic before, else the topic field.
   */
  const refocus = useRef<{ index: number; part: 'input' | 'button' } | null>(null);

  useEffect(() => {
    const wanted = refocus.current;
    if (!wanted) return;
    refocus.current = null;
    const items = list.current?.children ?? [];
    const item = items[Math.min(wanted.index, items.length - 1)];
    const target = item?.querySelector<HTMLElement>(wanted.part) ?? field.current;
    target?.focus();
  }, [tags]);

  function commit(value: string) {
    const change = addTags(tags, value);
    if (change.error) toast.error(change.error, EDITOR_TOAST);
    if (change.tags.length !== tags.length) onChange(change.tags);
    setText(change.rest ?? '');
  }

  // A topic typed and not added yet when the form goes (the browser's Back to the writing stage, which
  // fires no blur) joins the topics, as leaving the field would have done (the editor audit, 0062).
  const onLeave = useRef<() => void>(() => undefined);
  useEffect(() => {
    onLeave.current = () => {
      if (text.trim() && !imeOpen.current) commit(text);
    };
  });
  useEffect(() => () => onLeave.current(), []);

  /**
   * Cmd/Ctrl+S pressed in a topic's field (use-editor-shortcuts.ts): the topic typed, or the edit made in
   * place, joins the draft before the save reads it, as leaving the field would have done.
   */
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = box.current;
    const handOver = (event: Event) => {
      const input = event.target;
      if (!(input instanceof HTMLInputElement)) return;
      flushSync(() => {
        if (input === field.current) {
          if (input.value.trim()) commit(input.value);
          return;
        }
        const index = Number(input.dataset.index);
        if (saveEdit(index, input)) refocus.current = { index, part: 'input' };
      });
    };
    node?.addEventListener(HAND_OVER_TYPED, handOver);
    return () => node?.removeEventListener(HAND_OVER_TYPED, handOver);
  });

  /** Saves the edit of the topic at `index`, or puts its text back when refused; true when it changed. */
  function saveEdit(index: number, input: HTMLInputElement): boolean {
    const change = editTag(tags, index, input.value);
    const same = change.tags.join('\n') === tags.join('\n');
    if (same) input.value = tags[index] ?? '';
    else onChange(change.tags);
    return !same;
  }

  return (
    <div>
      <label htmlFor={inputId} className="mb-2 block text-muted">
        Topics - (Helps in searching and ranking your blog post)
      </label>
      <div ref={box} className="input relative pb-2">
        <input
          ref={field}
          id={inputId}
          name="tags"
          type="text"
          aria-invalid={invalid}
          value={text}
          placeholder="Topic"
          aria-describedby={counterId}
          onChange={(event) => {
            const value = event.target.value;
            // SPEC §5: a comma (any keyboard's, rules.ts) adds what was typed before it; not while an input
            // method is composing ('、' in kana not yet converted): once it has ended. Only a comma just typed
            // or pasted: topics the limit refused stay in the field with theirs, and typing beside them does
            // not ask again.
            const commas = (typed: string) => typed.split(TAG_SEPARATOR).length;
            if (commas(value) > commas(text) && !imeOpen.current) commit(value);
            else setText(value);
          }}
          onCompositionStart={() => {
            imeOpen.current = true;
          }}
          onCompositionEnd={(event) => {
            imeOpen.current = false;
            if (TAG_SEPARATOR.test(event.currentTarget.value)) commit(event.currentTarget.value);
          }}
          onKeyDown={(event) => {
            if (event.key !== 'Enter' || composing(event)) return;
            event.preventDefault();
            commit(text);
          }}
          // A topic typed and left (Publish pressed, the next field chosen) is added, not lost.
          onBlur={() => {
            if (text.trim()) commit(text);
          }}
          className="sticky top-0 mb-3 w-full rounded-md border border-line bg-bg px-4 py-2 outline-none focus:border-accent aria-invalid:border-danger"
        />
        <ul ref={list} aria-label="Topics" className="flex flex-wrap gap-2">
          {tags.map((tag, index) => (
            <li
              key={`${index}:${tag}`}
              // A long topic is cut to the form's width (its whole text scrolls in its box): issue 29 item 15.
              className="flex min-w-0 max-w-full items-center gap-1 rounded-full bg-bg py-1 pl-4 pr-1"
            >
              <input
                aria-label={`Edit topic ${tag}`}
                data-index={index}
                defaultValue={tag}
                size={Math.max(3, tag.length)}
                onKeyDown={(event) => {
                  if (event.key !== 'Enter' || composing(event)) return;
                  event.preventDefault();
                  // Saved where it is, and the topic keeps the focus (not blur(): focus would go to <body>).
                  if (saveEdit(index, event.currentTarget))
                    refocus.current = { index, part: 'input' };
                }}
                onBlur={(event) => saveEdit(index, event.target)}
                title={tag}
                className="min-w-0 text-ellipsis bg-transparent outline-none focus:underline"
              />
              <button
                type="button"
                aria-label={`Remove topic ${tag}`}
                onClick={() => {
                  refocus.current = { index, part: 'button' };
                  onChange(removeTag(tags, index));
                }}
                className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full hover:bg-surface-strong"
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      </div>
      <p id={counterId} className="mt-1 text-right text-sm text-muted">
        {tagsLeft(tags)} Tags left
      </p>
    </div>
  );
}
