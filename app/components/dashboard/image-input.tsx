import { useEffect, useState, type ChangeEvent } from "react";
import { useTranslation } from "~/modules/i18n/react";
import { notify } from "~/modules/toast/notify";
import { IMAGE_ACCEPT, isAllowedImage } from "~/modules/dashboard/entities";

type Current = { src: string; width: number; height: number };

/**
 * A file input for one image or several. With JS: previews, the count of chosen files, and the
 * spec §5 refusal of anything that is not png/jpg/jpeg/gif/svg/webp (the server refuses too).
 */
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

  useEffect(
    () => () => previews.forEach((preview) => URL.revokeObjectURL(preview.url)),
    [previews],
  );

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.currentTarget.files ?? [])];
    if (files.some((file) => !isAllowedImage(file))) {
      event.currentTarget.value = "";
      setPreviews([]);
      notify({ type: "error", message: t("toast.not_image") });
      return;
    }
    setPreviews(files.map((file) => ({ url: URL.createObjectURL(file), name: file.name })));
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
        id={id}
        type="file"
        name={name}
        accept={IMAGE_ACCEPT}
        multiple={multiple}
        onChange={onChange}
        aria-labelledby={labelId}
        aria-describedby={`${id}-hint ${errorId}`}
        aria-invalid={invalid || undefined}
      />
      <p id={`${id}-hint`} className="field-hint">
        {t("form.image_types")}
      </p>
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
