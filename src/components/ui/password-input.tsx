import { useId, useState, type InputHTMLAttributes } from 'react';

interface PasswordInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> {
  label: string;
}

/** SPEC §2: password inputs have a show/hide toggle. The toggle is a real button with its state. */
export function PasswordInput({ label, className = '', ...input }: PasswordInputProps) {
  const id = useId();
  const [shown, setShown] = useState(false);
  return (
    <div className="w-full">
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          type={shown ? 'text' : 'password'}
          className={`input pr-20 ${className}`}
          {...input}
        />
        {/*
          An action button whose words say what it does next ('Show password', then 'Hide password'), with no
          pressed state: a toggle whose name also flips reads 'Hide password, pressed', which is ambiguous
          (WAI-ARIA APG button pattern). The visible word is in the name (WCAG 2.5.3).
        */}
        <button
          type="button"
          className="absolute right-2 top-1/2 -translate-y-1/2 rounded px-2 py-1 text-sm text-muted hover:text-ink"
          aria-label={`${shown ? 'Hide' : 'Show'} ${label.toLowerCase()}`}
          onClick={() => setShown((value) => !value)}
        >
          {shown ? 'Hide' : 'Show'}
        </button>
      </div>
    </div>
  );
}
