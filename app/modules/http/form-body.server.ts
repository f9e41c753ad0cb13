// Every action reads its form through here: a body that cannot be parsed (a cut-off upload, a
// multipart body whose boundary does not match, a content type that is not a form) is the
// client's fault, and answers 400 with the translated error page (app/components/error-view.tsx)
// instead of failing as a 500.

/** Thrown from an action or loader; the nearest ErrorBoundary renders it as a page. */
export function badRequest(): Response {
  return new Response("Bad Request", {
    status: 400,
    statusText: "Bad Request",
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

/** `request.formData()`, with a parse failure thrown as a 400 Response. */
export async function readFormData(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw badRequest();
  }
}
