/** One megabyte as the upload limits count it (1024 × 1024 bytes). */
export const MB = 1024 * 1024;

/** '512 B', '340 KB', '2.4 MB': file sizes as the form and the e-mails show them. */
export function formatBytes(bytes: number) {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < MB) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / MB).toFixed(1)} MB`;
}
