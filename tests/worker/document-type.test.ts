import { describe, expect, it } from "vitest";
import { type ByteSource, detectDocumentType } from "~/applications/internal/document-type.server";
import { concat, exeBytes, pdfBytes } from "./document-bytes";

// What a document is, from its first bytes: a PDF starts with its header; a program or script is never a document.

const source = (bytes: Uint8Array): ByteSource => ({
  size: bytes.length,
  read: (start, end) => bytes.slice(start, end),
});
describe("PDF", () => {
  it.each([
    ["at the start", pdfBytes()],
    ["after a UTF-8 BOM", concat([0xef, 0xbb, 0xbf], pdfBytes())],
    ["after white space", concat(" \r\n\t\f", pdfBytes())],
  ])("is a PDF with its header %s", (_, bytes) => {
    expect(detectDocumentType(source(bytes))?.kind).toBe("pdf");
  });

  it.each([
    ["after text", concat("hello\n", pdfBytes())],
    ["after NUL bytes", concat(new Uint8Array(8), pdfBytes())],
    ["after markup", concat("<html></html>\n", pdfBytes())],
  ])("is not a PDF with its header %s", (_, bytes) => {
    expect(detectDocumentType(source(bytes))).toBeUndefined();
  });
});

describe("programs and scripts", () => {
  const withPdfHeader = (start: number[]) => {
    const bytes = concat(start, exeBytes(2048).subarray(start.length));
    bytes.set(new TextEncoder().encode("%PDF-1.4\n"), 300);
    return bytes;
  };
  it.each([
    ["Windows (MZ)", [0x4d, 0x5a]],
    ["ELF", [0x7f, 0x45, 0x4c, 0x46]],
    ["Mach-O 64-bit", [0xcf, 0xfa, 0xed, 0xfe]],
    ["Mach-O universal", [0xca, 0xfe, 0xba, 0xbe]],
    ["a script (#!)", [0x23, 0x21]],
  ])("%s is refused whatever it holds further in", (_, start) => {
    expect(detectDocumentType(source(withPdfHeader(start)))).toBeUndefined();
  });
});
