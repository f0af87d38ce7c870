import type { AnchorHTMLAttributes, Ref } from 'react';
import {
  useHref,
  useLinkClickHandler,
  useLocation,
  useResolvedPath,
  type To,
} from 'react-router-dom';

type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'className'>;

interface LinkProps extends AnchorProps {
  to: To;
  className?: string;
  /** History state for the next page, as react-router's Link. */
  state?: unknown;
  replace?: boolean;
  /** A real page load instead of an in-app navigation (the error screen's way home). */
  reloadDocument?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * An in-app link: a real `<a href>` (open in a new tab, copy the address) whose plain click navigates inside
 * the app. Built from the router's own `useHref` and `useLinkClickHandler`, the hooks React Router exports for
 * custom links, instead of its `<Link>`: that one carries framework mode's prefetching, route discovery and
 * view transitions, which this SPA uses none of, into every route's first load (docs/decisions/0027).
 */
export function Link({
  to,
  state,
  replace,
  reloadDocument,
  target,
  onClick,
  ref,
  children,
  ...rest
}: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler(to, { state, replace, target });
  return (
    <a
      {...rest}
      ref={ref}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented && !reloadDocument) navigate(event);
      }}
    >
      {children}
    </a>
  );
}

interface NavLinkProps extends Omit<LinkProps, 'className'> {
  className?: string | ((state: { isActive: boolean }) => string);
}

/** A link that knows it leads to the page shown: `aria-current="page"` and its active classes. */
export function NavLink({ className, ...props }: NavLinkProps) {
  const { pathname } = useLocation();
  const target = useResolvedPath(props.to).pathname;
  const isActive =
    pathname === target || (target !== '/' && pathname.startsWith(`${target.replace(/\/$/, '')}/`));
  return (
    <Link
      {...props}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
    />
  );
}
