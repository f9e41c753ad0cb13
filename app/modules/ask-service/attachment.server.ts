// The ask-service file travels to the provider under a name the server makes: the visitor's
// name (`=`, quotes, any script, any length) is theirs to choose and is not needed downstream,
// while the provider stores and mails the name it is given (spec §5 checks the content, not the
// name). The extension follows what the bytes are, else what the browser declared, else the
// extension the visitor's name ended with (isAcceptedFile made sure it is one we take).
import { fileTypeFromBuffer } from "file-type";
import type { ACCEPTED_FILE_TYPES } from "./constraint";

type AcceptedType = (typeof ACCEPTED_FILE_TYPES)[number];

const EXTENSIONS: Record<AcceptedType, string> = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/gif": "gif",
  "image/webp": "webp",
  "application/pdf": "pdf",
  "application/msword": "doc",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "docx",
  "application/vnd.ms-excel": "xls",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": "xlsx",
  "application/vnd.ms-powerpoint": "ppt",
  "application/vnd.openxmlformats-officedocument.presentationml.presentation": "pptx",
};

export const ATTACHMENT_BASENAME = "attachment";

function extensionOf(type: string | undefined): string | null {
  if (!type) return null;
  const mime = type.split(";")[0]!.trim().toLowerCase();
  return mime in EXTENSIONS ? EXTENSIONS[mime as AcceptedType] : null;
}

/** The same bytes and type as `file`, named `attachment.<ext>`. */
export async function forwardedAttachment(file: File): Promise<File> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const detected = await fileTypeFromBuffer(bytes).catch(() => undefined);
  const ownExtension = /\.([a-z0-9]{1,5})$/i.exec(file.name)?.[1]?.toLowerCase();
  const known = [...Object.values(EXTENSIONS), "jpeg"];
  const extension =
    extensionOf(detected?.mime) ??
    extensionOf(file.type) ??
    (ownExtension && known.includes(ownExtension) ? ownExtension : null) ??
    "bin";
  const type = file.type || detected?.mime || "application/octet-stream";
  return new File([bytes], `${ATTACHMENT_BASENAME}.${extension}`, { type });
}
