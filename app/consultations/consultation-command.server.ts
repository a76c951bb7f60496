import { currentLocale } from "~/i18n/current-locale";
import { fieldErrors } from "~/lib/field-errors";
import {
  CONSULTATION_SOURCE_PATTERN,
  consultationSchema,
  describeFieldErrors,
  unknownSourceMessage,
  type ConsultationField,
  type ConsultationFieldErrors,
  type ConsultationFormValues,
  type ConsultationInput,
} from "~/consultations/consultation-schema";
import type { Limited } from "~/lib/limited";
import { limitedBy, type WriteCommand, type WriteContext } from "~/commands/write-command";
import {
  insertConsultationRequest,
  markConsultationQueued,
  resolveConsultationSource,
  type ConsultationRequest,
  type ConsultationSource,
} from "~/models/consultations.server";
import { enqueue } from "~/queue/enqueue.server";
import { whatsappConsentNumber, whatsappConsentWording } from "~/whatsapp/consent-fields";

// A consultation request: from the form on /contact, /universities/:id and the home page (route action) or from
// POST /api/consultation-requests. Saved to D1 first, then the queue is asked to e-mail the consultancy;
// `emailSent` is whether it accepted (DECISIONS.md). notification_status: 'pending' → 'queued' here; the consumer
// sets 'sent' (or 'failed' from the dead-letter queue).

export type ConsultationFields = {
  get(name: string): unknown;
  /** What the schema parses: the JSON body, or the form's own fields. */
  values: unknown;
  /** The page's hidden `source` field (or what its path stands for); 'api' for the JSON API. */
  claimedSource: string;
  /** The form's text, to fill it again when it is refused (pages only). */
  echo?: ConsultationFormValues;
};

export type ConsultationResult =
  | { ok: true; status: 201; request: ConsultationRequest; emailSent: boolean }
  /** A filled honeypot: looks saved, nothing was. */
  | { ok: true; status: 201; decoy: true; emailSent: true }
  | ({
      ok: false;
      status: 400 | 429 | 500;
      message: string;
      errors?: ConsultationFieldErrors;
      values?: ConsultationFormValues;
    } & Limited);

type ConsultationInputWithSource = { input: ConsultationInput; source: ConsultationSource };

const refused = (
  status: 400 | 429 | 500,
  message: string,
  fields: ConsultationFields,
  errors?: ConsultationFieldErrors,
  limited: Limited = {},
): ConsultationResult => ({ ok: false, status, message, errors, values: fields.echo, ...limited });

export const consultationCommand: WriteCommand<ConsultationFields, ConsultationInputWithSource, ConsultationResult> = {
  guarded: { decoy: () => ({ ok: true, status: 201, decoy: true, emailSent: true }) },
  refuse: (refusal, fields) => refused(refusal.status, refusal.message, fields, undefined, limitedBy(refusal)),

  // One student's consultations, per e-mail address and per phone number (wrangler.toml, STUDENT_LIMITER).
  countedBy: ({ input }) => [
    { group: "consultation-email", kind: "email", value: input.email },
    { group: "consultation-phone", kind: "phone", value: input.phone },
  ],

  async parse(fields, { db }) {
    const parsed = consultationSchema.safeParse(fields.values);
    if (!parsed.success) {
      const errors = fieldErrors<ConsultationField>(parsed.error);
      return { ok: false, result: refused(400, describeFieldErrors(errors), fields, errors) };
    }
    const claimed = fields.claimedSource;
    const source =
      claimed === "api"
        ? { source: "api" }
        : CONSULTATION_SOURCE_PATTERN.test(claimed)
          ? await resolveConsultationSource(db, claimed)
          : undefined;
    if (!source) return { ok: false, result: refused(400, unknownSourceMessage(), fields) };
    return { ok: true, input: { input: parsed.data, source } };
  },

  async run({ input, source }, context) {
    return createConsultationRequest(input, source, context);
  },
};

/** Saves the request, then enqueues its e-mail: the row is in D1 before anything else happens. */
export async function createConsultationRequest(
  input: ConsultationInput,
  source: ConsultationSource,
  { db }: Pick<WriteContext, "db">,
): Promise<ConsultationResult> {
  const locale = currentLocale();
  const number = whatsappConsentNumber(input);
  const consent = number?.ok ? { phone: number.e164, wording: whatsappConsentWording(false), locale } : undefined;
  const saved = await insertConsultationRequest(db, input, source, locale, consent);
  const emailSent = await enqueue({ type: "consultation.created", consultationId: saved.id });
  // A round trip after the batch (decision 0047 counts it): the row can say `queued` only once the queue accepted.
  const request = emailSent ? ((await markConsultationQueued(db, saved.id)) ?? saved) : saved;
  return { ok: true, status: 201, request, emailSent };
}
