import { extensionOf } from "~/applications/application-schema";
import { MB } from "~/lib/format-bytes";

// Photos of documents taken on a phone are often 3-8 MB: shrunk in the browser before they are sent (long side
// 2000 px, JPEG quality 0.85 is still sharp enough to read a passport), they cost a 2G connection a fifth of that.

const PHOTO_EXTENSIONS = [".jpg", ".jpeg", ".png"];
const SHRINK_ABOVE_BYTES = 1 * MB;
const LONG_SIDE = 2000;
const QUALITY = 0.85;

/** A file ready to upload: the photo shrunk when that saves bytes, else the file as picked. */
export type PreparedFile = { file: File; original: File };

export async function shrinkPhoto(original: File): Promise<PreparedFile> {
  if (!PHOTO_EXTENSIONS.includes(extensionOf(original.name)) || original.size <= SHRINK_ABOVE_BYTES)
    return { file: original, original };
  try {
    const bitmap = await createImageBitmap(original);
    const scale = Math.min(1, LONG_SIDE / Math.max(bitmap.width, bitmap.height));
    const width = Math.round(bitmap.width * scale);
    const height = Math.round(bitmap.height * scale);
    const canvas = document.createElement("canvas");
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext("2d");
    if (!context) return { file: original, original };
    // A PNG's transparent parts become white, not black, in a JPEG.
    context.fillStyle = "#fff";
    context.fillRect(0, 0, width, height);
    context.drawImage(bitmap, 0, 0, width, height);
    bitmap.close();
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", QUALITY));
    if (!blob || blob.size >= original.size) return { file: original, original };
    // The name stays (a .png holding a JPEG is accepted: the server checks the family, jpeg or png); the date too,
    // so the upload's fingerprint finds it again after a reload.
    const file = new File([blob], original.name, { type: "image/jpeg", lastModified: original.lastModified });
    return { file, original };
  } catch {
    // Not a picture the browser can read: sent as it is, and the server judges its bytes.
    return { file: original, original };
  }
}
