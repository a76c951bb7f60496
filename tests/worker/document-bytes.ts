// Bytes of real-looking documents for the application tests: each has the header its format really has.

const encoder = new TextEncoder();

export function concat(...parts: (Uint8Array | number[] | string)[]) {
  const arrays = parts.map((p) =>
    typeof p === "string" ? encoder.encode(p) : p instanceof Uint8Array ? p : Uint8Array.from(p),
  );
  const out = new Uint8Array(arrays.reduce((n, a) => n + a.length, 0));
  let at = 0;
  for (const a of arrays) {
    out.set(a, at);
    at += a.length;
  }
  return out;
}

/** Deterministic filler so that byte-for-byte comparisons mean something. */
function filler(size: number, seed = 7) {
  const out = new Uint8Array(Math.max(0, size));
  let x = seed;
  for (let i = 0; i < out.length; i++) {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    out[i] = x >> 16;
  }
  return out;
}

/** A minimal but valid one-page PDF, padded with a comment stream up to `size` bytes when asked. */
export function pdfBytes(size = 0, seed = 1) {
  const head =
    "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%";
  const tail = "\n%%EOF\n";
  return concat(head, filler(size - head.length - tail.length, seed), tail);
}

export function jpegBytes(size = 600, seed = 2) {
  return concat([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], "JFIF\0", filler(size - 13, seed), [0xff, 0xd9]);
}

export function pngBytes(size = 300, seed = 3) {
  return concat([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], filler(size - 8, seed));
}

/** An old binary Word document starts with the OLE compound file signature. */
export function docBytes(size = 2048, seed = 4) {
  return concat([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], filler(size - 8, seed));
}

/** A Windows executable: what an attacker might rename to .pdf. */
export function exeBytes(size = 4096) {
  return concat("MZ", [0x90, 0x00, 0x03, 0x00], filler(size - 6, 9));
}

function crc32(bytes: Uint8Array) {
  let crc = ~0;
  for (const b of bytes) {
    crc ^= b;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

/** A stored (uncompressed) zip archive with the given entries. */
export function zipBytes(entries: Record<string, string>) {
  const locals: Uint8Array[] = [];
  const centrals: Uint8Array[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const nameBytes = encoder.encode(name);
    const data = encoder.encode(content);
    const crc = crc32(data);
    const local = new DataView(new ArrayBuffer(30));
    local.setUint32(0, 0x04034b50, true);
    local.setUint16(4, 20, true);
    local.setUint32(14, crc, true);
    local.setUint32(18, data.length, true);
    local.setUint32(22, data.length, true);
    local.setUint16(26, nameBytes.length, true);
    const localBytes = concat(new Uint8Array(local.buffer), nameBytes, data);
    const central = new DataView(new ArrayBuffer(46));
    central.setUint32(0, 0x02014b50, true);
    central.setUint16(4, 20, true);
    central.setUint16(6, 20, true);
    central.setUint32(16, crc, true);
    central.setUint32(20, data.length, true);
    central.setUint32(24, data.length, true);
    central.setUint16(28, nameBytes.length, true);
    central.setUint32(42, offset, true);
    centrals.push(concat(new Uint8Array(central.buffer), nameBytes));
    locals.push(localBytes);
    offset += localBytes.length;
  }
  const directory = concat(...centrals);
  const end = new DataView(new ArrayBuffer(22));
  end.setUint32(0, 0x06054b50, true);
  end.setUint16(8, centrals.length, true);
  end.setUint16(10, centrals.length, true);
  end.setUint32(12, directory.length, true);
  end.setUint32(16, offset, true);
  return concat(...locals, directory, new Uint8Array(end.buffer));
}

export function docxBytes() {
  return zipBytes({
    "[Content_Types].xml":
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
    "_rels/.rels": '<?xml version="1.0"?><Relationships/>',
    "word/document.xml":
      '<?xml version="1.0"?><w:document><w:body><w:p><w:r><w:t>Motivation letter</w:t></w:r></w:p></w:body></w:document>',
  });
}
