import EditorJS, { type ToolConstructable, type ToolSettings } from '@editorjs/editorjs';
import Delimiter from '@editorjs/delimiter';
import Header from '@editorjs/header';
import InlineCode from '@editorjs/inline-code';
import Marker from '@editorjs/marker';
import { uploadImage } from '@/api/uploads';
import { DEFAULT_HEADER_LEVEL, HEADER_LEVELS } from '@/lib/constants';
import { safeUrl } from '@/lib/safe-url';
import { CODE_TEXTS, LanguageCodeTool } from './code-tool';
import { EMBED_SERVICES, KEYS } from './editor-keys';
import {
  afterIdleCallbacks,
  compareEditorNodesByIdentity,
  promptIdleCallbacks,
  runDeferredWork,
  styleBlocksByEdges,
} from './editorjs-adapter';
import { PreviewEmbed } from './embed-preview';
import { AltImageTool, type ImageUploads, type UploadAnswer } from './image-tool';
import { isAllowedContentImage, uploadFromAddress } from './image-paste';
import { SpecList } from './list-tool';
import { SpacedParagraph, LineQuote } from './text-tools';
import type { UploadTicket, UploadTracker } from './uploads-in-flight';
import './editor.css';

/**
 * Editor.js and its tools (SPEC §2 Blog editor). This module is imported only with import() from
 * block-editor.tsx, so Editor.js is downloaded on the editor routes alone (issue 14: no reading route gains
 * a byte of it).
 */

export { EditorJS };
export { menuBack } from './editorjs-adapter';
export const editorTimings = {
  afterIdleCallbacks,
  compareEditorNodesByIdentity,
  promptIdleCallbacks,
  runDeferredWork,
  styleBlocksByEdges,
};
// Issues 25 and 28: the document, undo and redo, paste, drag and markdown shortcuts, downloaded with
// Editor.js, not with the route.
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

/** Why a chosen, pasted or dropped file is refused before anything is sent (SPEC §5, and GIF and WebP: issue 25). */
export const IMAGE_TYPE_REASON = 'Choose a .png, .jpg, .jpeg, .gif or .webp image.';

export interface ImageUploadEvents {
  /** Every upload is counted here from its start to its end, by its block (issue 23 item 7, issue 28). */
  uploads: UploadTracker;
  /** An image block's upload failed (the tool has said why): the block goes (block-editor.tsx). */
  failed: (blockId: string) => void;
}

/**
 * SPEC §4 image block: by file through the upload helper; by URL (pasted), copied there too if it can be.
 * The upload ends, with its address, the moment the storage has it: the block's copy in the document takes
 * the address from the tracker whether or not the tool has filled it in yet (image-tool.ts `save`).
 */
export function imageUploads({ uploads, failed }: ImageUploadEvents): ImageUploads {
  async function send(blockId: string, file: Blob, ticket?: UploadTicket): Promise<UploadAnswer> {
    // A refusal makes the tool say 'Couldn’t upload image. Please try another.' and why (image-tool.ts).
    if (!(file instanceof File) || !isAllowedContentImage(file)) {
      ticket?.end();
      throw new Error(IMAGE_TYPE_REASON);
    }
    const upload = ticket ?? uploads.start('image', file.name, blockId);
    try {
      const url = await uploadImage(file, upload.progress);
      upload.end(url);
      return { success: 1, file: { url } };
    } catch (error) {
      upload.end();
      throw error;
    }
  }
  return {
    uploads,
    failed,
    uploadByFile: (blockId, file) => send(blockId, file),
    async uploadByUrl(blockId, url) {
      const address = safeUrl(url);
      if (!address) throw new Error('Not an http(s) address');
      // Counted from the fetch on (image-paste.ts), so a save meanwhile waits for the block's address.
      const name = address.split(/[?#]/)[0]?.split('/').pop() || address;
      const upload = uploads.start('image', name, blockId);
      try {
        const answer = await uploadFromAddress(address, (file) => send(blockId, file, upload));
        upload.end(answer.file.url);
        return answer;
      } catch (error) {
        upload.end();
        throw error;
      }
    },
  };
}

const tool = (constructable: unknown) => constructable as ToolConstructable;

export function editorTools(events: ImageUploadEvents): Record<string, ToolSettings> {
  return {
    // Issue 28 item 4: joining two paragraphs keeps the space between them (text-tools.ts).
    paragraph: { class: tool(SpacedParagraph), inlineToolbar: true },
    header: {
      class: tool(Header),
      inlineToolbar: true,
      config: {
        placeholder: 'Heading',
        levels: [...HEADER_LEVELS],
        defaultLevel: DEFAULT_HEADER_LEVEL,
      },
    },
    list: {
      // Issue 25 item 6: ordered or unordered only, nothing the page would not draw (list-tool.ts).
      class: tool(SpecList),
      inlineToolbar: true,
      // SPEC §2: ordered or unordered (the tool's third toolbox entry, checklist, is left out).
      toolbox: [{}, {}],
      config: { defaultStyle: 'unordered' },
    },
    image: {
      // Issue 17: with an alt text field and the image's natural size (image-tool.ts).
      class: tool(AltImageTool),
      config: {
        events: imageUploads(events),
        types: 'image/png, image/jpeg, image/gif, image/webp',
        // Issue 25 item 6: no 'Stretch image': every image spans the text column, here and on the page.
        features: { stretch: false },
      },
    },
    // Issue 28 item 4: Enter in a quote is a line break, saved as one (text-tools.ts).
    quote: { class: tool(LineQuote), inlineToolbar: true, config: { quotePlaceholder: 'Quote' } },
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
