import EditorJS, { type ToolConstructable, type ToolSettings } from '@editorjs/editorjs';
import Embed from '@editorjs/embed';
import Header from '@editorjs/header';
import InlineCode from '@editorjs/inline-code';
import List from '@editorjs/list';
import Marker from '@editorjs/marker';
import Quote from '@editorjs/quote';
import { isAllowedImage, uploadImage } from '@/api/uploads';
import { DEFAULT_HEADER_LEVEL, HEADER_LEVELS } from '@/lib/constants';
import { safeUrl } from '@/lib/safe-url';
import { EMBED_SERVICES, KEYS } from './editor-keys';
import { AltImageTool } from './image-tool';
import './editor.css';

/**
 * Editor.js and its tools (SPEC §2 Blog editor). This module is imported only with import() from
 * block-editor.tsx, so Editor.js is downloaded on the editor routes alone (issue 14: no reading route gains
 * a byte of it).
 */

export { EditorJS };

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
  /** Whole percentages of an image block's file upload (the image tool has no progress of its own). */
  onProgress: (percent: number | null) => void;
}

/** SPEC §4 image block: by file through the upload helper; by URL, an http(s) address taken as it is. */
function uploader({ onProgress }: ImageUploadEvents) {
  return {
    async uploadByFile(file: Blob) {
      // SPEC §5: png, jpg, jpeg only. A refusal makes the tool say 'Couldn’t upload image. Please try another.'
      if (!(file instanceof File) || !isAllowedImage(file)) throw new Error('Not a png or jpeg');
      onProgress(0);
      try {
        const url = await uploadImage(file, onProgress);
        return { success: 1, file: { url } };
      } finally {
        onProgress(null);
      }
    },
    async uploadByUrl(url: string) {
      const address = safeUrl(url);
      if (!address) throw new Error('Not an http(s) address');
      return { success: 1, file: { url: address } };
    },
  };
}

const tool = (constructable: unknown) => constructable as ToolConstructable;

export function editorTools(events: ImageUploadEvents): Record<string, ToolSettings> {
  return {
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
      class: tool(List),
      inlineToolbar: true,
      // SPEC §2: ordered or unordered (the tool's third toolbox entry, checklist, is left out).
      toolbox: [{}, {}],
      config: { defaultStyle: 'unordered' },
    },
    image: {
      // Issue 17: with an alt text field and the image's natural size (image-tool.ts).
      class: tool(AltImageTool),
      config: { uploader: uploader(events), types: 'image/png, image/jpeg' },
    },
    quote: { class: tool(Quote), inlineToolbar: true, config: { quotePlaceholder: 'Quote' } },
    embed: {
      class: tool(Embed),
      inlineToolbar: true,
      config: {
        // The services the shortcuts sheet and the editor's help name (editor-keys.ts).
        services: Object.fromEntries(
          EMBED_SERVICES.map(({ key }) => [key, key === 'spotify' ? SPOTIFY : true]),
        ),
      },
    },
    // Neither tool has a shortcut of its own; the shortcuts sheet lists these.
    marker: { class: tool(Marker), shortcut: KEYS.marker },
    inlineCode: { class: tool(InlineCode), shortcut: KEYS.inlineCode },
  };
}
