/**
 * The part of React Router's API that the prerendered pages use, for a site where every
 * page is its own HTML document (decision 023). The pages' browser build resolves
 * "react-router" to this module: a link is a plain `<a>` that loads the next prerendered
 * page, and nothing of the data router (about 37 KB of gzip) is downloaded. The markup is
 * React Router's, attribute for attribute, so React hydrates the HTML React Router
 * prerendered without a difference.
 */
import {
  type AnchorHTMLAttributes,
  type CSSProperties,
  forwardRef,
  type ReactNode,
  useCallback,
  useMemo,
  useSyncExternalStore,
} from "react";

export type { MetaDescriptor } from "react-router";

/** Same-document changes of the address (search parameters) tell the hooks through this. */
const listeners = new Set<() => void>();
function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener("popstate", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("popstate", listener);
  };
}
const currentHref = () => window.location.href;

interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: null;
  key: string;
}

export function useLocation(): Location {
  const href = useSyncExternalStore(subscribe, currentHref, currentHref);
  return useMemo(() => {
    const url = new URL(href);
    return {
      pathname: url.pathname,
      search: url.search,
      hash: url.hash,
      state: null,
      key: "default",
    };
  }, [href]);
}

interface NavigateOptions {
  replace?: boolean;
}

/** Goes to another page the way a link does: the browser loads its prerendered HTML. */
export function navigateTo(to: string, options: NavigateOptions = {}) {
  if (options.replace) window.location.replace(to);
  else window.location.assign(to);
}

export function useNavigate() {
  return navigateTo;
}

type SearchInit = URLSearchParams | Record<string, string> | string;

export function useSearchParams(): [
  URLSearchParams,
  (next: SearchInit, options?: NavigateOptions) => void,
] {
  const { search } = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback((next: SearchInit, options: NavigateOptions = {}) => {
    const query = new URLSearchParams(next).toString();
    const url = `${window.location.pathname}${query ? `?${query}` : ""}${window.location.hash}`;
    if (options.replace) window.history.replaceState(null, "", url);
    else window.history.pushState(null, "", url);
    for (const listener of listeners) listener();
  }, []);
  return [params, setParams];
}

/** React Router marks links to its own routes for lazy discovery; the markup keeps the mark. */
const ABSOLUTE_URL = /^(?:[a-z][a-z0-9+.-]*:|[\\/]{2})/i;

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  to: string;
  replace?: boolean;
  reloadDocument?: boolean;
  prefetch?: "none" | "intent" | "render" | "viewport";
}

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, replace, reloadDocument: _reload, prefetch: _prefetch, onClick, ...rest },
  ref,
) {
  return (
    <a
      {...rest}
      ref={ref}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        if (!replace || event.defaultPrevented || event.button !== 0) return;
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        navigateTo(to, { replace: true });
      }}
      data-discover={ABSOLUTE_URL.test(to) ? undefined : "true"}
    />
  );
});

interface NavLinkRenderProps {
  isActive: boolean;
  isPending: boolean;
  isTransitioning: boolean;
}

export interface NavLinkProps extends Omit<LinkProps, "className" | "style" | "children"> {
  end?: boolean;
  caseSensitive?: boolean;
  className?: string | ((props: NavLinkRenderProps) => string | undefined);
  style?: CSSProperties | ((props: NavLinkRenderProps) => CSSProperties | undefined);
  children?: ReactNode | ((props: NavLinkRenderProps) => ReactNode);
}

/** React Router's rule for "this link is the current page", without its router. */
export function isActivePath(current: string, to: string, end: boolean, caseSensitive = false) {
  let location = current;
  let target = to.split(/[?#]/)[0] ?? to;
  if (!caseSensitive) {
    location = location.toLowerCase();
    target = target.toLowerCase();
  }
  const endSlash = target !== "/" && target.endsWith("/") ? target.length - 1 : target.length;
  return (
    location === target ||
    (!end && location.startsWith(target) && location.charAt(endSlash) === "/")
  );
}

export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink(
  {
    "aria-current": ariaCurrent = "page",
    caseSensitive = false,
    className = "",
    end = false,
    style,
    children,
    to,
    ...rest
  },
  ref,
) {
  const { pathname } = useLocation();
  const isActive = isActivePath(pathname, to, end, caseSensitive);
  const props = { isActive, isPending: false, isTransitioning: false };
  return (
    <Link
      {...rest}
      ref={ref}
      to={to}
      aria-current={isActive ? ariaCurrent : undefined}
      className={
        typeof className === "function"
          ? className(props)
          : [className, isActive ? "active" : null].filter(Boolean).join(" ")
      }
      style={typeof style === "function" ? style(props) : style}
    >
      {typeof children === "function" ? children(props) : children}
    </Link>
  );
});
