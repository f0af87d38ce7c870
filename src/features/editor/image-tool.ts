import type { BlockAPI, BlockToolConstructorOptions } from '@editorjs/editorjs';
import ImageTool from '@editorjs/image';
import { toast } from '@/lib/toast';
import { TRANSIENT, type ImageState } from './document';
import {
  fillImage,
  hideImagePreloader,
  imageAddress,
  IMAGE_PICTURE,
  onImageUploadFailed,
  showImagePreloader,
} from './editorjs-adapter';
import { ALT_MAX, cleanAlt, imageSize, UNNAMED_IMAGE, type ImageSize } from './image-data';
import type { UploadTracker } from './uploads-in-flight';
import { editorNotice } from './editor-notice';

export const ALT_TEXTS = {
  label: 'Alt text',
  hint: 'what the image shows, for readers who cannot see it',
  placeholder: 'For example: A fishing boat moored in a quiet harbour at dawn',
} as const;

/** SPEC §8, verbatim; the reason follows it (issue 23 item 4). */
export const IMAGE_UPLOAD_FAILED = 'Couldn’t upload image. Please try another.';
/** Issue 28 item 5: said in the block whose picture cannot be loaded from its address. */
export const IMAGE_BROKEN_TEXT =
  'This image could not be loaded from its address. Remove this block, or paste the image again.';
const IMAGE_TOAST = editorNotice('editor-image');

/** The failure's own words (an ApiError's message, a refused type), when the uploader gave some. */
export function imageUploadFailure(error: unknown): string {
  const reason = error instanceof Error ? error.message.trim() : '';
  return reason ? `${IMAGE_UPLOAD_FAILED} ${reason}` : IMAGE_UPLOAD_FAILED;
}

export interface UploadAnswer {
  success: number;
  file: { url: string };
}

/** How an image block's picture is stored (editor-tools.ts), and what happens when it cannot be. */
export interface ImageUploads {
  uploads: UploadTracker;
  uploadByFile: (blockId: string, file: Blob) => Promise<UploadAnswer>;
  uploadByUrl: (blockId: string, url: string) => Promise<UploadAnswer>;
  /** The upload for this block failed (the tool has said why): its block goes (issue 28 item 5). */
  failed: (blockId: string) => void;
}

type ImageToolOptions = ConstructorParameters<typeof ImageTool>[0];
type SavedImage = ReturnType<ImageTool['save']> & {
  alt?: string;
  file: { url: string; width?: number; height?: number };
  [TRANSIENT]?: ImageState;
};

/** The block's API, its width set only while the block is on screen (see the constructor). */
function stretchSafe(block: BlockAPI): BlockAPI {
  return Object.create(block, {
    stretched: {
      get: () => block.stretched,
      set: (value: boolean) => {
        if (block.holder?.isConnected) block.stretched = value;
      },
    },
  }) as BlockAPI;
}

/**
 * @editorjs/image with what issues 17 and 28 ask of it:
 * - an alt text field of its own (not the caption), saved as `alt`, and the image's natural width and height,
 *   saved in `file`, measured when the picture has loaded in the editor;
 * - uploads known by the block's id (uploads-in-flight.ts): while one runs the block is in the document as
 *   uploading (`_state`), whichever copy of it is on screen (undo and redo draw the block anew, with the same
 *   id): a copy drawn while the upload runs shows it running, and takes the address when it is stored;
 * - a failed upload says why and takes its block away (no empty 'Select an Image' is left in the post);
 * - a picture that cannot be loaded from its address says so in its block, and is `broken` in the document
 *   until it loads (publishing waits for it to be fixed or removed).
 */
export class AltImageTool extends ImageTool {
  /**
   * Editor.js's sanitizer leaves these fields to us (blog-data.ts cleans every block it saves): it would
   * HTML-escape the alt text ('&' → '&amp;') and the image address as soon as any inline tool were enabled
   * here. The alt text is plain text, the address passes safe-url, the caption the one HTML sanitizer.
   */
  static get sanitize() {
    return { caption: true, alt: true, file: true };
  }

  private altText: string;
  private readonly blockApi: BlockAPI;
  private readonly readOnlyMode: boolean;
  private readonly events: ImageUploads | undefined;
  /** The natural size of the picture last loaded, with the address it was measured at. */
  private measured: (ImageSize & { url: string }) | null = null;
  private holder: HTMLElement | null = null;
  private broken = false;
  /** Its block is gone (undone, drawn anew): a picture loading late changes nothing. */
  private destroyed = false;
  /** This copy of the block sent the upload itself: its own `then` fills the picture in. */
  private sending = false;
  private stopWatching: (() => void) | null = null;

  constructor(options: BlockToolConstructorOptions<SavedImage, { events?: ImageUploads }>) {
    const events = options.config?.events;
    const blockId = options.block.id;
    super({
      ...options,
      // The tool sets its block's width in a microtask of its own: a block undone or drawn anew within that
      // microtask is gone by then (Editor.js then reads its missing element). Images are never stretched.
      block: stretchSafe(options.block),
      config: {
        ...options.config,
        ...(events
          ? {
              uploader: {
                uploadByFile: (file: Blob) => {
                  this.sending = true;
                  return events.uploadByFile(blockId, file);
                },
                uploadByUrl: (url: string) => {
                  this.sending = true;
                  return events.uploadByUrl(blockId, url);
                },
              },
            }
          : {}),
      },
    } as unknown as ImageToolOptions);
    this.events = events;
    this.altText = cleanAlt(options.data.alt);
    this.blockApi = options.block;
    this.readOnlyMode = options.readOnly;
    // The tool's own failure says only SPEC's sentence, through Editor.js's notifier, which writes its
    // message as HTML and is not announced. Ours says why too, in the app's toast, and the block goes.
    onImageUploadFailed(this, (error: unknown) => {
      console.warn('Image upload failed', error);
      toast.error(imageUploadFailure(error), IMAGE_TOAST);
      hideImagePreloader(this);
      events?.failed(blockId);
    });
  }

  render(): HTMLDivElement {
    const wrapper = super.render();
    this.holder = wrapper;
    // `load` and `error` do not bubble, but they can be captured: each picture the tool draws is watched.
    wrapper.addEventListener('load', (event) => this.loaded(event.target), true);
    wrapper.addEventListener('error', (event) => this.failedToLoad(event.target), true);
    // A picture from the cache may be complete already. The block is not built yet: no change to tell.
    this.measure(wrapper.querySelector(IMAGE_PICTURE), false);
    wrapper.append(this.altField());
    this.describe();
    this.followUpload();
    return wrapper;
  }

  save(): SavedImage {
    const data = super.save() as SavedImage;
    const file = { ...data.file };
    const upload = this.events?.uploads.ofBlock(this.blockApi.id);
    // The upload has stored the image, and the tool's own `then` has not filled it in yet.
    if (!file.url && upload?.state === 'stored') file.url = upload.url;
    const picture = this.holder?.querySelectorAll<HTMLImageElement>(IMAGE_PICTURE);
    this.measure(picture?.[picture.length - 1] ?? null, false);
    if (this.measured && this.measured.url === file.url) {
      file.width = this.measured.width;
      file.height = this.measured.height;
    }
    const alt = cleanAlt(this.altText);
    const state: ImageState | undefined =
      !file.url && upload?.state === 'uploading'
        ? 'uploading'
        : this.broken && file.url
          ? 'broken'
          : undefined;
    return { ...data, file, ...(alt ? { alt } : {}), ...(state ? { [TRANSIENT]: state } : {}) };
  }

  destroy() {
    this.destroyed = true;
    this.stopWatching?.();
  }

  /** A copy of the block drawn while its upload runs (undo, redo) shows it running and takes its address. */
  private followUpload() {
    const { events } = this;
    if (!events || this.readOnlyMode) return;
    const id = this.blockApi.id;
    // `notify`: the block exists (while it is being drawn, there is no block to tell yet).
    const sync = (notify: boolean) => {
      const upload = events.uploads.ofBlock(id);
      if (this.destroyed || this.sending || imageAddress(this)) return;
      if (upload?.state === 'stored') {
        fillImage(this, upload.url);
        if (notify) this.blockApi.dispatchChange();
      }
    };
    if (!imageAddress(this) && events.uploads.ofBlock(id)?.state === 'uploading')
      showImagePreloader(this, '');
    sync(false);
    this.stopWatching = events.uploads.subscribe(() => sync(true));
  }

  private loaded(target: EventTarget | null) {
    if (this.destroyed) return;
    if (!(target instanceof HTMLImageElement) || !target.matches(IMAGE_PICTURE)) return;
    const wasBroken = this.broken;
    this.setBroken(false);
    this.measure(target, true);
    if (wasBroken) this.blockApi.dispatchChange();
  }

  private failedToLoad(target: EventTarget | null) {
    if (this.destroyed) return;
    if (!(target instanceof HTMLImageElement) || !target.matches(IMAGE_PICTURE)) return;
    this.setBroken(true);
    this.blockApi.dispatchChange();
  }

  private setBroken(broken: boolean) {
    this.broken = broken;
    this.holder?.classList.toggle('image-tool--broken', broken);
    // The alert is there only while it is true: added when it happens (and announced then).
    this.holder?.querySelector('.image-tool__broken')?.remove();
    if (broken) {
      this.holder?.querySelector('.image-tool__alt')?.before(this.brokenNote());
      hideImagePreloader(this);
    }
  }

  private measure(target: EventTarget | null, notify: boolean) {
    if (!(target instanceof HTMLImageElement) || !target.matches(IMAGE_PICTURE) || !target.complete)
      return;
    const size = imageSize(target.naturalWidth, target.naturalHeight);
    const url = target.getAttribute('src') ?? '';
    if (!size || (this.measured?.url === url && this.measured.width === size.width)) return;
    this.measured = { url, ...size };
    this.describe();
    // A measurement is a change worth keeping (the local copy), though nothing was typed.
    if (notify) this.blockApi.dispatchChange();
  }

  /** The editor's own picture is named with what the author wrote, or as an image not described yet. */
  private describe() {
    const alt = cleanAlt(this.altText) || UNNAMED_IMAGE;
    for (const picture of this.holder?.querySelectorAll(IMAGE_PICTURE) ?? []) {
      if (picture.getAttribute('alt') !== alt) picture.setAttribute('alt', alt);
    }
  }

  private brokenNote(): HTMLElement {
    const note = document.createElement('p');
    note.className = 'image-tool__broken';
    note.setAttribute('role', 'alert');
    note.textContent = IMAGE_BROKEN_TEXT;
    return note;
  }

  private altField(): HTMLElement {
    const label = document.createElement('label');
    label.className = 'image-tool__alt';
    const name = document.createElement('span');
    name.className = 'image-tool__alt-label';
    name.textContent = ALT_TEXTS.label;
    const hint = document.createElement('span');
    hint.className = 'image-tool__alt-hint';
    hint.textContent = ` (${ALT_TEXTS.hint})`;
    name.append(hint);
    const input = document.createElement('input');
    input.type = 'text';
    input.className = 'cdx-input image-tool__alt-input';
    input.maxLength = ALT_MAX;
    input.placeholder = ALT_TEXTS.placeholder;
    input.value = this.altText;
    input.disabled = this.readOnlyMode;
    input.addEventListener('input', () => {
      this.altText = input.value;
      this.describe();
      // Typing in an <input> changes no DOM: Editor.js would not notice it on its own.
      this.blockApi.dispatchChange();
    });
    // A one-line field: Enter must not make a new block, nor Backspace in it delete or leave the block.
    input.addEventListener('keydown', (event) => {
      if (['Enter', 'Backspace', 'Delete'].includes(event.key)) event.stopPropagation();
      if (event.key === 'Enter') event.preventDefault();
    });
    label.append(name, input);
    return label;
  }
}
