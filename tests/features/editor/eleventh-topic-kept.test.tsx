/**
 * With 10 topics, an 11th typed and committed (Enter, or leaving the field) is refused with SPEC's 'You can
 * add max 10 Tags' and stays in the field, for when another topic is removed to make room: it was wiped
 * (tag-input.tsx commit keeps addTags' `rest`; the forms audit, decision 0062).
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { AppToaster } from '@/app/providers/app-toaster';
import { TagInput } from '@/features/editor/tag-input';

function Topics({ start }: { start: string[] }) {
  const [tags, setTags] = useState(start);
  return (
    <>
      <TagInput tags={tags} onChange={setTags} />
      <AppToaster />
    </>
  );
}

const ten = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const topicField = () => screen.getByRole('textbox', { name: /^Topics/ });

describe('an 11th topic, refused', () => {
  it('says SPEC’s message and keeps what was typed in the field (Enter)', async () => {
    const user = userEvent.setup();
    render(<Topics start={ten} />);
    await user.type(topicField(), 'harbour lights{Enter}');
    expect(
      await screen.findByText('You can add max 10 Tags', undefined, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('0 Tags left')).toBeInTheDocument();
    expect(topicField()).toHaveValue('harbour lights');
  });

  it('keeps several refused topics, which go in once there is room, without asking again meanwhile', async () => {
    const user = userEvent.setup();
    render(<Topics start={ten} />);
    await user.click(topicField());
    await user.paste('harbour, lights');
    expect(
      await screen.findByText('You can add max 10 Tags', undefined, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(topicField()).toHaveValue('harbour, lights');
    // Typing beside them is typing, not another refusal.
    await user.type(topicField(), ' at night');
    expect(topicField()).toHaveValue('harbour, lights at night');
    // Room for one: Enter adds the first, the other stays refused in the field.
    await user.click(screen.getByRole('button', { name: 'Remove topic one' }));
    await user.click(topicField());
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Remove topic harbour' })).toBeInTheDocument(),
    );
    expect(topicField()).toHaveValue('lights at night');
  });

  it('keeps it too when the field is left with it (the add on leaving)', async () => {
    const user = userEvent.setup();
    render(<Topics start={ten} />);
    await user.type(topicField(), 'harbour lights');
    await user.tab();
    await waitFor(() => expect(screen.getByText('You can add max 10 Tags')).toBeInTheDocument());
    expect(topicField()).toHaveValue('harbour lights');
  });
});
