import {
  getInputProps,
  useForm,
  type DefaultValue,
  type FieldMetadata,
  type SubmissionResult,
} from "@conform-to/react";
import { useNavigation } from "@remix-run/react";
import { useEffect, type ReactNode } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import type * as z from "zod/v4/mini";
import { notify } from "~/modules/toast/notify";
import { PASSWORD_FIELDS } from "~/modules/auth/schemas";
import { formConstraint, parseForm, type FormSchema } from "~/modules/validation/form-schema";

// The card holds no form code, so pages whose form loads on first use import it alone.
export { AuthCard } from "~/components/auth/auth-card";

type InputType = "text" | "email" | "password" | "tel";

export function TextField({
  meta,
  label,
  type = "text",
  autoComplete,
  hint,
}: {
  meta: FieldMetadata<string | undefined>;
  label: string;
  type?: InputType;
  autoComplete?: string;
  hint?: string;
}) {
  const props = getInputProps(meta, {
    type,
    ariaDescribedBy: hint ? `${meta.id}-hint` : undefined,
  });
  return (
    <div className="field">
      <label htmlFor={meta.id}>{label}</label>
      <input {...props} key={props.key} autoComplete={autoComplete} />
      {hint ? (
        <p id={`${meta.id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

/** Spec §8: a field's messages are joined with commas. */
export function FieldErrors({ id, errors }: { id: string; errors?: string[] }) {
  if (!errors?.length) return null;
  return (
    <p id={id} className="field-error">
      {errors.join(", ")}
    </p>
  );
}

/** A toast with JavaScript, an alert without; `resultKey` changes with every answer, so the same
 * message posted twice is toasted twice. */
export function FormErrors({ errors, resultKey }: { errors?: string[]; resultKey?: unknown }) {
  const hydrated = useHydrated();
  const message = errors?.join(" ");
  useEffect(() => {
    if (hydrated && message) notify({ type: "error", message });
  }, [hydrated, message, resultKey]);
  if (!message || hydrated) return null;
  return (
    <div className="flash-message flash-error" role="alert">
      <p>{message}</p>
    </div>
  );
}

/** As without JavaScript: the server never sends a password back. */
export function useClearPasswords(formId: string, lastResult: unknown) {
  useEffect(() => {
    if (!lastResult) return;
    const form = document.getElementById(formId);
    if (!(form instanceof HTMLFormElement)) return;
    for (const name of PASSWORD_FIELDS) {
      const input = form.elements.namedItem(name);
      if (input instanceof HTMLInputElement) input.value = "";
    }
  }, [formId, lastResult]);
}

export function useAuthForm<Schema extends FormSchema>(
  id: string,
  schema: Schema,
  lastResult: SubmissionResult<string[]> | null | undefined,
  defaultValue?: DefaultValue<z.input<Schema>>,
) {
  const form = useForm<z.input<Schema>, z.output<Schema>>({
    id,
    lastResult,
    defaultValue,
    constraint: formConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseForm(formData, schema),
  });
  useClearPasswords(id, lastResult);
  return form;
}

export function SubmitButton({ children }: { children: ReactNode }) {
  const navigation = useNavigation();
  return (
    <button
      type="submit"
      className="button button-primary"
      disabled={navigation.state === "submitting"}
    >
      {children}
    </button>
  );
}
