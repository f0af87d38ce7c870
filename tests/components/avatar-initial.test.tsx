import { render } from '@testing-library/react';
import { Avatar } from '@/components/ui/avatar';

/**
 * Without a picture (none, unsafe or broken), the avatar shows the name's first character. It was taken with
 * charAt(0), one UTF-16 unit: for a name that starts with an emoji or any astral character (a Han
 * extension-B surname such as '𠮷田') that is half a surrogate pair, and the circle showed '�' (the audit of
 * text, 0061).
 */
describe('avatar initial of a name starting outside the Basic Multilingual Plane', () => {
  it.each([
    ['🦊 Kit Fox', '🦊'],
    ['𠮷田 太郎', '𠮷'],
  ])('%s → %s', (name, initial) => {
    const { container } = render(<Avatar src={undefined} name={name} size={40} />);
    const circle = container.querySelector('[role="img"]')!;
    expect(circle.textContent).toBe(initial);
    expect(circle.textContent).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });
});
