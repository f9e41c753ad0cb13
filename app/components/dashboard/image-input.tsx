import { useEffect, useRef, useState, type ChangeEvent } from "react";
import { useTranslation } from "~/modules/i18n/react";
import { IMAGE_ACCEPT, isAllowedImage } from "~/modules/dashboard/entities";

type Current = { src: string; width: number; height: number };

const refusedId = (inputId: string) => `${inputId}-refused`;

/** Spec §5: a file that is not an image is refused by the input, not a toast, and the save is
 * held back (save-modal.tsx) so it never goes without the image the admin meant. */
export function ImageInput({
  id,
  name,
  multiple,
  current,
  labelId,
  errorId,
  invalid,
}: {
  id: string;
  name: string;
  multiple: boolean;
  current: Current[];
  labelId: string;
  errorId: string;
  invalid: boolean;
}) {
  const { t } = useTranslation("dashboard");
  const [previews, setPreviews] = useState<{ url: string; name: string }[]>([]);
  const [refused, setRefused] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  useEffect(
    () => () => previews.forEach((preview) => URL.revokeObjectURL(preview.url)),
    [previews],
  );

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.currentTarget.files ?? [])];
    const wrong = files.some((file) => !isAllowedImage(file));
    setRefused(wrong);
    setPreviews(
      wrong ? [] : files.map((file) => ({ url: URL.createObjectURL(file), name: file.name })),
    );
  }

  function removeChoice() {
    if (input.current) input.current.value = "";
    setRefused(false);
    setPreviews([]);
    input.current?.focus();
  }

  return (
    <div className="image-input">
      {current.length > 0 ? (
        <div className="image-current">
          <p className="field-hint">{t("form.current_images")}</p>
          <ul className="image-previews">
            {current.map((image) => (
              <li key={image.src}>
                <img src={image.src} alt="" width={72} height={72} loading="lazy" />
              </li>
            ))}
          </ul>
          <p className="field-hint">{t("form.replace_hint")}</p>
        </div>
      ) : null}
      <input
        ref={input}
        id={id}
        type="file"
        name={name}
        accept={IMAGE_ACCEPT}
        multiple={multiple}
        onChange={onChange}
        aria-labelledby={labelId}
        aria-describedby={`${id}-hint ${refused ? `${refusedId(id)} ` : ""}${errorId}`}
        aria-invalid={invalid || refused || undefined}
      />
      <p id={`${id}-hint`} className="field-hint">
        {t("form.image_types")}
      </p>
      {refused ? (
        <div className="image-refused">
          <p id={refusedId(id)} className="field-error" role="alert">
            {t("toast.not_image")}
          </p>
          <button type="button" className="button button-outline" onClick={removeChoice}>
            {t("form.remove_choice")}
          </button>
        </div>
      ) : null}
      <p className="image-count" aria-live="polite" data-testid={`${name}-count`}>
        {previews.length > 0 ? t("form.images_count", { count: previews.length }) : null}
      </p>
      {previews.length > 0 ? (
        <ul className="image-previews">
          {previews.map((preview) => (
            <li key={preview.url}>
              <img src={preview.url} alt={preview.name} width={72} height={72} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
