import { m } from "~/i18n/paraglide/messages";

/** What a form action answers when the body is not a form it can read, in the language of the request. */
export const unreadableFormMessage = () => m.forms_unreadable_form();

const FORM_MEDIA_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

/**
 * The posted form, or undefined when the body is not one (JSON, no Content-Type, malformed multipart):
 * an action answers that with a 400, never with the 500 that `request.formData()` throwing would give.
 */
export async function readFormBody(request: Request): Promise<FormData | undefined> {
  const mediaType = (request.headers.get("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (!FORM_MEDIA_TYPES.has(mediaType)) return undefined;
  try {
    return await request.formData();
  } catch {
    return undefined;
  }
}

/** A text field of the form: its value, or null when it was not sent (or was sent as a file). */
export function textField(form: FormData, name: string) {
  const value = form.get(name);
  return typeof value === "string" ? value : null;
}

/** The first of `names` sent more than once (a form has one of each; two values leave "which one?" open). */
export function duplicatedField(form: FormData, names: readonly string[]) {
  return names.find((name) => form.getAll(name).length > 1);
}

/** In the language of the request. */
export const duplicatedFieldMessage = (name: string) => m.forms_duplicated_field({ name });
