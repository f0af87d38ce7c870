import { useEffect } from 'react';
import toast, { Toaster, useToasterStore } from 'react-hot-toast';
import { TOAST_DURATIONS, TOAST_LIMIT, TOAST_MAX_WIDTH } from '@/lib/constants';

/**
 * SPEC §4 and §9 toasts: blank, error, success, loading and custom; at most 20 kept; pause on hover
 * (react-hot-toast's default); durations and max width from SPEC §9.
 */
export function AppToaster() {
  const { toasts } = useToasterStore();

  useEffect(() => {
    const visible = toasts.filter((t) => t.visible);
    // Oldest first beyond the limit.
    visible.slice(TOAST_LIMIT).forEach((t) => toast.dismiss(t.id));
  }, [toasts]);

  return (
    <Toaster
      position="top-center"
      toastOptions={{
        duration: TOAST_DURATIONS.blank,
        error: { duration: TOAST_DURATIONS.error },
        success: { duration: TOAST_DURATIONS.success },
        loading: { duration: TOAST_DURATIONS.loading },
        style: {
          maxWidth: TOAST_MAX_WIDTH,
          background: 'var(--color-bg)',
          color: 'var(--color-ink)',
          border: '1px solid var(--color-line)',
        },
      }}
    />
  );
}
