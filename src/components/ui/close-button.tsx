import type { Ref } from 'react';
import { CloseIcon } from './icons';

/** The round × that closes a panel or a sheet; `label` names what it closes ('Close comments'). */
export function CloseButton({
  label,
  onClick,
  ref,
  className = '',
}: {
  label: string;
  onClick: () => void;
  ref?: Ref<HTMLButtonElement>;
  className?: string;
}) {
  return (
    <button
      ref={ref}
      type="button"
      onClick={onClick}
      aria-label={label}
      className={`btn-round text-xl ${className}`}
    >
      <CloseIcon />
    </button>
  );
}
