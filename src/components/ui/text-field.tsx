import {
  useId,
  useState,
  type ButtonHTMLAttributes,
  type InputHTMLAttributes,
  type ReactNode,
} from 'react';

/** A failed rule of a form (SPEC §5): the field it failed on, by its name in the form, and the message. */
export interface FieldProblem<Field extends string = string> {
  field: Field;
  message: string;
}

/**
 * SPEC §5's checks say what is wrong in a toast; this says where. After a failed submit the field the rule
 * failed on is marked invalid (aria-invalid) and takes the focus, so a screen reader names the field as the
 * toast gives the reason (WCAG 3.3.1). The mark goes as soon as that field no longer fails (`now`: the
 * form's problem with what is typed now).
 */
export function useFieldProblem<Field extends string>(now: FieldProblem<Field> | null) {
  const [shown, setShown] = useState<Field | null>(null);
  // Right again, the field is no longer marked: made wrong once more, it is marked by the next check only.
  if (shown && now?.field !== shown) setShown(null);
  return {
    /** The field's aria-invalid. */
    invalid: (field: Field) => (shown === field && now?.field === field) || undefined,
    /** Marks the problem's field and focuses it (found by its name in `form`). */
    show(form: ParentNode, problem: FieldProblem<Field>) {
      setShown(problem.field);
      form.querySelector<HTMLElement>(`[name="${problem.field}"]`)?.focus();
    },
  };
}

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
