import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { cleanTitle } from './rules';

/**
 * SPEC §2/§5 title: no newline allowed. Enter adds none: it calls `onEnter` (issue 25 item 7: in the editor
 * it moves on to the first block, as in Ghost) or does nothing; pasted or dropped line breaks become spaces
 * (cleanTitle on every change). The field grows with its text instead of scrolling: measured again when its text
 * changes, when its width does (a window made narrower) and when a web font arrives (Inter sets a long title on
 * more lines than its fallback), so no line of the title is ever hidden.
 */
export function TitleField({
  value,
  onChange,
  onEnter,
  label = 'Blog Title',
  className = '',
  name,
  invalid,
}: {
  value: string;
  onChange: (title: string) => void;
  onEnter?: () => void;
  label?: string;
  className?: string;
  /** Its name in the publish form, where a failed check finds it (useFieldProblem). */
  name?: string;
  /** The publish form's check failed on it. */
  invalid?: boolean;
}) {
  const field = useRef<HTMLTextAreaElement>(null);

  const fit = useCallback(() => {
    const node = field.current;
    if (!node) return;
    node.style.height = 'auto';
    node.style.height = `${node.scrollHeight}px`;
  }, []);
  useLayoutEffect(fit, [value, fit]);
  useEffect(() => {
    const node = field.current;
    if (!node) return;
    let width = node.clientWidth;
    let frame = 0;
    // In the next frame: a height set inside the observer's own callback would be a resize loop.
    const refit = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(fit);
    };
    const observer =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(() => {
            if (node.clientWidth === width) return;
            width = node.clientWidth;
            refit();
          });
    observer?.observe(node);
    const fonts = 'fonts' in document ? document.fonts : null;
    fonts?.addEventListener('loadingdone', refit);
    return () => {
      observer?.disconnect();
      fonts?.removeEventListener('loadingdone', refit);
      cancelAnimationFrame(frame);
    };
  }, [fit]);

  return (
    <textarea
      dir="auto"
      ref={field}
      aria-label={label}
      name={name}
      aria-invalid={invalid || undefined}
      placeholder={label}
      rows={1}
      value={value}
      onKeyDown={(event) => {
        if (event.key !== 'Enter') return;
        event.preventDefault();
        // An IME's Enter ends its composition and is not the writer's own.
        if (!event.nativeEvent.isComposing && !event.shiftKey && !event.ctrlKey && !event.metaKey)
          onEnter?.();
      }}
      onChange={(event) => onChange(cleanTitle(event.target.value))}
      className={`w-full resize-none overflow-hidden leading-tight placeholder:text-muted ${className}`}
    />
  );
}
