import { Form, useNavigation } from "@remix-run/react";
import { CodeField } from "./code-field";

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
      <CodeField id={id} kind="either" label={label} error={error} />
      <button type="submit" className={danger ? "button button-danger" : "button"} disabled={busy}>
        {submit}
      </button>
    </Form>
  );
}
