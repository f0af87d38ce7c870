import { useLayoutEffect, useRef } from 'react';
import { cleanTitle } from './rules';

/**
 * SPEC §2/§5 title: no newline allowed. Enter does nothing; pasted or dropped line breaks become spaces
 * (cleanTitle on every change). The field grows with its text instead of scrolling.
 */
export function TitleField({
  value,
  onChange,
  label = 'Blog Title',
  className = '',
}: {
  value: string;
  onChange: (title: string) => void;
  label?: string;
  className?: string;
}) {
  const field = useRef<HTMLTextAreaElement>(null);

  useLayoutEffect(() => {
    const node = field.current;
    if (!node) return;
    node.style.height = 'auto';
    node.style.height = `${node.scrollHeight}px`;
  }, [value]);

  return (
    <textarea
      ref={field}
      aria-label={label}
      placeholder={label}
      rows={1}
      value={value}
      onKeyDown={(event) => {
        if (event.key === 'Enter') event.preventDefault();
      }}
      onChange={(event) => onChange(cleanTitle(event.target.value))}
      className={`w-full resize-none overflow-hidden bg-transparent leading-tight outline-none placeholder:text-muted ${className}`}
    />
  );
}
