// An unparseable body is the client's fault: 400 with the translated error page, not a 500.

export function badRequest(): Response {
  return new Response("Bad Request", {
    status: 400,
    statusText: "Bad Request",
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

export async function readFormData(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw badRequest();
  }
}
