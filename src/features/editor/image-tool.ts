import type { BlockAPI, BlockToolConstructorOptions } from '@editorjs/editorjs';
import ImageTool from '@editorjs/image';
import { formToast, toast } from '@/lib/toast';
import { ALT_MAX, cleanAlt, imageSize, UNNAMED_IMAGE, type ImageSize } from './image-data';

export const ALT_TEXTS = {
  label: 'Alt text',
  hint: 'what the image shows, for readers who cannot see it',
  placeholder: 'For example: A fishing boat moored in a quiet harbour at dawn',
} as const;

type ImageToolOptions = ConstructorParameters<typeof ImageTool>[0];
type SavedImage = ReturnType<ImageTool['save']> & {
  alt?: string;
  file: { url: string; width?: number; height?: number };
};

const PICTURE = 'img.image-tool__image-picture';

/** SPEC §8, verbatim; the reason follows it (issue 23 item 4). */
export const IMAGE_UPLOAD_FAILED = 'Couldn’t upload image. Please try another.';
const IMAGE_TOAST = formToast('editor-image');

/** The failure's own words (an ApiError's message, a refused type), when the uploader gave some. */
export function imageUploadFailure(error: unknown): string {
  const reason = error instanceof Error ? error.message.trim() : '';
  return reason ? `${IMAGE_UPLOAD_FAILED} ${reason}` : IMAGE_UPLOAD_FAILED;
}

/** The parts of @editorjs/image 2.10 reached here that its types keep private. */
interface ImageToolInternals {
  uploadingFailed: (error: unknown) => void;
  ui: { hidePreloader: () => void };
}

/**
 * @editorjs/image with the two things issue 17 asks of it: an alt text field of its own (not the caption),
 * saved as `alt`, and the image's natural width and height, saved in `file`, measured when the picture has
 * loaded in the editor (uploaded, set by its address, or loaded with the blog). The tool keeps what else
 * `file` holds, so stored dimensions come back with the blog and stay until the image changes.
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
  /** The natural size of the picture last loaded, with the address it was measured at. */
  private measured: (ImageSize & { url: string }) | null = null;
  private holder: HTMLElement | null = null;

  constructor(options: BlockToolConstructorOptions<SavedImage>) {
    super(options as unknown as ImageToolOptions);
    this.altText = cleanAlt(options.data.alt);
    this.blockApi = options.block;
    this.readOnlyMode = options.readOnly;
    // The tool's own failure says only SPEC's sentence, through Editor.js's notifier, which writes its
    // message as HTML and is not announced. Ours says why too (the reason may be a server's text: shown as
    // text, in the app's toast, which screen readers hear). The uploader calls it through `this`.
    const internals = this as unknown as ImageToolInternals;
    internals.uploadingFailed = (error: unknown) => {
      console.warn('Image upload failed', error);
      toast.error(imageUploadFailure(error), IMAGE_TOAST);
      internals.ui.hidePreloader();
    };
  }

  render(): HTMLDivElement {
    const wrapper = super.render();
    this.holder = wrapper;
    // `load` does not bubble, but it can be captured: each picture the tool draws is measured here.
    wrapper.addEventListener('load', (event) => this.measure(event.target, true), true);
    // A picture from the cache may be complete already. The block is not built yet: no change to tell.
    this.measure(wrapper.querySelector(PICTURE), false);
    wrapper.append(this.altField());
    this.describe();
    return wrapper;
  }

  save(): SavedImage {
    const data = super.save() as SavedImage;
    const file = { ...data.file };
    const picture = this.holder?.querySelectorAll<HTMLImageElement>(PICTURE);
    this.measure(picture?.[picture.length - 1] ?? null, false);
    if (this.measured && this.measured.url === file.url) {
      file.width = this.measured.width;
      file.height = this.measured.height;
    }
    const alt = cleanAlt(this.altText);
    return { ...data, file, ...(alt ? { alt } : {}) };
  }

  private measure(target: EventTarget | null, notify: boolean) {
    if (!(target instanceof HTMLImageElement) || !target.matches(PICTURE) || !target.complete)
      return;
    const size = imageSize(target.naturalWidth, target.naturalHeight);
    const url = target.getAttribute('src') ?? '';
    if (!size || (this.measured?.url === url && this.measured.width === size.width)) return;
    this.measured = { url, ...size };
    this.describe();
    // A measurement is a change worth keeping (the local draft), though nothing was typed.
    if (notify) this.blockApi.dispatchChange();
  }

  /** The editor's own picture is named with what the author wrote, or as an image not described yet. */
  private describe() {
    const alt = cleanAlt(this.altText) || UNNAMED_IMAGE;
    for (const picture of this.holder?.querySelectorAll(PICTURE) ?? []) {
      if (picture.getAttribute('alt') !== alt) picture.setAttribute('alt', alt);
    }
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
