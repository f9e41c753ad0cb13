// Loaded lazily by ask-service-static.tsx once the page is hydrated.
import { getFormProps, useForm, type FieldMetadata } from "@conform-to/react";
import { useFetcher, useNavigate } from "@remix-run/react";
import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "~/modules/i18n/react";
import { notify } from "~/modules/toast/notify";
import { useOptionalUser, useRootData } from "~/utils/root-data";
import { askServiceSchema } from "~/modules/ask-service/schema";
import { formConstraint, parseForm } from "~/modules/validation/form-schema";
import type { AskDialogProps, AskServiceActionData } from "~/modules/ask-service/types";
import {
  ASK_FORM_ID,
  AskServiceFields,
  AskServiceFrame,
  AskServiceLayout,
} from "./ask-service-fields";

function toField(meta: FieldMetadata<unknown>) {
  return {
    id: meta.id,
    name: meta.name,
    errorId: meta.errorId,
    errors: meta.errors,
    defaultValue: typeof meta.initialValue === "string" ? meta.initialValue : undefined,
    inputKey: meta.key,
  };
}

export default function AskServiceDialog({ type, closeHref, redirectTo }: AskDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const fetcher = useFetcher<AskServiceActionData>({ key: ASK_FORM_ID });
  const signedIn = Boolean(useOptionalUser());
  const account = useRootData()?.askAccount ?? null;
  const schema = useMemo(() => askServiceSchema(t, { signedIn }), [t, signedIn]);
  const result = fetcher.data && "result" in fetcher.data ? fetcher.data.result : undefined;
  // Asked when the captcha script could not give a token (ADR 0009).
  const challenge = fetcher.data && "challenge" in fetcher.data ? fetcher.data.challenge : null;
  const [form, fields] = useForm({
    id: ASK_FORM_ID,
    lastResult: result,
    defaultValue: { type: type ?? "", ...account },
    constraint: formConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseForm(formData, schema),
  });
  const [fileCount, setFileCount] = useState(0);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closing = useRef(false);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    return () => {
      closing.current = true;
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, []);

  // Spec §8: a toast.
  const formMessage = form.errors?.join(" ");
  useEffect(() => {
    if (formMessage) notify({ type: "error", message: formMessage });
  }, [formMessage, fetcher.data]);

  // Exactly what the link does.
  const close = () => {
    if (closing.current) return;
    closing.current = true;
    navigate(closeHref, { preventScrollReset: true });
  };

  return (
    <AskServiceFrame
      closeHref={closeHref}
      open={false}
      dialogRef={dialogRef}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      onClose={close}
      onCloseClick={(event) => {
        event.preventDefault();
        close();
      }}
    >
      <fetcher.Form
        method="post"
        action="/ask-service"
        encType="multipart/form-data"
        className="public-form modal-form"
        {...getFormProps(form)}
      >
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <AskServiceLayout
          closeHref={closeHref}
          sending={fetcher.state !== "idle"}
          onCloseClick={(event) => {
            event.preventDefault();
            close();
          }}
        >
          <AskServiceFields
            fields={{
              type: toField(fields.type),
              info: toField(fields.info),
              info_file: toField(fields.info_file),
              name: toField(fields.name),
              email: toField(fields.email),
              phone: toField(fields.phone),
            }}
            signedIn={signedIn}
            fileCount={fileCount}
            onFileChange={(event) => setFileCount(event.currentTarget.files?.length ?? 0)}
            fileAgain={false}
            challenge={challenge}
          />
        </AskServiceLayout>
      </fetcher.Form>
    </AskServiceFrame>
  );
}
