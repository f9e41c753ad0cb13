// A write that a unique index refused: the race a route's own check cannot close (two requests
// both find the value free). SQLite names the index in its message, PostgreSQL in `constraint`.
export function isUniqueViolation(error: unknown, index: string): boolean {
  if (!(error instanceof Error)) return false;
  if ("constraint" in error && "code" in error)
    return error.code === "23505" && error.constraint === index;
  return (
    "code" in error &&
    typeof error.code === "string" &&
    error.code.startsWith("SQLITE_CONSTRAINT") &&
    error.message.includes(`index '${index}'`)
  );
}
