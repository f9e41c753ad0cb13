// Decided from the bytes (docs/security.md): an SVG named logo.png is refused here, in the
// visitor's language; the provider checks the content again (server/storage/detect.ts).
import { fileTypeFromBlob } from "file-type";
// One parser of legacy Office containers for both processes.
import { classifyCfb } from "~core/storage/cfb";
import { ACCEPTED_FILE_TYPES } from "~/modules/ask-service/constraint";

type AcceptedType = (typeof ACCEPTED_FILE_TYPES)[number];

function isAccepted(mime: string): mime is AcceptedType {
  return (ACCEPTED_FILE_TYPES as readonly string[]).includes(mime);
}

export async function attachmentType(file: Blob): Promise<AcceptedType | null> {
  const detected = await fileTypeFromBlob(file).catch(() => undefined);
  if (!detected) return null;
  if (detected.ext === "cfb") {
    // .doc, .xls, .ppt, .msi and .msg all say "cfb": the container's directory, anywhere in the
    // file, tells them apart (the reader refused anything over MAX_FILE_BYTES).
    const legacy = classifyCfb(Buffer.from(await file.arrayBuffer()));
    return legacy && isAccepted(legacy.mime) ? legacy.mime : null;
  }
  // Browsers declare an animated PNG image/png.
  const mime = detected.ext === "apng" ? "image/png" : detected.mime;
  return isAccepted(mime) ? mime : null;
}

/** The visitor's own name (the provider makes it harmless, server/storage/names.ts); the bytes are
 * not copied. */
export function forwardedAttachment(file: File, type: AcceptedType): File {
  return new File([file], file.name, { type });
}
