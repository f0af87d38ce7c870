import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { PublishStage } from '@/features/editor/publish-stage';
import { EMPTY_DRAFT, type BlogDraft } from '@/features/editor/rules';

/**
 * The publish form's SPEC §5 checks (title, description, topics) say what is wrong in the editor's toast;
 * Publish also marks the field that failed (aria-invalid) and focuses it, and the mark leaves once the field
 * is right (WCAG 3.3.1, decision 0060). Publish is still asked (the editor says the message).
 */
function Stage({ start, onPublish }: { start: BlogDraft; onPublish: () => void }) {
  const [draft, setDraft] = useState(start);
  return (
    <PublishStage
      draft={draft}
      onChange={(fields) => setDraft((current) => ({ ...current, ...fields }))}
      onClose={() => undefined}
      onPublish={onPublish}
      busy={false}
    />
  );
}

const start: BlogDraft = {
  ...EMPTY_DRAFT,
  banner: 'https://cdn.example/banner.png',
  title: 'Harbour at dawn',
  blocks: [{ type: 'paragraph', data: { text: 'Boats.' } }],
};

describe('the publish form says which field (WCAG 3.3.1)', () => {
  it('the description, then the topics, each focused and marked until it is right', async () => {
    const user = userEvent.setup();
    const onPublish = vi.fn();
    render(<Stage start={start} onPublish={onPublish} />);
    // The form's code arrives a moment after the stage (publish-form-loader.tsx).
    const publish = await screen.findByRole('button', { name: 'Publish' }, { timeout: 5_000 });
    const description = screen.getByLabelText('Short description about your blog');
    const topics = screen.getByRole('textbox', { name: /^Topics - / });
    expect(description).not.toHaveAttribute('aria-invalid');

    await user.click(publish);
    expect(onPublish).toHaveBeenCalledTimes(1);
    expect(description).toHaveFocus();
    expect(description).toHaveAttribute('aria-invalid', 'true');
    expect(topics).not.toHaveAttribute('aria-invalid');

    await user.type(description, 'Boats in a quiet harbour.');
    expect(description).not.toHaveAttribute('aria-invalid');
    // Made wrong again, it is marked by the next Publish only (the review of 0061).
    await user.clear(description);
    expect(description).not.toHaveAttribute('aria-invalid');
    await user.type(description, 'Boats in a quiet harbour.');
    await user.click(publish);
    expect(topics).toHaveFocus();
    expect(topics).toHaveAttribute('aria-invalid', 'true');
    await user.type(topics, 'sea{Enter}');
    expect(topics).not.toHaveAttribute('aria-invalid');
    expect(onPublish).toHaveBeenCalledTimes(2);
  });

  it('a title emptied in the form is marked and focused', async () => {
    const user = userEvent.setup();
    render(
      <Stage start={{ ...start, des: 'Boats.', tags: ['sea'] }} onPublish={() => undefined} />,
    );
    const publish = await screen.findByRole('button', { name: 'Publish' }, { timeout: 5_000 });
    const title = screen.getByRole('textbox', { name: 'Blog Title' });
    await user.clear(title);
    await user.click(publish);
    expect(title).toHaveFocus();
    expect(title).toHaveAttribute('aria-invalid', 'true');
    await user.type(title, 'Dawn');
    expect(title).not.toHaveAttribute('aria-invalid');
  });
});
