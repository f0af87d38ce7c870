import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { PublishStage } from '@/features/editor/publish-stage';
import { EMPTY_DRAFT, type BlogDraft } from '@/features/editor/rules';
import { TagInput } from '@/features/editor/tag-input';

/**
 * The publish form's topics (SPEC §2/§5): removing or editing a topic keeps the keyboard's focus in the
 * topics (WCAG 2.4.3) instead of dropping it to <body> with the element that held it.
 */
function Topics({ start }: { start: string[] }) {
  const [tags, setTags] = useState(start);
  return <TagInput tags={tags} onChange={setTags} />;
}

const remove = (tag: string) => screen.getByRole('button', { name: `Remove topic ${tag}` });
const edit = (tag: string) => screen.getByRole('textbox', { name: `Edit topic ${tag}` });
const topicField = () => screen.getByRole('textbox', { name: /^Topics/ });

describe('TagInput focus', () => {
  it('moves focus from a removed topic to the next one, else the one before, else the topic field', async () => {
    const user = userEvent.setup();
    render(<Topics start={['one', 'two', 'three']} />);

    await user.click(remove('two'));
    expect(screen.queryByRole('button', { name: 'Remove topic two' })).toBeNull();
    expect(remove('three')).toHaveFocus();

    // The last one: the one before it.
    await user.keyboard('{Enter}');
    expect(remove('one')).toHaveFocus();

    // None left: the field where topics are typed.
    await user.keyboard('{Enter}');
    expect(screen.queryAllByRole('button', { name: /^Remove topic/ })).toHaveLength(0);
    expect(topicField()).toHaveFocus();
  });

  it('keeps focus on the topic after Enter saves an edit, and on the next one when it was emptied', async () => {
    const user = userEvent.setup();
    render(<Topics start={['one', 'two', 'three']} />);

    const two = edit('two');
    await user.clear(two);
    await user.type(two, 'deux{Enter}');
    expect(edit('deux')).toHaveValue('deux');
    expect(edit('deux')).toHaveFocus();

    // Emptied, the topic goes: focus to the one that took its place.
    await user.clear(edit('deux'));
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('textbox', { name: 'Edit topic deux' })).toBeNull();
    expect(edit('three')).toHaveFocus();
  });
});

describe('TagInput and an input method', () => {
  it('adds no topic on the Enter that confirms a composition (Japanese, Chinese, Korean…), only on the next', async () => {
    const user = userEvent.setup();
    render(<Topics start={[]} />);
    await user.type(topicField(), 'にほんご');
    // The keydown of the Enter that ends the composition: isComposing, key code 229 in Safari.
    fireEvent.keyDown(topicField(), { key: 'Enter', isComposing: true });
    fireEvent.keyDown(topicField(), { key: 'Enter', keyCode: 229 });
    expect(screen.queryAllByRole('button', { name: /^Remove topic/ })).toHaveLength(0);
    expect(topicField()).toHaveValue('にほんご');
    await user.keyboard('{Enter}');
    expect(remove('にほんご')).toBeInTheDocument();
  });
});

describe('a topic typed and left', () => {
  /** The publish stage as the editor holds it: Publish sends the topics the draft has when it is pressed. */
  function Stage({ sent }: { sent: string[][] }) {
    const [draft, setDraft] = useState<BlogDraft>({ ...EMPTY_DRAFT, title: 'Topics' });
    return (
      <PublishStage
        draft={draft}
        onChange={(fields) => setDraft((current) => ({ ...current, ...fields }))}
        onClose={() => undefined}
        onPublish={() => sent.push(draft.tags)}
        busy={false}
      />
    );
  }

  it('is added when Publish is pressed without Enter: nothing typed is lost', async () => {
    const user = userEvent.setup();
    const sent: string[][] = [];
    render(<Stage sent={sent} />);
    const field = await screen.findByRole('textbox', { name: /^Topics/ }, { timeout: 5_000 });
    await user.type(field, 'travel{Enter}slow food');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(sent).toEqual([['travel', 'slow food']]);
    expect(field).toHaveValue('');
  });

  it('is added when the field is left for another, and only once', async () => {
    const user = userEvent.setup();
    render(<Topics start={['one']} />);
    await user.type(topicField(), 'two');
    await user.tab();
    expect(edit('two')).toBeInTheDocument();
    await user.click(topicField());
    await user.tab();
    expect(screen.getAllByRole('button', { name: /^Remove topic/ })).toHaveLength(2);
  });
});

describe('a comma from any keyboard', () => {
  it('adds a topic on the full-width comma, the enumeration comma and the Arabic comma, as on a comma', async () => {
    const user = userEvent.setup();
    render(<Topics start={[]} />);
    await user.type(topicField(), '旅行，美食、السفر،');
    expect(
      screen.getAllByRole('button', { name: /^Remove topic/ }).map((b) => b.ariaLabel),
    ).toEqual(['Remove topic 旅行', 'Remove topic 美食', 'Remove topic السفر']);
    expect(topicField()).toHaveValue('');
  });

  it('keeps a topic edited in place whole: its commas become spaces', async () => {
    const user = userEvent.setup();
    render(<Topics start={['one']} />);
    await user.clear(edit('one'));
    await user.type(edit('one'), '旅行，美食{Enter}');
    expect(edit('旅行 美食')).toHaveValue('旅行 美食');
  });
});
