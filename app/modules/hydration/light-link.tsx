import { Link, useHref, useLocation, type LinkProps } from "@remix-run/react";
import { createElement, type ReactNode } from "react";

// Remix's <Link> runs about a dozen hooks on the server (the href resolved up to three times,
// each time serialising the route matches; the click handler; prefetch state) only to print an
// <a>: on a dashboard list with its menu (50-odd links) that was about a tenth of the page's
// server CPU. On the server this prints the very same <a> (same attributes in the same order, so
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

// The <Link> props that only steer navigation; everything else is printed on the <a>.
const NAVIGATION_PROPS = new Set([
  "to",
  "prefetch",
  "preventScrollReset",
  "replace",
  "state",
  "viewTransition",
  "onClick",
  "relative",
  "target",
]);

/**
 * The attributes react-router's <Link> prints, in its order: the caller's, then data-discover,
 * href and target. Copied key by key: an object rest that leaves out this many keys takes a slow
 * path in V8 and cost more than the rest of the link.
 */
function anchor(props: LightLinkProps, href: string, discover: boolean) {
  const attributes: Record<string, unknown> = {};
  for (const key in props) {
    if (!NAVIGATION_PROPS.has(key)) attributes[key] = props[key as keyof LightLinkProps];
  }
  attributes["data-discover"] = discover ? "true" : undefined;
  attributes.href = href;
  attributes.target = props.target;
  return createElement("a", attributes);
}

function ServerLink(props: LightLinkProps) {
  const { to } = props;
  const { pathname } = useLocation();
  if (PLAIN_PATH.test(to)) {
    const query = to.indexOf("?");
    return anchor(props, query < 0 ? to : withSearch(to.slice(0, query), to.slice(query)), true);
  }
  if (QUERY_ONLY.test(to)) return anchor(props, withSearch(pathname, to), true);
  return <ResolvedLink {...props} />;
}

/** Any other `to`: the router resolves it, as its <Link> does. */
function ResolvedLink(props: LightLinkProps) {
  const href = useHref(props.to, { relative: props.relative });
  const absolute = ABSOLUTE_URL.test(props.to);
  return anchor(props, absolute ? props.to : href, !absolute);
}

/** On the server a plain <a> (see above); in the browser Remix's <Link>. */
export const LightLink: (props: LightLinkProps) => ReactNode = ON_SERVER ? ServerLink : Link;
