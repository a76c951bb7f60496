// What an uploaded document really is, read from its first bytes (and, for .docx, from its zip directory),
// never from the name or the Content-Type the browser sent.
import { extensionOf } from "~/applications/application-schema";

export type DocumentType = {
  kind: "pdf" | "doc" | "docx" | "jpeg" | "png";
  contentType: string;
  /** The extension the stored object gets. */
  extension: string;
  label: string;
};

const TYPES: Record<DocumentType["kind"], DocumentType> = {
  pdf: { kind: "pdf", contentType: "application/pdf", extension: ".pdf", label: "PDF" },
  doc: { kind: "doc", contentType: "application/msword", extension: ".doc", label: "Word" },
  docx: {
    kind: "docx",
    contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    extension: ".docx",
    label: "Word",
  },
  jpeg: { kind: "jpeg", contentType: "image/jpeg", extension: ".jpg", label: "JPEG" },
  png: { kind: "png", contentType: "image/png", extension: ".png", label: "PNG" },
};

/**
 * A name's extension promises a family; the content may be any type of that family (a .doc that Word saved
 * as .docx, a phone photo named .jpg that is a PNG), never one of another family (an executable named .pdf).
 */
const FAMILY_OF_EXTENSION: Record<string, readonly DocumentType["kind"][]> = {
  ".pdf": ["pdf"],
  ".doc": ["doc", "docx"],
  ".docx": ["docx", "doc"],
  ".jpg": ["jpeg", "png"],
  ".jpeg": ["jpeg", "png"],
  ".png": ["png", "jpeg"],
};

const HEAD_BYTES = 1024;

function startsWith(bytes: Uint8Array, signature: readonly number[], at = 0) {
  if (bytes.length < at + signature.length) return false;
  return signature.every((b, i) => bytes[at + i] === b);
}

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const UTF8_BOM = [0xef, 0xbb, 0xbf];
/** PDF white-space (ISO 32000 7.2.2) a writer may put before the header; NUL excepted. */
const PDF_SPACE = new Set([0x09, 0x0a, 0x0c, 0x0d, 0x20]);

/**
 * A PDF starts with its header, after at most a UTF-8 BOM and white space. Readers tolerate up to 1 KB of anything
 * before it, which is what polyglots use: an executable or an HTML page with `%PDF-` inside its first kilobyte.
 */
function isPdf(head: Uint8Array) {
  let at = startsWith(head, UTF8_BOM) ? UTF8_BOM.length : 0;
  while (at < head.length && PDF_SPACE.has(head[at]!)) at++;
  return startsWith(head, PDF, at);
}

/** How programs and scripts start: Windows (MZ), ELF, Mach-O (both byte orders, 32/64-bit, universal), `#!`. */
const EXECUTABLES = [
  [0x4d, 0x5a],
  [0x7f, 0x45, 0x4c, 0x46],
  [0xfe, 0xed, 0xfa, 0xce],
  [0xfe, 0xed, 0xfa, 0xcf],
  [0xce, 0xfa, 0xed, 0xfe],
  [0xcf, 0xfa, 0xed, 0xfe],
  [0xca, 0xfe, 0xba, 0xbe],
  [0x23, 0x21],
] as const;

/** Random access to a document's bytes (it is held in memory as the chunks it arrived in). */
export type ByteSource = { size: number; read(start: number, end: number): Uint8Array };

/** A .docx is a zip whose central directory lists parts under word/. Reads only the tail of the file. */
function isWordZip(file: ByteSource) {
  const tailStart = Math.max(0, file.size - (22 + 0xffff));
  const tailBytes = file.read(tailStart, file.size);
  const tail = new DataView(tailBytes.buffer, tailBytes.byteOffset, tailBytes.byteLength);
  let eocd = -1;
  for (let i = tail.byteLength - 22; i >= 0; i--) {
    if (tail.getUint32(i, true) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return false;
  const directorySize = tail.getUint32(eocd + 12, true);
  const directoryOffset = tail.getUint32(eocd + 16, true);
  if (directorySize === 0 || directoryOffset + directorySize > file.size || directorySize > 4 * 1024 * 1024)
    return false;
  const directoryBytes = file.read(directoryOffset, directoryOffset + directorySize);
  const directory = new DataView(directoryBytes.buffer, directoryBytes.byteOffset, directoryBytes.byteLength);
  const decoder = new TextDecoder();
  let at = 0;
  while (at + 46 <= directory.byteLength && directory.getUint32(at, true) === 0x02014b50) {
    const nameLength = directory.getUint16(at + 28, true);
    const extraLength = directory.getUint16(at + 30, true);
    const commentLength = directory.getUint16(at + 32, true);
    const name = decoder.decode(directoryBytes.subarray(at + 46, at + 46 + Math.min(nameLength, 5)));
    if (name === "word/") return true;
    at += 46 + nameLength + extraLength + commentLength;
  }
  return false;
}

/** The type the content shows, or undefined when it is none of the accepted ones. */
export function detectDocumentType(file: ByteSource): DocumentType | undefined {
  const head = file.read(0, Math.min(HEAD_BYTES, file.size));
  // Whatever else it holds, a file that starts like a program is none of the accepted types.
  if (EXECUTABLES.some((signature) => startsWith(head, signature))) return undefined;
  if (startsWith(head, PNG)) return TYPES.png;
  if (startsWith(head, JPEG)) return TYPES.jpeg;
  if (startsWith(head, OLE)) return TYPES.doc;
  if (startsWith(head, ZIP)) return isWordZip(file) ? TYPES.docx : undefined;
  if (isPdf(head)) return TYPES.pdf;
  return undefined;
}

/** The detected type when it belongs to the family the file name promises, else undefined. */
export function checkDocumentContent(fileName: string, file: ByteSource): DocumentType | undefined {
  const family = FAMILY_OF_EXTENSION[extensionOf(fileName)];
  if (!family) return undefined;
  const type = detectDocumentType(file);
  return type && family.includes(type.kind) ? type : undefined;
}

export function expectedLabel(fileName: string) {
  const family = FAMILY_OF_EXTENSION[extensionOf(fileName)];
  return family ? TYPES[family[0]!].label : "accepted";
}
