import { lazy, StrictMode, Suspense } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider, type RouterProviderProps } from 'react-router-dom';
import { AppErrorBoundary } from './error-boundary';

// Toasts are not needed for the first paint: the library loads with the toaster, after the entry, and
// toasts raised before it arrives wait in src/lib/toast.ts (issue 5: first-load budget).
const AppToaster = lazy(() =>
  import('./providers/app-toaster').then((mod) => ({ default: mod.AppToaster })),
);

export function App({
  router,
  queryClient,
}: {
  router: RouterProviderProps['router'];
  queryClient: QueryClient;
}) {
  return (
    <StrictMode>
      <AppErrorBoundary>
        <QueryClientProvider client={queryClient}>
          {/*
            Navigations are drawn at once, not as transitions: an event that came after one and before its
            transition was drawn ran the handlers of the screen before, and wrote its old address back (a tab
            and a search at once, a tag chosen twice, a filter corrected: decision 0060).
          */}
          <RouterProvider router={router} useTransitions={false} />
        </QueryClientProvider>
        <Suspense>
          <AppToaster />
        </Suspense>
      </AppErrorBoundary>
    </StrictMode>
  );
}
