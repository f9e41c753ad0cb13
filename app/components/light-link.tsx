import { Link, useHref, useLocation, type LinkProps } from "@remix-run/react";
import type { ReactNode } from "react";

// Remix's <Link> runs about a dozen hooks on the server (the href resolved up to three times,
// each time serialising the route matches; the click handler; prefetch state) only to print an
// <a>: on a dashboard list with its menu (50-odd links) that was about 6% of the page's server
// CPU. On the server this prints the very same <a> (same attributes in the same order, so
// hydration matches), working the href out cheaply for the two shapes the dashboard uses: an
// absolute path ("/dashboard/posts") and a query on the current page ("?edit=12"); anything
// else goes through the router's useHref. In the browser it *is* Remix's <Link>: clicks,
// prefetching and route discovery are unchanged. tests/unit/app/light-link.test.tsx compares the
// markup with Remix's.

const ON_SERVER = typeof document === "undefined";

/** The props whose server markup this reproduces: no `prefetch="render"`/`"viewport"`, no
 * `reloadDocument`, no `discover="none"`, no object `to`. */
export type LightLinkProps = Omit<LinkProps, "prefetch" | "reloadDocument" | "discover" | "to"> & {
  to: string;
  prefetch?: "none" | "intent";
};

// A plain absolute path (no dot segments, no double slash, no hash), optionally with a query:
// the router resolves it to itself.
const PLAIN_PATH = /^\/(?:[\w-]+\/?)*(?:\?[^#]*)?$/;
// A query alone: the router keeps the current location's path.
const QUERY_ONLY = /^\?[^#]*$/;
// The router's test for an absolute URL (`https://...`, `//host`): such links get no data-discover.
const ABSOLUTE_URL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/** The router's normalizeSearch: a lone "?" is dropped. */
function withSearch(pathname: string, search: string): string {
  return search === "" || search === "?" ? pathname : pathname + search;
}

/** The attributes react-router's <Link> prints, in its order; navigation-only props dropped. */
function ServerLink({
  to,
  prefetch: _prefetch,
  preventScrollReset: _preventScrollReset,
  replace: _replace,
  state: _state,
  viewTransition: _viewTransition,
  onClick: _onClick,
  relative,
  target,
  ...rest
}: LightLinkProps) {
  const { pathname } = useLocation();
  let href: string;
  if (PLAIN_PATH.test(to)) {
    const query = to.indexOf("?");
    href = query < 0 ? to : withSearch(to.slice(0, query), to.slice(query));
  } else if (QUERY_ONLY.test(to)) {
    href = withSearch(pathname, to);
  } else {
    return <ResolvedLink {...rest} to={to} relative={relative} target={target} />;
  }
  return <a {...rest} data-discover="true" href={href} target={target} />;
}

/** Any other `to`: the router resolves it, as its <Link> does. */
function ResolvedLink({ to, relative, target, ...rest }: LightLinkProps) {
  const href = useHref(to, { relative });
  const absolute = ABSOLUTE_URL.test(to);
  return (
    <a
      {...rest}
      data-discover={absolute ? undefined : "true"}
      href={absolute ? to : href}
      target={target}
    />
  );
}

/** On the server a plain <a> (see above); in the browser Remix's <Link>. */
export const LightLink: (props: LightLinkProps) => ReactNode = ON_SERVER ? ServerLink : Link;
