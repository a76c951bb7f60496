import type { JsonLdData } from "~/catalogue/structured-data";

/**
 * Structured data for search engines. A data block, never executed (the CSP's script-src does not apply);
 * "<" is escaped so no text from D1 can close the element.
 */
export function JsonLd({ data }: { data: JsonLdData }) {
  return (
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON, with "<" escaped above
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }}
    />
  );
}
