import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pagination } from '@/components/ui/pagination';

/** The shared pagination control (SPEC §2 Manage blogs, Notifications): progress line and Load More. */
function list(overrides: Partial<Parameters<typeof Pagination>[0]['list']> = {}) {
  return {
    results: [1, 2, 3],
    totalDocs: 7,
    hasMore: true,
    loadingMore: false,
    loadMoreFailed: false,
    loadMore: vi.fn(),
    ...overrides,
  };
}

describe('Pagination', () => {
  it('says how many of the total are shown and loads the next page on Load More', async () => {
    const paged = list();
    render(<Pagination list={paged} noun="notifications" />);
    expect(screen.getByText('Showing 3 of 7 notifications')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Load More' }));
    expect(paged.loadMore).toHaveBeenCalledTimes(1);
  });

  it('has no Load More once everything is loaded, says when a page failed, and hides when empty', () => {
    const { rerender } = render(
      <Pagination list={list({ hasMore: false, totalDocs: 3 })} noun="blogs" />,
    );
    expect(screen.getByText('Showing 3 of 3 blogs')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();

    rerender(<Pagination list={list({ loadMoreFailed: true })} noun="blogs" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load more. Try again.');

    rerender(
      <Pagination list={list({ results: [], totalDocs: 0, hasMore: false })} noun="blogs" />,
    );
    expect(screen.queryByText(/Showing/)).toBeNull();
  });
});
