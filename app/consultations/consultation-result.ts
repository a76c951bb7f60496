import type { Limited } from "~/lib/limited";
import type { ConsultationFieldErrors, ConsultationFormValues } from "~/consultations/consultation-schema";

/** What consultationAction answers; `form` tells it apart from other actions a page may have. */
export type ConsultationActionData =
  | { form: "consultation"; ok: true; id: number; emailSent: boolean }
  | ({
      form: "consultation";
      ok: false;
      message: string;
      errors?: ConsultationFieldErrors;
      values?: ConsultationFormValues;
    } & Limited);

export function isConsultationResult(value: unknown): value is ConsultationActionData {
  return typeof value === "object" && value !== null && (value as { form?: unknown }).form === "consultation";
}
