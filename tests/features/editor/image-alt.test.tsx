import { act, render, screen } from '@testing-library/react';
import type { ContentBlock } from '@/api/types';
import { cleanBlock, contentFromBlocks, sameDraft } from '@/features/editor/blog-data';
import { cleanAlt, imageSize } from '@/features/editor/image-data';
import { copyKey, readCopy, writeCopy } from '@/features/editor/local-copy';
import { PublishStage } from '@/features/editor/publish-stage';
import {
  EMPTY_DRAFT,
  imagesWithoutAlt,
  missingAltText,
  type BlogDraft,
} from '@/features/editor/rules';

/** Issue 17 item 4, the writer's side: alt text and natural size, from the editor to what is stored. */

const image = (data: Record<string, unknown>): ContentBlock => ({
  type: 'image',
  data: { file: { url: 'https://cdn.example/a.png' }, caption: '', ...data },
});

describe('alt text and size in the stored block', () => {
  it('keeps alt as plain text: not escaped, not stripped, one trimmed line of at most 300', () => {
    expect(cleanBlock(image({ alt: 'Fish & chips <3 "quoted"' }))?.data.alt).toBe(
      'Fish & chips <3 "quoted"',
    );
    expect(cleanBlock(image({ alt: '<img src=x onerror=alert(1)>' }))?.data.alt).toBe(
      '<img src=x onerror=alert(1)>',
    );
    expect(cleanAlt('  two\nlines\u0000 and\ttabs ')).toBe('two lines and tabs');
    expect(cleanAlt('x'.repeat(400))).toHaveLength(300);
    expect(cleanBlock(image({ alt: '   ' }))?.data).not.toHaveProperty('alt');
    expect(cleanBlock(image({ alt: 42 }))?.data).not.toHaveProperty('alt');
  });

  it('keeps the natural width and height as whole pixels, both or neither', () => {
    const file = (width: unknown, height: unknown) =>
      cleanBlock(image({ file: { url: 'https://cdn.example/a.png', width, height } }))?.data.file;
    expect(file(1600, 900)).toEqual({ url: 'https://cdn.example/a.png', width: 1600, height: 900 });
    expect(file(1600, undefined)).toEqual({ url: 'https://cdn.example/a.png' });
    expect(file(12.5, 900)).toEqual({ url: 'https://cdn.example/a.png' });
    expect(file('1600', '900')).toEqual({ url: 'https://cdn.example/a.png' });
    expect(file(0, 900)).toEqual({ url: 'https://cdn.example/a.png' });
    expect(file(1e9, 900)).toEqual({ url: 'https://cdn.example/a.png' });
    expect(imageSize(1, 1)).toEqual({ width: 1, height: 1 });
  });

  it('sends the agreed shape to the server', () => {
    const content = contentFromBlocks(
      [
        image({
          file: { url: 'https://cdn.example/a.png', width: 800, height: 600 },
          caption: 'Caption',
          alt: 'A red door',
          withBorder: true,
        }),
      ],
      1,
    );
    expect(content.blocks).toEqual([
      {
        type: 'image',
        data: {
          file: { url: 'https://cdn.example/a.png', width: 800, height: 600 },
          caption: 'Caption',
          alt: 'A red door',
          withBorder: true,
          withBackground: false,
          stretched: false,
        },
      },
    ]);
  });

  it('does not count a measured size as the author’s change, but does count the alt text', () => {
    const saved = { ...EMPTY_DRAFT, blocks: [image({})] };
    const measured = {
      ...EMPTY_DRAFT,
      blocks: [image({ file: { url: 'https://cdn.example/a.png', width: 10, height: 20 } })],
    };
    expect(sameDraft(saved, measured)).toBe(true);
    expect(sameDraft(saved, { ...EMPTY_DRAFT, blocks: [image({ alt: 'A door' })] })).toBe(false);
  });

  it('comes back from the local copy with its alt text and size', () => {
    const key = copyKey('user-1', 'blog-1', 'tab');
    const block = cleanBlock(
      image({ alt: 'A & B', file: { url: 'https://cdn.example/a.png', width: 3, height: 2 } }),
    )!;
    writeCopy(key, { ...EMPTY_DRAFT, title: 'T', blocks: [block] });
    expect(readCopy(key)?.draft.blocks).toEqual([block]);
  });
});

describe('the publish stage’s alt text warning', () => {
  it('counts the images without alt text', () => {
    const blocks = [
      image({ alt: 'Described' }),
      image({}),
      { type: 'paragraph', data: { text: 'No image' } },
      image({ alt: '  ' }),
    ];
    expect(imagesWithoutAlt(blocks)).toBe(2);
    expect(missingAltText(2)).toBe('2 images have no alt text');
    expect(missingAltText(1)).toBe('1 image has no alt text');
    expect(missingAltText(0)).toBeNull();
  });

  const renderStage = (blocks: ContentBlock[]) => {
    const draft: BlogDraft = { ...EMPTY_DRAFT, title: 'Pictures', blocks };
    const onPublish = vi.fn();
    render(
      <PublishStage
        draft={draft}
        onChange={() => undefined}
        onClose={() => undefined}
        onPublish={onPublish}
        busy={false}
      />,
    );
    return onPublish;
  };

  it('warns, next to Publish, how many images have no alt text; publishing stays possible', async () => {
    const onPublish = renderStage([image({}), image({ alt: 'A door' }), image({})]);
    // The form's code arrives a moment after the stage (publish-form-loader.tsx).
    await screen.findByRole('button', { name: 'Publish' }, { timeout: 5_000 });
    const warning = screen.getByRole('status');
    expect(warning).toHaveTextContent('2 images have no alt text');
    const publish = screen.getByRole('button', { name: 'Publish' });
    expect(publish).toBeEnabled();
    expect(publish).toHaveAccessibleDescription(/2 images have no alt text/);
    act(() => publish.click());
    expect(onPublish).toHaveBeenCalledTimes(1);
  });

  it('says nothing when every image is described', async () => {
    renderStage([image({ alt: 'A door' })]);
    await screen.findByRole('button', { name: 'Publish' }, { timeout: 5_000 });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByText(/no alt text/)).not.toBeInTheDocument();
  });
});
