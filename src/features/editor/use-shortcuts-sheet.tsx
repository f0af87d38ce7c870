import { useCallback, useRef, useState, type ComponentType } from 'react';
import { toast } from '@/lib/toast';
import { helpKeyOn, setHelpKeyOn } from './help-key';
import type { SheetProps } from './shortcuts-sheet';
import { EDITOR_TOAST } from './use-save-blog';

/** '?' alone, on or off (help-key.ts), handed to the sheet: its chunk then has no storage code of its own. */
const HELP_KEY = { on: helpKeyOn, set: setHelpKeyOn };

type Sheet = ComponentType<SheetProps>;

export const SHEET_FAILED =
  'The keyboard shortcuts could not be loaded. Check your connection and try again.';

/**
 * The shortcuts sheet, downloaded the first time it is asked for (the editor route's first load stays as it
 * was). A failed download says so in the editor's toast; asking again tries again.
 */
export function useShortcutsSheet() {
  const [sheet, setSheet] = useState<Sheet | null>(null);
  const [open, setOpen] = useState(false);
  const loading = useRef(false);

  const show = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    import('./shortcuts-sheet')
      .then(({ ShortcutsSheet }) => {
        setSheet(() => ShortcutsSheet);
        setOpen(true);
      })
      .catch((error: unknown) => {
        console.warn('The shortcuts sheet could not be downloaded', error);
        toast.error(SHEET_FAILED, EDITOR_TOAST);
      })
      .finally(() => {
        loading.current = false;
      });
  }, []);

  const hide = useCallback(() => setOpen(false), []);
  const Loaded = sheet;
  return {
    show,
    open,
    element: open && Loaded ? <Loaded onClose={hide} helpKey={HELP_KEY} /> : null,
  };
}
