import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { TagInput } from '@/features/editor/tag-input';

/**
 * A Japanese input method puts '、' into its composition (the comma key while typing kana: 'とうきょう、' is
 * still unconverted), and onChange fires on those input events too: the unconverted kana became a topic and the
 * field was emptied under the input method. A separator counts once the composition has ended (the review of
 * 0061).
 */
function Topics() {
  const [tags, setTags] = useState<string[]>([]);
  return <TagInput tags={tags} onChange={setTags} />;
}
const topicField = () => screen.getByRole('textbox', { name: /^Topics/ });

it('adds no topic from a separator that is still inside an IME composition', () => {
  render(<Topics />);
  const field = topicField();
  act(() => field.focus());
  fireEvent.compositionStart(field, { data: '' });
  fireEvent.compositionUpdate(field, { data: 'とうきょう' });
  fireEvent.change(field, { target: { value: 'とうきょう' } });
  fireEvent.compositionUpdate(field, { data: 'とうきょう、' });
  fireEvent.change(field, { target: { value: 'とうきょう、' } });
  // Still composing: nothing is a topic yet, and the composition's text is left to the IME.
  expect(screen.queryAllByRole('button', { name: /^Remove topic/ })).toHaveLength(0);
  expect(field).toHaveValue('とうきょう、');
});
