/**
 * What a refused form's answer carries when a rate limit refused it: the seconds until it may be sent again. The form
 * shows it through LimitedRefusal (components/form/limited-refusal.tsx); the write road sets it (commands/write-command.ts).
 */
export type Limited = { retryAfter?: number };
