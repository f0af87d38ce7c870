import type { Ref, SVGProps } from 'react';
import { Svg } from './icons';

const CloseIcon = (p: SVGProps<SVGSVGElement>) => (
  <Svg {...p}>
    <path d="M18 6 6 18M6 6l12 12" />
  </Svg>
);

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
