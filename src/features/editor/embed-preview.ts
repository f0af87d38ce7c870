import Embed from '@editorjs/embed';
import { EMBED_SANDBOX } from '@/components/blocks/embed-url';
import { embedFrame } from './editorjs-adapter';

/** The tool's class, as far as this file uses it (its types are hidden: editorjs-modules.d.ts). */
const EmbedTool = Embed as new (args: unknown) => { render(): HTMLElement };

/** Hosts the editor's preview swaps for their privacy-enhanced twins, as the blog page's player does. */
const PRIVATE_HOSTS: Readonly<Record<string, string>> = {
  'www.youtube.com': 'www.youtube-nocookie.com',
};

/** The address the editor's preview frame loads for a built embed address (issue 25 item 8). */
export function previewAddress(src: string): string {
  try {
    const url = new URL(src);
    const twin = PRIVATE_HOSTS[url.hostname];
    if (!twin) return src;
    url.hostname = twin;
    return url.href;
  } catch {
    return src;
  }
}

/**
 * @editorjs/embed with the blog page's manners (issue 25 item 8): a YouTube preview loads from
 * youtube-nocookie.com, as the page's player does (src/components/blocks/embed-url.ts), with the referrer
 * YouTube needs (PITFALLS), in the page's sandbox (a frame from another site may not take over the editor's
 * tab or open its forms). Only the frame drawn in the editor changes, before it is in the page (so the other
 * host is never asked and the sandbox holds from the first load): the block's data, and so what is stored,
 * stays the tool's own.
 */
export class PreviewEmbed extends EmbedTool {
  render(): HTMLElement {
    const element = super.render();
    const frame = embedFrame(element);
    const src = frame?.getAttribute('src');
    if (frame && src) {
      frame.setAttribute('src', previewAddress(src));
      frame.setAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
      frame.setAttribute('sandbox', EMBED_SANDBOX);
    }
    return element;
  }
}
