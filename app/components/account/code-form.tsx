// One form of the security page that asks for a code (confirm, turn off, new recovery codes): a
// plain post with its intent, its message under the field.
import { Form, useNavigation } from "@remix-run/react";

export function CodeForm({
  intent,
  label,
  submit,
  error,
  danger = false,
}: {
  intent: string;
  label: string;
  submit: string;
  error?: string;
  danger?: boolean;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const id = `${intent}-code`;
  return (
    <Form method="post" className="security-form">
      <input type="hidden" name="intent" value={intent} />
      <div className="field">
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          name="code"
          type="text"
          required
          maxLength={40}
          autoComplete="one-time-code"
          spellCheck={false}
          dir="ltr"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {error ? (
          <p id={`${id}-error`} className="field-error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <button type="submit" className={danger ? "button button-danger" : "button"} disabled={busy}>
        {submit}
      </button>
    </Form>
  );
}
