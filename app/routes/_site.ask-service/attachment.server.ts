// What a visitor's attachment is, decided from its bytes (docs/security.md, the app's edge): the
// declared type and the name are the visitor's to choose, so an SVG named logo.png and declared
// image/png is refused here, in the visitor's language, and never reaches the provider. The
// provider checks the content again before it stores anything (server/storage/detect.ts).
import { fileTypeFromBlob } from "file-type";
// The provider's reader of legacy Office containers: one parser decides for both processes.
import { classifyCfb } from "../../../server/storage/cfb";
import { ACCEPTED_FILE_TYPES } from "~/modules/ask-service/constraint";

type AcceptedType = (typeof ACCEPTED_FILE_TYPES)[number];

function isAccepted(mime: string): mime is AcceptedType {
  return (ACCEPTED_FILE_TYPES as readonly string[]).includes(mime);
}

/** One of ACCEPTED_FILE_TYPES, as the file's bytes show it, or null. */
export async function attachmentType(file: Blob): Promise<AcceptedType | null> {
  // file-type reads only as much of the file as it needs (the first few kB for most formats).
  const detected = await fileTypeFromBlob(file).catch(() => undefined);
  if (!detected) return null;
  if (detected.ext === "cfb") {
    // .doc, .xls and .ppt all say "cfb" (so do .msi and .msg): the container's own directory
    // tells them apart, and it may sit anywhere in the file, so this reads the whole file
    // (at most MAX_FILE_BYTES: the reader refused anything bigger).
    const legacy = classifyCfb(Buffer.from(await file.arrayBuffer()));
    return legacy && isAccepted(legacy.mime) ? legacy.mime : null;
  }
  // An animated PNG is a PNG with more chunks; browsers declare it image/png.
  const mime = detected.ext === "apng" ? "image/png" : detected.mime;
  return isAccepted(mime) ? mime : null;
}

/**
 * The file as the provider gets it: the visitor's own name (the provider makes it harmless and
 * shows it to staff, server/storage/names.ts) and the type its bytes show. The bytes are not
 * copied: they stay where the reader left them until the request is sent.
 */
export function forwardedAttachment(file: File, type: AcceptedType): File {
  return new File([file], file.name, { type });
}
