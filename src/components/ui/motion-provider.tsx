import type { ReactNode } from 'react';
import { LazyMotion, MotionConfig } from 'framer-motion';

// The animation features load after the component that needs them (PITFALLS: framer-motion).
const loadFeatures = () => import('./motion-features').then((mod) => mod.default);

/**
 * framer-motion for the few places that need JavaScript-driven motion (the comments panel, the editor's
 * stages). It is mounted there, not at the app root, so the reading routes carry none of it: their list
 * entry animations are CSS (FadeIn). `strict` catches a stray `motion` import; reduced-motion users get none.
 */
export function MotionProvider({ children }: { children: ReactNode }) {
  return (
    <LazyMotion features={loadFeatures} strict>
      <MotionConfig reducedMotion="user">{children}</MotionConfig>
    </LazyMotion>
  );
}
