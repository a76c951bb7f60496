import type { Identity, IdentityGroup } from "~/commands/write-command";

// The keys a student's writes are counted by (rate-limit.server.ts, IDENTITY_LIMITERS), from what the write's
// command names (WriteCommand.countedBy). E-mail addresses and phone numbers are counted as digests: the limiter
// needs only to tell them apart, not to know them.

/** One count: the group and the student's key in it. */
export type IdentityKey = { group: IdentityGroup; key: string };

const encoder = new TextEncoder();

async function digest(text: string) {
  const bytes = new Uint8Array(await crypto.subtle.digest("SHA-256", encoder.encode(text)));
  return Array.from(bytes.slice(0, 16), (b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * The key of an identity. An e-mail address lower-cased (Ada@Example.com and ada@example.com are one student); a
 * phone number by its last ten digits (+234 803 123 4567 and 0803 123 4567 are one phone: a Nigerian number's
 * national part is ten digits, and other countries' numbers stay as distinct); a reference in capitals.
 */
export async function identityKey({ group, kind, value }: Identity): Promise<IdentityKey> {
  switch (kind) {
    case "email":
      return { group, key: await digest(value.trim().toLowerCase()) };
    case "phone":
      return { group, key: await digest(value.replace(/\D/g, "").slice(-10)) };
    case "reference":
      return { group, key: value.trim().toUpperCase() };
  }
}
