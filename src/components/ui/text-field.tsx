import { useId, type ButtonHTMLAttributes, type InputHTMLAttributes, type ReactNode } from 'react';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  hint?: ReactNode;
}

/** A labelled input with an optional hint tied to it (aria-describedby). */
export function TextField({ label, hint, className = '', ...input }: TextFieldProps) {
  const id = useId();
  return (
    <div className="w-full">
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        className={`input ${className}`}
        aria-describedby={hint ? `${id}-hint` : undefined}
        {...input}
      />
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      )}
    </div>
  );
}

/**
 * A form's button while its call is out (here with the form's fields: a module of its own would be one more
 * chunk, named in every route's entry): it says so (aria-busy, aria-disabled, shown as waiting) instead of
 * going `disabled`, which makes a browser drop the keyboard's focus to <body> (WCAG 2.4.3). The form's own
 * handler ignores a press while busy.
 */
export function BusyButton({
  busy,
  className = '',
  ...button
}: ButtonHTMLAttributes<HTMLButtonElement> & { busy: boolean }) {
  return (
    <button
      type="submit"
      {...button}
      className={`${className} aria-disabled:cursor-wait aria-disabled:opacity-60`}
      aria-disabled={busy || undefined}
      aria-busy={busy}
    />
  );
}
