import EditorJS, { type ToolConstructable, type ToolSettings } from '@editorjs/editorjs';
import Delimiter from '@editorjs/delimiter';
import InlineCode from '@editorjs/inline-code';
import Marker from '@editorjs/marker';
import { uploadImage } from '@/api/uploads';
import { DEFAULT_HEADER_LEVEL, HEADER_LEVELS } from '@/lib/constants';
import { safeUrl } from '@/lib/safe-url';
import { CODE_TEXTS, LanguageCodeTool } from './code-tool';
import { EMBED_SERVICES, KEYS } from './editor-keys';
import { PreviewEmbed } from './embed-preview';
import { AltImageTool } from './image-tool';
import { isAllowedContentImage, uploadFromAddress } from './image-paste';
import { PasteHeader, PasteList, PasteQuote } from './paste-tools';
import type { UploadTicket } from './uploads-in-flight';
import './editor.css';

/**
 * Editor.js and its tools (SPEC §2 Blog editor). This module is imported only with import() from
 * block-editor.tsx, so Editor.js is downloaded on the editor routes alone (issue 14: no reading route gains
 * a byte of it).
 */

export { EditorJS };
export { catchPaste } from './paste-catcher';
export { dragBlocks } from './drag-blocks';
// Issue 25: undo and redo, and markdown shortcuts, downloaded with Editor.js, not with the route.
export { attachWritingAids } from './writing-aids';

/** SPEC §2: video, music, social and code-sharing services, exactly those the blog page renders as frames. */
const SPOTIFY = {
  regex:
    /^https:\/\/open\.spotify\.com\/(track|album|playlist|episode|show)\/([A-Za-z0-9]{22})(?:[/?#].*)?$/,
  embedUrl: 'https://open.spotify.com/embed/<%= remote_id %>',
  html: "<iframe height='152' scrolling='no' frameborder='no' allowtransparency='true' allow='encrypted-media' style='width: 100%;'></iframe>",
  height: 152,
  width: 580,
  id: (groups: string[]) => groups.join('/'),
};

export interface ImageUploadEvents {
  /**
   * An image block's file upload begins (issue 23 item 7): the workspace counts it until it ends, and shows
   * its progress (the image tool has no progress of its own).
   */
  startUpload: (name: string) => UploadTicket;
}

/** Why a chosen, pasted or dropped file is refused before anything is sent (SPEC §5, and GIF and WebP: issue 25). */
export const IMAGE_TYPE_REASON = 'Choose a .png, .jpg, .jpeg, .gif or .webp image.';

/** SPEC §4 image block: by file through the upload helper; by URL (pasted), copied there too if it can be. */
function uploader({ startUpload }: ImageUploadEvents) {
  async function send(file: Blob, ticket?: UploadTicket) {
    // A refusal makes the tool say 'Couldn’t upload image. Please try another.' and why (image-tool.ts).
    if (!(file instanceof File) || !isAllowedContentImage(file)) {
      ticket?.end();
      throw new Error(IMAGE_TYPE_REASON);
    }
    const upload = ticket ?? startUpload(file.name);
    try {
      const url = await uploadImage(file, upload.progress);
      // The tool puts the address into its block only once this promise has settled (a `then` of its
      // own): the upload counts until then, so a save in between cannot read the block still empty.
      setTimeout(upload.end, 0);
      return { success: 1, file: { url } };
    } catch (error) {
      upload.end();
      throw error;
    }
  }
  return {
    uploadByFile: (file: Blob) => send(file),
    async uploadByUrl(url: string) {
      const address = safeUrl(url);
      if (!address) throw new Error('Not an http(s) address');
      // Counted from the fetch on (image-paste.ts), so a save meanwhile waits for the block's address.
      const upload = startUpload(address.split(/[?#]/)[0]?.split('/').pop() || address);
      try {
        return await uploadFromAddress(address, (file) => send(file, upload));
      } finally {
        setTimeout(upload.end, 0);
      }
    },
  };
}

const tool = (constructable: unknown) => constructable as ToolConstructable;

export function editorTools(events: ImageUploadEvents): Record<string, ToolSettings> {
  return {
    header: {
      // Saved from the heading on the page, whatever Editor.js last saw of it (paste-tools.ts).
      class: tool(PasteHeader),
      inlineToolbar: true,
      config: {
        placeholder: 'Heading',
        levels: [...HEADER_LEVELS],
        defaultLevel: DEFAULT_HEADER_LEVEL,
      },
    },
    list: {
      // Issue 25 item 6: ordered or unordered only, nothing the page would not draw (list-tool.ts); pasted
      // nested lists taken once (paste-tools.ts).
      class: tool(PasteList),
      inlineToolbar: true,
      // SPEC §2: ordered or unordered (the tool's third toolbox entry, checklist, is left out).
      toolbox: [{}, {}],
      config: { defaultStyle: 'unordered' },
    },
    image: {
      // Issue 17: with an alt text field and the image's natural size (image-tool.ts).
      class: tool(AltImageTool),
      config: {
        uploader: uploader(events),
        types: 'image/png, image/jpeg, image/gif, image/webp',
        // Issue 25 item 6: no 'Stretch image': every image spans the text column, here and on the page.
        features: { stretch: false },
      },
    },
    quote: { class: tool(PasteQuote), inlineToolbar: true, config: { quotePlaceholder: 'Quote' } },
    embed: {
      // Its preview frame as the page loads it: YouTube from youtube-nocookie.com (embed-preview.ts).
      class: tool(PreviewEmbed),
      inlineToolbar: true,
      config: {
        // The services the shortcuts sheet and the editor's help name (editor-keys.ts).
        services: Object.fromEntries(
          EMBED_SERVICES.map(({ key }) => [key, key === 'spotify' ? SPOTIFY : true]),
        ),
      },
    },
    // Issue 25 item 5: a code block with its language (code-tool.ts), and a divider.
    code: { class: tool(LanguageCodeTool), config: { placeholder: CODE_TEXTS.placeholder } },
    delimiter: { class: tool(Delimiter), toolbox: { title: 'Divider' } },
    // Neither tool has a shortcut of its own; the shortcuts sheet lists these.
    marker: { class: tool(Marker), shortcut: KEYS.marker },
    inlineCode: { class: tool(InlineCode), shortcut: KEYS.inlineCode },
  };
}
