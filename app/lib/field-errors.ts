import type { core } from "zod/mini";

/**
 * The one shape of field errors for every form (consultation, application, payment), in the browser, in route
 * actions and in the JSON API's `errors`: each field's messages, in order, each said once. Problems that belong
 * to no field (a schema-level refinement) are under `form`.
 */
export type FieldErrors<Field extends string = string> = Partial<Record<Field | "form", string[]>>;

/** Field errors of a failed zod (or zod/mini) parse. */
export function fieldErrors<Field extends string = string>(error: core.$ZodError): FieldErrors<Field> {
  const errors: Partial<Record<string, string[]>> = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : "form";
    const messages = errors[field] ?? [];
    errors[field] = messages;
    // A value can fail two rules with the same message (e.g. a short phone with letters): say it once.
    if (!messages.includes(issue.message)) messages.push(issue.message);
  }
  return errors as FieldErrors<Field>;
}

/** The fields (in `order`) that have a message; the first is where focus goes after a refused submit. */
export function invalidFields<Field extends string>(errors: FieldErrors<Field>, order: readonly Field[]) {
  return order.filter((field) => (errors[field]?.length ?? 0) > 0);
}

/** Only the given fields' errors (e.g. the billing fields of a payment request). */
export function pickFieldErrors<Field extends string>(
  errors: FieldErrors,
  fields: readonly Field[],
): FieldErrors<Field> {
  const picked: FieldErrors<Field> = {};
  for (const field of fields) if (errors[field]?.length) picked[field] = errors[field];
  return picked;
}
