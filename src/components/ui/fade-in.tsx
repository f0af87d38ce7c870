import { m } from 'framer-motion';
import { ENTRY_ANIMATION_DELAY_S } from '@/lib/constants';

/**
 * SPEC §9 entry animation: each item fades and rises in, 0.08 s after the one before. Only `m` components
 * (LazyMotion strict at the app root, PITFALLS: framer-motion); reduced-motion users get none.
 */
export function FadeIn({
  index = 0,
  delayStep = ENTRY_ANIMATION_DELAY_S,
  children,
  className,
}: {
  index?: number;
  delayStep?: number;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <m.div
      className={className}
      initial={{ opacity: 0, y: 12 }}
      animate={{ opacity: 1, y: 0 }}
      transition={{ duration: 0.5, delay: Math.min(index, 10) * delayStep }}
    >
      {children}
    </m.div>
  );
}
