import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoadMore } from '@/components/ui/load-more';

/**
 * The shared Load More (comments dialog, dashboards, lists): while the next page loads the button keeps the
 * keyboard's focus (a disabled button drops it to <body>, out of the comments dialog), says it is
 * unavailable, and a second press does not ask for the page again.
 */
describe('LoadMore', () => {
  it('keeps focus while loading, is aria-disabled, and a second press loads nothing', async () => {
    const user = userEvent.setup();
    const onLoadMore = vi.fn();
    const { rerender } = render(<LoadMore visible loading={false} onLoadMore={onLoadMore} />);
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);

    rerender(<LoadMore visible loading onLoadMore={onLoadMore} />);
    const button = screen.getByRole('button', { name: /Load More/ });
    expect(button).toHaveFocus();
    expect(button).toBeEnabled();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.click(button);
    await user.keyboard('{Enter}');
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    expect(button).toHaveFocus();

    rerender(<LoadMore visible loading={false} onLoadMore={onLoadMore} />);
    expect(button).not.toHaveAttribute('aria-disabled');
    await user.keyboard('{Enter}');
    expect(onLoadMore).toHaveBeenCalledTimes(2);
  });
});
