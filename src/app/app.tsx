import { StrictMode } from 'react';
import { RouterProvider, type RouterProviderProps } from 'react-router';
import { LazyMotion, MotionConfig } from 'framer-motion';
import { AppErrorBoundary } from './error-boundary';
import { AppToaster } from './providers/app-toaster';

const loadMotionFeatures = () => import('./motion-features').then((mod) => mod.default);

export function App({ router }: { router: RouterProviderProps['router'] }) {
  return (
    <StrictMode>
      <AppErrorBoundary>
        {/* SPEC §9 entry animations; reduced-motion users get none (MotionConfig "user"). */}
        <LazyMotion features={loadMotionFeatures} strict>
          <MotionConfig reducedMotion="user">
            <RouterProvider router={router} />
            <AppToaster />
          </MotionConfig>
        </LazyMotion>
      </AppErrorBoundary>
    </StrictMode>
  );
}
