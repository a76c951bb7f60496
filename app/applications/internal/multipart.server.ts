// A streaming multipart/form-data reader with limits. `request.formData()` buffers the body and copies every
// part again (measured: ~5× the upload in workerd), which would put a 25 MB application near a Worker's
// 128 MB limit. This reader keeps each byte once: file parts as the chunks they arrived in (handed to R2 as
// a stream later), text parts up to a cap. Past a size limit it keeps counting but stops keeping, so the
// caller can still answer with the real sizes.
import { bodyChunks } from "~/lib/body-chunks.server";

export type ReceivedField = { name: string; value: string; truncated: boolean };

export type ReceivedFile = {
  field: string;
  fileName: string;
  /** What the client claimed; never trusted for storage. */
  clientType: string;
  size: number;
  /** The bytes, unless `discarded` (an over-limit application keeps nothing). */
  chunks: Uint8Array[];
  discarded: boolean;
};

export type MultipartLimits = {
  /** Hard stop: the reader throws MultipartTooLarge past this many body bytes. */
  maxBodyBytes: number;
  /** Files larger than this, or files adding up to more than maxTotalFileBytes, are counted but not kept. */
  maxFileBytes: number;
  maxTotalFileBytes: number;
  /** Bytes kept of one text field; the rest is dropped and the field marked truncated. */
  maxFieldBytes: number;
  maxParts: number;
  maxHeaderBytes: number;
};

export class MultipartTooLarge extends Error {}
export class MultipartMalformed extends Error {}

export function boundaryOf(contentType: string) {
  if (!/^multipart\/form-data\s*;/i.test(contentType)) return undefined;
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(contentType);
  return match?.[1] ?? match?.[2];
}

const encoder = new TextEncoder();
const CRLF_CRLF = encoder.encode("\r\n\r\n");

/** Boyer-Moore-Horspool search of `pattern` in `data` from `from`; -1 when absent. */
function makeSearch(pattern: Uint8Array) {
  const last = pattern.length - 1;
  const skip = new Uint32Array(256).fill(pattern.length);
  for (let i = 0; i < last; i++) skip[pattern[i]!] = last - i;
  return (data: Uint8Array, from: number) => {
    let at = from;
    while (at + last < data.length) {
      let j = last;
      while (j >= 0 && data[at + j] === pattern[j]) j--;
      if (j < 0) return at;
      at += skip[data[at + last]!]!;
    }
    return -1;
  };
}

function concat(a: Uint8Array, b: Uint8Array) {
  if (a.length === 0) return b;
  const out = new Uint8Array(a.length + b.length);
  out.set(a, 0);
  out.set(b, a.length);
  return out;
}

/**
 * Browsers percent-encode only ", CR and LF in multipart names (WHATWG HTML); anything else, e.g. a literal
 * '100%.pdf', is left alone.
 */
function decodeName(value: string) {
  return value.replace(/%22/gi, '"').replace(/%0D/gi, "\r").replace(/%0A/gi, "\n");
}

function parseDisposition(headers: string) {
  const line = headers.split("\r\n").find((h) => /^content-disposition\s*:/i.test(h));
  if (!line || !/:\s*form-data\b/i.test(line)) return undefined;
  const params: Record<string, string> = {};
  const re = /;\s*([a-z*]+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]*))/gi;
  for (let m = re.exec(line); m; m = re.exec(line)) {
    const key = m[1]!.toLowerCase();
    params[key] = m[2] !== undefined ? decodeName(m[2].replace(/\\(.)/g, "$1")) : m[3]!.trim();
  }
  let filename = params.filename;
  const extended = params["filename*"];
  if (extended) {
    const ext = /^utf-8'[^']*'(.*)$/i.exec(extended);
    if (ext) {
      try {
        filename = decodeURIComponent(ext[1]!);
      } catch {
        // keep the plain filename
      }
    }
  }
  return { name: params.name, filename };
}

function contentTypeOf(headers: string) {
  const line = headers.split("\r\n").find((h) => /^content-type\s*:/i.test(h));
  return line ? line.slice(line.indexOf(":") + 1).trim() : "";
}

type Part =
  | { kind: "field"; name: string; chunks: Uint8Array[]; size: number; truncated: boolean }
  | { kind: "file"; file: ReceivedFile };

export async function readMultipart(body: ReadableStream<Uint8Array>, boundary: string, limits: MultipartLimits) {
  const delimiter = encoder.encode(`\r\n--${boundary}`);
  const findDelimiter = makeSearch(delimiter);
  const findHeaderEnd = makeSearch(CRLF_CRLF);
  const fields: ReceivedField[] = [];
  const files: ReceivedFile[] = [];
  const decoder = new TextDecoder();

  type State = "preamble" | "after-delimiter" | "headers" | "body" | "done";
  let state = "preamble" as State;
  // The body starts with '--boundary', not '\r\n--boundary': a virtual CRLF lets one delimiter fit both.
  let buffer: Uint8Array = encoder.encode("\r\n");
  let part: Part | undefined;
  let parts = 0;
  let keptFileBytes = 0;

  const discardAllFiles = () => {
    for (const f of files) {
      f.chunks = [];
      f.discarded = true;
    }
    if (part?.kind === "file") {
      part.file.chunks = [];
      part.file.discarded = true;
    }
    keptFileBytes = 0;
  };

  const emit = (data: Uint8Array) => {
    if (!part || data.length === 0) return;
    if (part.kind === "field") {
      const room = limits.maxFieldBytes - part.size;
      if (data.length > room) part.truncated = true;
      if (room > 0) part.chunks.push(data.subarray(0, Math.min(room, data.length)));
      part.size += Math.min(Math.max(room, 0), data.length);
      return;
    }
    const file = part.file;
    file.size += data.length;
    if (file.discarded) return;
    if (file.size > limits.maxFileBytes || keptFileBytes + data.length > limits.maxTotalFileBytes) {
      // The application will be refused: keep counting (for the message), keep no bytes at all.
      discardAllFiles();
      return;
    }
    file.chunks.push(data);
    keptFileBytes += data.length;
  };

  const finishPart = () => {
    if (!part) return;
    if (part.kind === "field") {
      const bytes = new Uint8Array(part.size);
      let at = 0;
      for (const c of part.chunks) {
        bytes.set(c, at);
        at += c.length;
      }
      fields.push({ name: part.name, value: decoder.decode(bytes), truncated: part.truncated });
    } else {
      files.push(part.file);
    }
    part = undefined;
  };

  const startPart = (headers: string) => {
    parts += 1;
    if (parts > limits.maxParts) throw new MultipartMalformed(`Too many form parts (at most ${limits.maxParts}).`);
    const disposition = parseDisposition(headers);
    if (!disposition?.name) throw new MultipartMalformed("A form part has no name.");
    if (disposition.filename === undefined) {
      part = { kind: "field", name: disposition.name, chunks: [], size: 0, truncated: false };
    } else {
      const discarded = files.some((f) => f.discarded);
      part = {
        kind: "file",
        file: {
          field: disposition.name,
          fileName: disposition.filename,
          clientType: contentTypeOf(headers),
          size: 0,
          chunks: [],
          discarded,
        },
      };
    }
  };

  /**
   * The next bytes to process: the short carried-over tail, then the new chunk. Inside part data the chunk
   * itself is used (no copy, so file data stays in the chunks it arrived in): the carried tail is settled
   * first, by looking for a delimiter that starts in it and ends in the chunk.
   */
  const join = (carry: Uint8Array, chunk: Uint8Array) => {
    if (carry.length === 0) return chunk;
    if ((state !== "body" && state !== "preamble") || chunk.length < delimiter.length - 1) return concat(carry, chunk);
    const probe = concat(carry, chunk.subarray(0, delimiter.length - 1));
    const at = findDelimiter(probe, 0);
    if (at >= 0 && at < carry.length) {
      if (state === "body") {
        emit(carry.subarray(0, at));
        finishPart();
      }
      state = "after-delimiter";
      return chunk.subarray(at + delimiter.length - carry.length);
    }
    if (state === "body") emit(carry);
    return chunk;
  };

  /** Consumes what it can of `buffer`; returns the unconsumed rest. */
  const process = () => {
    let pos = 0;
    for (;;) {
      if (state === "preamble" || state === "body") {
        const at = findDelimiter(buffer, pos);
        if (at < 0) {
          // Everything but a possible partial delimiter at the end is part data.
          const safe = Math.max(pos, buffer.length - (delimiter.length - 1));
          if (state === "body") emit(buffer.subarray(pos, safe));
          pos = safe;
          break;
        }
        if (state === "body") {
          emit(buffer.subarray(pos, at));
          finishPart();
        }
        pos = at + delimiter.length;
        state = "after-delimiter";
      } else if (state === "after-delimiter") {
        // '--' ends the body; otherwise optional transport padding, then CRLF, then the part's headers.
        if (buffer.length - pos < 2) break;
        if (buffer[pos] === 0x2d && buffer[pos + 1] === 0x2d) {
          state = "done";
          pos = buffer.length;
          break;
        }
        let eol = pos;
        while (eol < buffer.length && (buffer[eol] === 0x20 || buffer[eol] === 0x09)) eol++;
        if (buffer.length - eol < 2) break;
        if (buffer[eol] !== 0x0d || buffer[eol + 1] !== 0x0a)
          throw new MultipartMalformed("Malformed multipart delimiter.");
        // Keep the CRLF: the header block is then found as CRLF headers CRLF CRLF, even when it is empty.
        pos = eol;
        state = "headers";
      } else if (state === "headers") {
        const at = findHeaderEnd(buffer, pos);
        if (at < 0) {
          if (buffer.length - pos > limits.maxHeaderBytes)
            throw new MultipartMalformed("A form part's headers are too long.");
          break;
        }
        startPart(decoder.decode(buffer.subarray(pos + 2, at)));
        pos = at + 4;
        state = "body";
      } else {
        pos = buffer.length;
        break;
      }
    }
    return buffer.subarray(pos);
  };

  for await (const { chunk, received } of bodyChunks(body)) {
    if (received > limits.maxBodyBytes) throw new MultipartTooLarge("body too large");
    if (state === "done") continue; // the epilogue is ignored (but still counted)
    buffer = join(buffer, chunk);
    // The unconsumed tail is short (a possible partial delimiter, or unfinished part headers): copy it, so
    // that only emitted part data keeps a chunk alive.
    buffer = process().slice();
  }
  if (state !== "done") throw new MultipartMalformed("The multipart body ended before its closing boundary.");
  return { fields, files };
}

/** Reads bytes [start, end) of a file kept as chunks (for content sniffing: a few KB at most). */
export function readRange(chunks: readonly Uint8Array[], start: number, end: number) {
  const out = new Uint8Array(Math.max(0, end - start));
  let offset = 0;
  let written = 0;
  for (const chunk of chunks) {
    const chunkEnd = offset + chunk.length;
    if (chunkEnd > start && offset < end) {
      const from = Math.max(0, start - offset);
      const to = Math.min(chunk.length, end - offset);
      out.set(chunk.subarray(from, to), written);
      written += to - from;
    }
    offset = chunkEnd;
    if (offset >= end) break;
  }
  return out.subarray(0, written);
}
