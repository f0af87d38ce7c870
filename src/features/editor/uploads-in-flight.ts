import { useSyncExternalStore } from 'react';

/** Said instead of saving, publishing or leaving quietly while an upload runs (issue 23 item 7). */
export const WAIT_FOR_UPLOAD_TEXT = 'Wait for the image to finish uploading';

export type UploadKind = 'banner' | 'image';

export interface UploadInFlight {
  id: number;
  kind: UploadKind;
  /** The chosen file's name: two uploads at once are told apart by it. */
  name: string;
  /** Whole percentages. */
  progress: number;
}

export interface UploadTicket {
  progress: (percent: number) => void;
  /**
   * The upload is over: stored at `url`, or failed (no url); called more than once, it counts once. A content
   * image's block learns the outcome from here, whichever copy of the block is on screen (undo and redo
   * draw a block anew, with the same id, while its upload goes on).
   */
  end: (url?: string) => void;
}

/** A content image's upload, by its block's id: under way, or stored at an address. */
export type BlockUpload = { state: 'uploading' } | { state: 'stored'; url: string };

export interface UploadTracker {
  /** `blockId`: the image block the upload fills (none for the banner). */
  start: (kind: UploadKind, name: string, blockId?: string) => UploadTicket;
  /** A new array whenever something changes (useSyncExternalStore compares by identity). */
  list: () => readonly UploadInFlight[];
  busy: () => boolean;
  subscribe: (listener: () => void) => () => void;
  /** The upload of an image block, while it runs and after it stored its image. */
  ofBlock: (blockId: string) => BlockUpload | undefined;
}

/**
 * The editor's uploads under way, banner and content images alike (issue 23 item 7; PITFALLS "Learned in
 * this project"). @editorjs/image's `validate()` is `!!file.url`, so `save()` silently drops a block whose
 * file is still on its way, and the banner is only in the draft once stored: saving in the meantime would
 * store the post without the picture. Every upload is registered here from its start to its end, so the
 * workspace can refuse to save, publish or leave quietly while one runs, and each has its own progress.
 */
export function createUploadTracker(): UploadTracker {
  let uploads: readonly UploadInFlight[] = [];
  const blocks = new Map<string, BlockUpload>();
  let next = 1;
  const listeners = new Set<() => void>();
  const set = (value: readonly UploadInFlight[]) => {
    uploads = value;
    for (const listener of listeners) listener();
  };

  return {
    start(kind, name, blockId) {
      const id = next++;
      if (blockId) blocks.set(blockId, { state: 'uploading' });
      set([...uploads, { id, kind, name, progress: 0 }]);
      let over = false;
      return {
        progress(percent) {
          if (over) return;
          set(
            uploads.map((upload) => (upload.id === id ? { ...upload, progress: percent } : upload)),
          );
        },
        end(url) {
          if (over) return;
          over = true;
          if (blockId) {
            if (url) blocks.set(blockId, { state: 'stored', url });
            else blocks.delete(blockId);
          }
          set(uploads.filter((upload) => upload.id !== id));
        },
      };
    },
    list: () => uploads,
    ofBlock: (blockId) => blocks.get(blockId),
    busy: () => uploads.length > 0,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function useUploadsInFlight(tracker: UploadTracker): readonly UploadInFlight[] {
  return useSyncExternalStore(tracker.subscribe, tracker.list, tracker.list);
}
