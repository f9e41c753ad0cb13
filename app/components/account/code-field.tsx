// Left to right whatever the page's direction.
const INPUT_HINTS = {
  totp: { autoComplete: "one-time-code", inputMode: "numeric" },
  recovery: { autoComplete: "off", inputMode: "text" },
  either: { autoComplete: "one-time-code" },
} as const;

export function CodeField({
  id,
  label,
  hint,
  error,
  kind,
  optional = false,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  kind: keyof typeof INPUT_HINTS;
  /** Where the password may stand in for the code. */
  optional?: boolean;
}) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(" ");
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name="code"
        type="text"
        required={!optional}
        maxLength={40}
        {...INPUT_HINTS[kind]}
        spellCheck={false}
        dir="ltr"
        aria-describedby={describedBy || undefined}
        aria-invalid={error ? true : undefined}
      />
      {hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
