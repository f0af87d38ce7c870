import type { CSSProperties, ReactNode } from 'react';
import { ENTRY_ANIMATION_DELAY_S } from '@/lib/constants';

/**
 * SPEC §9 entry animation: each item fades and rises in, 0.08 s after the one before. Plain CSS
 * (`animate-entry` in src/styles/index.css): no animation runtime on the reading routes (issue 5 budget),
 * and the reduced-motion media query turns it off.
 */
export function FadeIn({
  index = 0,
  delayStep = ENTRY_ANIMATION_DELAY_S,
  children,
  className = '',
}: {
  index?: number;
  delayStep?: number;
  children: ReactNode;
  className?: string;
}) {
  const style: CSSProperties = { animationDelay: `${Math.min(index, 10) * delayStep}s` };
  return (
    <div className={`animate-entry ${className}`.trim()} style={style}>
      {children}
    </div>
  );
}
