import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { Link, NavLink } from '@/components/ui/link';

function Where() {
  const location = useLocation();
  return (
    <p>
      at {location.pathname}
      {location.search} with {JSON.stringify(location.state)}
    </p>
  );
}

function renderAt(url: string, links: React.ReactNode) {
  const page = (
    <>
      <nav aria-label="Test">{links}</nav>
      <Where />
    </>
  );
  const router = createMemoryRouter(
    [
      { path: '/', element: page },
      { path: '/dashboard/blogs', element: page },
      { path: '/blog/:id', element: page },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('Link and NavLink (src/components/ui/link.tsx)', () => {
  it('is a real address, and a plain click navigates in the app with its state', async () => {
    renderAt(
      '/',
      <Link to="/blog/b1?x=1" state={{ from: 'home' }} className="c">
        A blog
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'A blog' });
    expect(link).toHaveAttribute('href', '/blog/b1?x=1');
    expect(link).toHaveClass('c');
    await userEvent.click(link);
    expect(screen.getByText('at /blog/b1?x=1 with {"from":"home"}')).toBeInTheDocument();
  });

  it('leaves a click with a modifier key, or into another tab, to the browser', () => {
    renderAt(
      '/',
      <>
        <Link to="/blog/b1">Modified</Link>
        <Link to="/blog/b2" target="_blank">
          New tab
        </Link>
      </>,
    );
    for (const [name, init] of [
      ['Modified', { ctrlKey: true }],
      ['Modified', { metaKey: true }],
      ['New tab', {}],
    ] as const) {
      const notCancelled = fireEvent.click(screen.getByRole('link', { name }), init);
      expect(notCancelled).toBe(true);
      expect(screen.getByText(/^at \/ with/)).toBeInTheDocument();
    }
  });

  it('loads the page anew with reloadDocument, and lets its own onClick stop it', () => {
    const onClick = vi.fn((event: React.MouseEvent) => event.preventDefault());
    renderAt(
      '/',
      <>
        <Link to="/blog/b1" reloadDocument>
          Reload
        </Link>
        <Link to="/blog/b2" onClick={onClick}>
          Stopped
        </Link>
      </>,
    );
    expect(fireEvent.click(screen.getByRole('link', { name: 'Reload' }))).toBe(true);
    fireEvent.click(screen.getByRole('link', { name: 'Stopped' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByText(/^at \/ with/)).toBeInTheDocument();
  });

  it('NavLink marks the page shown, and below it, as current', async () => {
    const links = (
      <>
        <NavLink to="/dashboard/blogs" className={({ isActive }) => (isActive ? 'on' : 'off')}>
          Blogs
        </NavLink>
        <NavLink to="/" className={({ isActive }) => (isActive ? 'on' : 'off')}>
          Home
        </NavLink>
      </>
    );
    renderAt('/dashboard/blogs', links);
    const blogs = screen.getByRole('link', { name: 'Blogs' });
    const home = screen.getByRole('link', { name: 'Home' });
    expect(blogs).toHaveAttribute('aria-current', 'page');
    expect(blogs).toHaveClass('on');
    // '/' is current only on the home page itself.
    expect(home).not.toHaveAttribute('aria-current');
    expect(home).toHaveClass('off');
    await userEvent.click(home);
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Blogs' })).not.toHaveAttribute('aria-current');
  });
});
