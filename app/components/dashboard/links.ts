export function withParam(back: string, key: string, value: string | number | null): string {
  const params = new URLSearchParams(back);
  if (value === null) params.delete(key);
  else params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : "?";
}
