import { lazy, StrictMode, Suspense } from 'react';
import { RouterProvider, type RouterProviderProps } from 'react-router';
import { AppErrorBoundary } from './error-boundary';

// The toast renderer is not needed for the first paint: toasts raised before it loads wait in
// react-hot-toast's store and show when it mounts (issue 5: first-load budget).
const AppToaster = lazy(() =>
  import('./providers/app-toaster').then((mod) => ({ default: mod.AppToaster })),
);

export function App({ router }: { router: RouterProviderProps['router'] }) {
  return (
    <StrictMode>
      <AppErrorBoundary>
        <RouterProvider router={router} />
        <Suspense fallback={null}>
          <AppToaster />
        </Suspense>
      </AppErrorBoundary>
    </StrictMode>
  );
}
