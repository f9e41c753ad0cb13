import { json } from "@remix-run/node";

// A UI route, so the 404 renders through the _site error boundary inside the layout.
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
