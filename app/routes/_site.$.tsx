import { json } from "@remix-run/node";

// Any path no other route claims. A UI route (it has a component), so the 404 renders through
// the _site error boundary inside the layout instead of as a bare resource response.
function notFound(): never {
  throw json({ message: null }, { status: 404 });
}

export function loader() {
  notFound();
}

export function action() {
  notFound();
}

export default function NotFound() {
  return null;
}
