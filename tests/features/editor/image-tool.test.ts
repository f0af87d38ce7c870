import EditorJS, { type API, type BlockAPI } from '@editorjs/editorjs';
import { fireEvent, waitFor } from '@testing-library/react';
import { cleanBlocks } from '@/features/editor/blog-data';
import { editorTools } from '@/features/editor/editor-tools';
import { EMBED_SERVICES, KEYS } from '@/features/editor/editor-keys';
import { UNNAMED_IMAGE } from '@/features/editor/image-data';
import { ALT_TEXTS, AltImageTool } from '@/features/editor/image-tool';
import { createUploadTracker } from '@/features/editor/uploads-in-flight';

/**
 * Issue 17 item 4, the writer's side: the image tool's alt text field and the natural size it keeps. The
 * tool runs on its own here (and inside a real Editor.js for the sanitizer); e2e/editor-shortcuts.spec.ts
 * uploads a real image in Chromium.
 */

const PHOTO = 'https://uploads.example.com/photo.png';
const NO_UPLOADS = { uploads: createUploadTracker(), failed: () => undefined };

function fakeApi(): API {
  return {
    i18n: { t: (text: string) => text },
    styles: { block: 'cdx-block', loader: 'cdx-loader', input: 'cdx-input', button: 'cdx-button' },
    notifier: { show: vi.fn() },
  } as unknown as API;
}

function makeTool(data: Record<string, unknown> = {}) {
  const block = {
    id: 'image-block',
    dispatchChange: vi.fn(),
    stretched: false,
  } as unknown as BlockAPI;
  const tool = new AltImageTool({
    data: data as never,
    config: {
      events: {
        uploads: createUploadTracker(),
        failed: () => undefined,
        uploadByUrl: (_block: string, url: string) =>
          Promise.resolve({ success: 1, file: { url } }),
        uploadByFile: () => Promise.reject(new Error('not in this test')),
      },
    },
    api: fakeApi(),
    readOnly: false,
    block,
  });
  const wrapper = tool.render();
  document.body.append(wrapper);
  const altInput = () => wrapper.querySelector<HTMLInputElement>('input.image-tool__alt-input')!;
  const picture = () => wrapper.querySelector<HTMLImageElement>('img.image-tool__image-picture');
  /** The browser has drawn the picture: it knows its natural size. */
  const loaded = (width: number, height: number) => {
    const image = picture()!;
    Object.defineProperty(image, 'complete', { configurable: true, value: true });
    Object.defineProperty(image, 'naturalWidth', { configurable: true, value: width });
    Object.defineProperty(image, 'naturalHeight', { configurable: true, value: height });
    fireEvent.load(image);
  };
  return { tool, wrapper, block, altInput, picture, loaded };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the image tool with alt text', () => {
  it('has a labelled alt text field of its own, apart from the caption', () => {
    const { wrapper, altInput } = makeTool();
    const label = altInput().closest('label')!;
    expect(label).toHaveTextContent(`${ALT_TEXTS.label} (${ALT_TEXTS.hint})`);
    expect(altInput()).toHaveAttribute('type', 'text');
    expect(altInput()).toHaveAttribute('maxlength', '300');
    expect(wrapper.querySelector('.image-tool__caption')).not.toContainElement(altInput());
  });

  it('saves the alt text and the natural size of an image set by its address', async () => {
    const { tool, block, altInput, picture, loaded } = makeTool();
    await tool.onPaste({ type: 'pattern', detail: { data: PHOTO } } as never);
    await waitFor(() => expect(picture()).not.toBeNull());
    loaded(1600, 900);
    expect(block.dispatchChange).toHaveBeenCalled();

    fireEvent.input(altInput(), { target: { value: '  Boats in a harbour at dawn ' } });
    expect(picture()).toHaveAttribute('alt', 'Boats in a harbour at dawn');
    expect(tool.save()).toEqual({
      caption: '',
      withBorder: false,
      withBackground: false,
      stretched: false,
      file: { url: PHOTO, width: 1600, height: 900 },
      alt: 'Boats in a harbour at dawn',
    });
  });

  it('leaves alt out when there is none, and names the picture as not described yet', async () => {
    const { tool, altInput, picture, loaded } = makeTool();
    await tool.onPaste({ type: 'pattern', detail: { data: PHOTO } } as never);
    await waitFor(() => expect(picture()).not.toBeNull());
    loaded(640, 480);
    fireEvent.input(altInput(), { target: { value: 'Something' } });
    fireEvent.input(altInput(), { target: { value: '   ' } });
    expect(picture()).toHaveAttribute('alt', UNNAMED_IMAGE);
    const saved = tool.save();
    expect(saved).not.toHaveProperty('alt');
    expect(saved.file).toEqual({ url: PHOTO, width: 640, height: 480 });
  });

  it('comes back with stored alt text and size, and measures again once the picture loads', () => {
    const { tool, altInput, loaded } = makeTool({
      file: { url: PHOTO, width: 800, height: 600 },
      caption: 'A caption',
      alt: 'Fish & chips <3',
    });
    expect(altInput()).toHaveValue('Fish & chips <3');
    // Not loaded yet: what was stored stays.
    expect(tool.save()).toMatchObject({
      file: { url: PHOTO, width: 800, height: 600 },
      alt: 'Fish & chips <3',
      caption: 'A caption',
    });
    loaded(1200, 900);
    expect(tool.save().file).toEqual({ url: PHOTO, width: 1200, height: 900 });
  });

  it('keeps Enter and Backspace in the alt field away from Editor.js', () => {
    const { wrapper, altInput } = makeTool({ file: { url: PHOTO } });
    const heard = vi.fn();
    wrapper.addEventListener('keydown', heard);
    expect(fireEvent.keyDown(altInput(), { key: 'Enter' })).toBe(false);
    fireEvent.keyDown(altInput(), { key: 'Backspace' });
    fireEvent.keyDown(altInput(), { key: 'ArrowDown' });
    expect(heard).toHaveBeenCalledTimes(1);
  });
});

describe('inside Editor.js', () => {
  it('keeps alt text and the image address as typed, through Editor.js and the editor’s cleaning', async () => {
    const holder = document.createElement('div');
    document.body.append(holder);
    const url = 'https://uploads.example.com/photo.png?w=1&h=2';
    const editor = new EditorJS({
      holder,
      tools: editorTools(NO_UPLOADS),
      data: {
        blocks: [
          {
            type: 'image',
            data: {
              file: { url, width: 40, height: 30 },
              caption: 'A <b>bold</b> caption<script>x()</script>',
              alt: 'Fish & chips <3',
            },
          },
        ],
      },
      logLevel: 'ERROR' as EditorJS.LogLevels,
    });
    await editor.isReady;
    const [block] = cleanBlocks((await editor.save()).blocks);
    expect(block?.data).toMatchObject({
      file: { url, width: 40, height: 30 },
      alt: 'Fish & chips <3',
      caption: 'A <b>bold</b> caption',
    });
    editor.destroy();
  });

  it('offers the embed services and the marker and inline-code shortcuts the shortcuts sheet lists', () => {
    const tools = editorTools(NO_UPLOADS);
    const services = (tools.embed?.config as { services: Record<string, unknown> }).services;
    expect(Object.keys(services)).toEqual(EMBED_SERVICES.map((service) => service.key));
    expect(tools.marker?.shortcut).toBe(KEYS.marker);
    expect(tools.inlineCode?.shortcut).toBe(KEYS.inlineCode);
    expect(tools.image?.class).toBe(AltImageTool);
  });
});
