// The whole D1 data model. drizzle-kit generates migrations/ from this file (`npm run db:generate`);
// the seed catalogue is plain SQL in migrations/ (see docs/decisions/0002-seed-catalogue.md).
import { sql } from "drizzle-orm";
import { check, index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import type { Locale } from "../i18n/locale";
import type {
  ApplicationStatus,
  DiscountKind,
  ReplyChannel,
  StackGroup,
  StepActor,
  StepAnchor,
  StepKind,
  StepState,
  StepWording,
  DocumentReviewState,
  BalanceDue,
  RefundRule,
  RefundTo,
  BillPayee,
  BillAmount,
  BillRefund,
  CallMethod,
  BookingState,
} from "./enums";

export type { Locale };

export const createdAt = () => text("created_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`);
/**
 * The language of the page the visitor wrote from ('en', 'fr', 'ar'): the student's e-mails about this row, now and
 * later (status changes, receipts), are written in it (docs/decisions/0027-three-languages.md).
 */
const locale = () => text("locale").$type<Locale>().notNull().default("en");

/** Where a notification e-mail stands; staff read it in the D1 console. */
export const NOTIFICATION_STATES = ["pending", "queued", "sent", "failed"] as const;
export type NotificationState = (typeof NOTIFICATION_STATES)[number];

export type ApplicationEventKind = "received" | "status" | "documents" | "document_review";

// ---------------------------------------------------------------- catalogue

export const universities = sqliteTable(
  "universities",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    shortName: text("short_name").notNull(),
    location: text("location").notNull(),
    country: text("country").notNull().default("Turkey"),
    description: text("description").notNull(),
    about: text("about").notNull(),
    totalPrograms: integer("total_programs").notNull(),
    totalStudents: integer("total_students").notNull(),
    teachingLanguage: text("teaching_language").notNull(),
    tuitionFee: text("tuition_fee").notNull(),
    rating: text("rating").notNull(),
    establishedYear: integer("established_year"),
    logoUrl: text("logo_url").notNull(),
    imageUrl: text("image_url").notNull(),
    website: text("website"),
    /**
     * The international office's own page and e-mail address, where a family checks an offer letter with the
     * university itself (issue 53), and the day they were read on that page; null where nobody read them.
     */
    internationalOfficeUrl: text("international_office_url"),
    internationalOfficeEmail: text("international_office_email"),
    internationalOfficeReadOn: text("international_office_read_on"),
    featured: integer("featured", { mode: "boolean" }).notNull().default(false),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [
    uniqueIndex("universities_slug_unique").on(t.slug),
    index("universities_featured_idx").on(t.featured, t.sortOrder),
  ],
);

/** The 14 faculties of spec section 3, in the order the application form lists them. */
export const faculties = sqliteTable(
  "faculties",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    shortName: text("short_name").notNull(),
    sortOrder: integer("sort_order").notNull(),
  },
  (t) => [uniqueIndex("faculties_slug_unique").on(t.slug)],
);

/**
 * One row per program a university offers. `slug` names the program across universities
 * (every "medicine" row is one /programs/medicine page), so it is unique per university only.
 */
export const programs = sqliteTable(
  "programs",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    universityId: integer("university_id")
      .notNull()
      .references(() => universities.id),
    facultyId: integer("faculty_id")
      .notNull()
      .references(() => faculties.id),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    /** The /programs Category filter: Health Sciences, Engineering, Business, Arts & Design, Social Sciences. */
    category: text("category").notNull(),
    /** The /programs-catalog faculty tab key: medicine, dentistry, … graduate, associate. */
    catalogTab: text("catalog_tab").notNull(),
    description: text("description").notNull(),
    /** bachelor | master | phd | associate */
    studyLevel: text("study_level").notNull(),
    duration: text("duration").notNull(),
    durationYears: real("duration_years").notNull(),
    /** English | Turkish | English & Turkish */
    languages: text("languages").notNull(),
    tuitionPerYear: integer("tuition_per_year").notNull(),
    tuitionText: text("tuition_text").notNull(),
    feesPerSemester: text("fees_per_semester").notNull(),
    totalCourses: integer("total_courses"),
    featured: integer("featured", { mode: "boolean" }).notNull().default(false),
    iconName: text("icon_name").notNull(),
    imageUrl: text("image_url"),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [
    uniqueIndex("programs_university_slug_unique").on(t.universityId, t.slug),
    index("programs_university_idx").on(t.universityId, t.sortOrder),
    index("programs_slug_idx").on(t.slug),
    index("programs_faculty_university_idx").on(t.facultyId, t.universityId),
    index("programs_featured_idx").on(t.featured),
  ],
);

export const services = sqliteTable(
  "services",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    key: text("key").notNull(),
    name: text("name").notNull(),
    /** The name the payment page shows (e.g. 'Document Verification & Translation'). */
    paymentName: text("payment_name").notNull(),
    description: text("description").notNull(),
    /** Whole US dollars; the only price the server trusts. */
    priceUsd: integer("price_usd").notNull(),
    currency: text("currency").notNull().default("USD"),
    /** JSON array of strings. */
    features: text("features", { mode: "json" }).$type<string[]>().notNull(),
    featured: integer("featured", { mode: "boolean" }).notNull().default(false),
    /** package | addon */
    kind: text("kind").notNull(),
    iconName: text("icon_name").notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [uniqueIndex("services_key_unique").on(t.key)],
);

export const testimonials = sqliteTable("testimonials", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  name: text("name").notNull(),
  country: text("country").notNull(),
  program: text("program").notNull(),
  university: text("university").notNull(),
  testimonial: text("testimonial").notNull(),
  sortOrder: integer("sort_order").notNull().default(0),
});

export const destinations = sqliteTable("destinations", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  name: text("name").notNull(),
  universities: integer("universities").notNull(),
  programs: integer("programs").notNull(),
  averageAnnualCost: text("average_annual_cost").notNull(),
  imageUrl: text("image_url").notNull(),
  flagCode: text("flag_code").notNull(),
});

/**
 * One row (id 1): the catalogue's version, bumped by D1 triggers on every write to a catalogue table
 * (migrations/*_catalogue_version_triggers.sql). The edge cache keys pages by it; the sitemap's lastmod is changedAt.
 */
export const catalogueVersion = sqliteTable("catalogue_version", {
  id: integer("id").primaryKey(),
  version: integer("version").notNull().default(1),
  changedAt: text("changed_at").notNull(),
});

/**
 * Catalogue text in French and Arabic (docs/decisions/0027-three-languages.md): one row per translated cell, named
 * by its table, row id and column as D1 spells them ('programs', 12, 'description'). A page in that language shows
 * the translation where there is one and the English cell where not (app/models/translated.server.ts).
 */
export const catalogueTranslations = sqliteTable(
  "catalogue_translations",
  {
    tableName: text("table_name").notNull(),
    rowId: integer("row_id").notNull(),
    columnName: text("column_name").notNull(),
    /** 'fr' | 'ar' (English is the row itself). */
    locale: text("locale").notNull(),
    text: text("text").notNull(),
  },
  (t) => [primaryKey({ columns: [t.tableName, t.rowId, t.columnName, t.locale] })],
);

// ---------------------------------------------------------------- intakes and yearly costs (docs/decisions/0018)

/**
 * When an offering (one `programs` row: a program at one university) can start. Dates are ISO days
 * ('2027-02-15'), Istanbul time; an intake is open through its deadline day.
 */
export const programIntakes = sqliteTable(
  "program_intakes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    programId: integer("program_id")
      .notNull()
      .references(() => programs.id),
    startsOn: text("starts_on").notNull(),
    applicationDeadline: text("application_deadline").notNull(),
    /** Expected time from a complete application to the university's decision, in weeks. */
    decisionWeeks: integer("decision_weeks").notNull(),
    checkedOn: text("checked_on").notNull(),
    /** Example data written for the demo, read from no source: pages say "indicative, example data", no date. */
    example: integer("example", { mode: "boolean" }).notNull().default(false),
  },
  (t) => [
    uniqueIndex("program_intakes_program_start_unique").on(t.programId, t.startsOn),
    index("program_intakes_deadline_idx").on(t.applicationDeadline),
  ],
);

/**
 * One cost of a student's year besides tuition, in whole US dollars as a range (min = max for a fixed fee).
 * `universityId` null is the Istanbul-wide line; a university's line with the same `key` replaces it there.
 * `housing` null applies to both choices; 'dormitory' or 'flat' only to that one.
 */
export const costLines = sqliteTable(
  "cost_lines",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    key: text("key").notNull(),
    universityId: integer("university_id").references(() => universities.id),
    label: text("label").notNull(),
    period: text("period").$type<"year" | "month" | "once">().notNull(),
    housing: text("housing").$type<"dormitory" | "flat">(),
    minUsd: integer("min_usd").notNull(),
    maxUsd: integer("max_usd").notNull(),
    source: text("source").notNull(),
    checkedOn: text("checked_on").notNull(),
    /** Example data written for the demo, read from no source: pages say "indicative, example data", no date. */
    example: integer("example", { mode: "boolean" }).notNull().default(false),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [uniqueIndex("cost_lines_key_university_unique").on(t.key, t.universityId)],
);

// ---------------------------------------------------------------- entry, discounts, checklist (docs/decisions/0028)

/**
 * What one offering asks of one qualification (app/catalogue/qualifications.ts): indicative, dated and sourced (or marked
 * as example data). The eligibility engine (app/catalogue/eligibility-rules.ts) reads these columns.
 */
export const entryRequirements = sqliteTable(
  "entry_requirements",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    programId: integer("program_id")
      .notNull()
      .references(() => programs.id),
    /** waec | neco | nabteb | a_level | ib | bac | thanawiya | bachelor | master */
    qualification: text("qualification").notNull(),
    /** Subjects passed at credit (WAEC C6 or better; A-level E or better) needed, the required ones included. */
    minPasses: integer("min_passes"),
    /** Subject keys that must be among the passes, e.g. ["english","mathematics","biology","chemistry","physics"]. */
    requiredSubjects: text("required_subjects", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
    /** The least overall result on the qualification's own scale (IB points, Bac /20, percent, degree class 1–5). */
    minScore: real("min_score"),
    /**
     * English proofs accepted and their least score ({"ielts":6,"toefl":79,"duolingo":105,"university_test":null,
     * "english_medium":null}); null when the program is taught in Turkish only.
     */
    englishProofs: text("english_proofs", { mode: "json" }).$type<Record<string, number | null>>(),
    /** Any exam or step the university adds (an interview, its own test), as one sentence; translated in D1. */
    otherExam: text("other_exam"),
    checkedOn: text("checked_on").notNull(),
    source: text("source").notNull(),
    /** Example data written for the demo, read from no source: pages say "indicative, example data", no date. */
    example: integer("example", { mode: "boolean" }).notNull().default(false),
  },
  (t) => [uniqueIndex("entry_requirements_program_qualification_unique").on(t.programId, t.qualification)],
);

/**
 * A scholarship or discount on yearly tuition, as a rule (app/catalogue/discounts.ts): who gets it and when. Rules of one
 * `stackGroup` do not combine (the largest applies); groups apply one after another on what is left, `after_others`
 * last. An offering's own rule (`programId`) replaces its university's rules of the same kind there.
 */
export const discountRules = sqliteTable(
  "discount_rules",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    universityId: integer("university_id")
      .notNull()
      .references(() => universities.id),
    /** Null: every program of the university. */
    programId: integer("program_id").references(() => programs.id),
    /** early_payment | prepayment | nationality | merit | sibling */
    kind: text("kind").$type<DiscountKind>().notNull(),
    label: text("label").notNull(),
    /** The condition in one sentence, as the university states it; translated in D1. */
    conditions: text("conditions").notNull(),
    /** Whole percent off the yearly tuition. */
    percent: integer("percent").notNull(),
    /** nationality: ISO 3166 alpha-2 codes, e.g. ["NG","CM","CI"]. */
    nationalities: text("nationalities", { mode: "json" }).$type<string[]>(),
    /** merit: the qualification and the least score on its scale (app/catalogue/qualifications.ts meritScore). */
    qualification: text("qualification"),
    minScore: real("min_score"),
    /** The days the rule is open (ISO, Istanbul, inclusive); null is open-ended. */
    startsOn: text("starts_on"),
    endsOn: text("ends_on"),
    stackGroup: text("stack_group").$type<StackGroup>().notNull(),
    checkedOn: text("checked_on").notNull(),
    source: text("source").notNull(),
    /** Example data written for the demo, read from no source: pages say "indicative, example data", no date. */
    example: integer("example", { mode: "boolean" }).notNull().default(false),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [index("discount_rules_university_idx").on(t.universityId)],
);

/**
 * One document a student sends, and when: to apply, or only to register. A row applies to every student and
 * offering its non-null filters match; the checklist is the union, one line per document type, "apply" winning.
 */
export const checklistItems = sqliteTable(
  "checklist_items",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** app/catalogue/document-types.ts: passport | results | diploma | recognition | transcript | english | photo | sponsor … */
    docType: text("doc_type").notNull(),
    stage: text("stage").$type<"apply" | "register">().notNull(),
    studyLevel: text("study_level"),
    qualification: text("qualification"),
    /** ISO alpha-2 nationalities it applies to; null is everyone. */
    nationalities: text("nationalities", { mode: "json" }).$type<string[]>(),
    universityId: integer("university_id").references(() => universities.id),
    programId: integer("program_id").references(() => programs.id),
    /** What exactly to send, in one sentence; translated in D1. */
    note: text("note"),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [index("checklist_items_doc_type_idx").on(t.docType)],
);

/** What one US dollar buys in `currency` (e.g. NGN), as of `rateDate`; staff update it with one SQL line. */
export const exchangeRates = sqliteTable("exchange_rates", {
  currency: text("currency").primaryKey(),
  perUsd: real("per_usd").notNull(),
  rateDate: text("rate_date").notNull(),
  source: text("source").notNull(),
  /** An example rate written for the demo, read from no source: pages say so. */
  example: integer("example", { mode: "boolean" }).notNull().default(false),
});

// ---------------------------------------------------------------- what visitors send

export const consultationRequests = sqliteTable(
  "consultation_requests",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    fullName: text("full_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    studyLevel: text("study_level").notNull(),
    message: text("message"),
    /** Page the request came from, e.g. 'contact' or 'university:3'. */
    source: text("source").notNull().default("api"),
    universityId: integer("university_id").references(() => universities.id),
    /** How the student asked to be answered: 'email' or 'whatsapp' (the phone they gave). */
    replyBy: text("reply_by").$type<ReplyChannel>().notNull().default("email"),
    notificationStatus: text("notification_status").$type<NotificationState>().notNull().default("pending"),
    locale: locale(),
    createdAt: createdAt(),
    /** Set by staff (one UPDATE) when they have answered; the staff digest lists requests unanswered after 24 hours. */
    answeredAt: text("answered_at"),
    /** The staff member who marked it answered in the console (their Access e-mail); null: the D1 console. */
    answeredBy: text("answered_by"),
  },
  (t) => [index("consultation_requests_created_idx").on(t.createdAt)],
);

export const applications = sqliteTable(
  "applications",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** Human reference given to the student, e.g. 'APP-7K3QX9M2'. */
    reference: text("reference").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    countryOfResidence: text("country_of_residence").notNull(),
    selectedFaculty: text("selected_faculty").notNull(),
    selectedUniversity: text("selected_university").notNull(),
    selectedProgram: text("selected_program").notNull(),
    universityId: integer("university_id").references(() => universities.id),
    programId: integer("program_id").references(() => programs.id),
    /** The intake chosen on /apply (the program's next one by default): the case's steps are dated from its start. */
    intakeId: integer("intake_id").references(() => programIntakes.id),
    educationLevel: text("education_level"),
    /** The student's qualification (app/catalogue/qualifications.ts) and nationality (ISO alpha-2): the checklist's keys. */
    qualification: text("qualification"),
    nationality: text("nationality"),
    message: text("message"),
    notificationStatus: text("notification_status").$type<NotificationState>().notNull().default("pending"),
    /** Where the application stands (APPLICATION_STATUSES); staff change it with SQL, a trigger writes the history. */
    status: text("status").$type<ApplicationStatus>().notNull().default("received"),
    /** A note from staff to the student, shown on the status page and in the status e-mail. */
    staffNote: text("staff_note"),
    /** With status 'documents_requested': the document type staff ask for (app/catalogue/document-types.ts), if one. */
    requestedDocType: text("requested_doc_type"),
    locale: locale(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("applications_reference_unique").on(t.reference),
    index("applications_created_idx").on(t.createdAt),
    index("applications_email_idx").on(t.email),
  ],
);

export const applicationDocuments = sqliteTable(
  "application_documents",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    applicationId: integer("application_id")
      .notNull()
      .references(() => applications.id),
    r2Key: text("r2_key").notNull(),
    fileName: text("file_name").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    /** Which checklist item it answers (app/catalogue/document-types.ts); null for documents sent before typing. */
    docType: text("doc_type"),
    /** Staff's review (DOCUMENT_REVIEW_STATES): set with one SQL line; triggers refuse other values and a needs_fix without a reason. */
    reviewState: text("review_state").$type<DocumentReviewState>().notNull().default("received"),
    /** Why staff send it back (needs_fix): the student reads it on the status page and in the e-mail. */
    reviewReason: text("review_reason"),
    /** The later upload of the same type for the same step (or both for none) that supersedes this one (the row is kept). */
    replacedBy: integer("replaced_by"),
    /**
     * The step of the case it was sent for (the box under that step); null: sent with the application or from the
     * status page's general box. A step lists only its own (docs/decisions/0054-case-page-honest.md).
     */
    stepKind: text("step_kind")
      .$type<StepKind>()
      .references(() => stepKinds.kind),
    /** Who last set review_state, and when (a trigger writes both from staff_acting; null who: the D1 console). */
    reviewedBy: text("reviewed_by"),
    reviewedAt: text("reviewed_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("application_documents_r2_key_unique").on(t.r2Key),
    index("application_documents_application_idx").on(t.applicationId),
  ],
);

/**
 * The history of an application, written by D1 triggers (migrations/*_application_events_triggers.sql): one row
 * per status or note change, whatever tool made it, and one when the student adds documents. The consumer's cron
 * e-mails each row whose notification_status is 'pending' once (docs/decisions/0016-application-tracking.md).
 */
export const applicationEvents = sqliteTable(
  "application_events",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    applicationId: integer("application_id")
      .notNull()
      .references(() => applications.id),
    /** 'received' (the application arrived), 'status' (status or note changed), 'documents' (the student added some). */
    kind: text("kind").$type<ApplicationEventKind>().notNull(),
    oldStatus: text("old_status").$type<ApplicationStatus>(),
    newStatus: text("new_status").$type<ApplicationStatus>().notNull(),
    note: text("note"),
    /** With kind 'document_review': the document staff sent back (its reason is the note). */
    documentId: integer("document_id"),
    /** 'pending' until the cron has queued its e-mail; the 'received' event's e-mail is the confirmation, so 'sent'. */
    notificationStatus: text("notification_status").$type<NotificationState>().notNull().default("pending"),
    /** When the cron claimed it (a claim older than the outbox's stale minutes is taken again). */
    queuedAt: text("queued_at"),
    /** The staff member whose console change wrote it (from staff_acting); null: the student, the site or SQL. */
    actor: text("actor"),
    createdAt: createdAt(),
  },
  (t) => [
    index("application_events_application_idx").on(t.applicationId, t.id),
    index("application_events_notification_idx").on(t.notificationStatus, t.id),
  ],
);

// ---------------------------------------------------------------- the case after the offer (docs/decisions/0043)

/** The step kinds in their order (STEP_KINDS); the creation trigger walks them by `position`. */
export const stepKinds = sqliteTable("step_kinds", {
  kind: text("kind").$type<StepKind>().primaryKey(),
  position: integer("position").notNull().unique(),
});

/**
 * How a step goes for a nationality: `nationality` '*' is the default for every nationality, an ISO alpha-2 code
 * overrides it. Due = anchor + `daysFromAnchor` (negative: before); the anchor is the application's intake start,
 * the arrival, or another step (`anchorStep`: the day it was done, its due day until then). `docTypes` is a JSON
 * array of checklist document types (app/catalogue/document-types.ts); `wording` picks the step's words where they
 * differ by country (STEP_WORDINGS). Staff change a rule with one UPDATE; it counts for steps created after (a case
 * keeps the rule it was made with, by `rule_id`).
 */
export const stepRules = sqliteTable(
  "step_rules",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    kind: text("kind")
      .$type<StepKind>()
      .notNull()
      .references(() => stepKinds.kind),
    nationality: text("nationality").notNull().default("*"),
    applies: integer("applies", { mode: "boolean" }).notNull().default(true),
    actor: text("actor").$type<StepActor>().notNull(),
    anchor: text("anchor").$type<StepAnchor>().notNull().default("intake_start"),
    anchorStep: text("anchor_step")
      .$type<StepKind>()
      .references(() => stepKinds.kind),
    daysFromAnchor: integer("days_from_anchor").notNull(),
    docTypes: text("doc_types").notNull().default("[]"),
    wording: text("wording").$type<StepWording>(),
    /** Where the rule comes from, honestly ('indicative, staff confirm' where no public page says it). */
    source: text("source").notNull(),
    /** The public page the rule was read on, and the day it was read (NULL: unconfirmed; staff_unconfirmed_step_rules). */
    sourceUrl: text("source_url"),
    sourceDate: text("source_date"),
  },
  (t) => [
    uniqueIndex("step_rules_kind_nationality_unique").on(t.kind, t.nationality),
    check("step_rules: actor must be student, us or university", sql`${t.actor} IN ('student', 'us', 'university')`),
    check(
      "step_rules: anchor must be intake_start, arrival or step (with anchor_step)",
      sql`${t.anchor} IN ('intake_start', 'arrival', 'step') AND (${t.anchor} = 'step') = (${t.anchorStep} IS NOT NULL)`,
    ),
    check(
      "step_rules: wording must be apostille or ministry_chain (or NULL)",
      sql`${t.wording} IS NULL OR ${t.wording} IN ('apostille', 'ministry_chain')`,
    ),
    check(
      "step_rules: source_date must be an ISO day (or NULL)",
      sql`${t.sourceDate} IS NULL OR date(${t.sourceDate}) IS ${t.sourceDate}`,
    ),
  ],
);

/**
 * One step of one application's case, made by a trigger when the application's status becomes 'offer_issued'
 * (migrations/*_application_steps_triggers.sql). Dates are ISO days. The date fields belong to one step each:
 * the appointment to visa_appointment_booked, the decision to visa_decision, the arrival to travel_booked.
 */
export const applicationSteps = sqliteTable(
  "application_steps",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    applicationId: integer("application_id")
      .notNull()
      .references(() => applications.id),
    kind: text("kind")
      .$type<StepKind>()
      .notNull()
      .references(() => stepKinds.kind),
    position: integer("position").notNull(),
    /** The rule the step was made with (its actor, anchor, lead time and documents). */
    ruleId: integer("rule_id")
      .notNull()
      .references(() => stepRules.id),
    state: text("state").$type<StepState>().notNull().default("to_do"),
    dueOn: text("due_on"),
    appointmentOn: text("appointment_on"),
    appointmentPlace: text("appointment_place"),
    visaDecision: text("visa_decision").$type<"granted" | "refused">(),
    visaDecidedOn: text("visa_decided_on"),
    arrivalOn: text("arrival_on"),
    updatedAt: text("updated_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("application_steps_application_kind_unique").on(t.applicationId, t.kind),
    index("application_steps_due_idx").on(t.state, t.dueOn),
    check(
      "application_steps: state must be one of to_do, in_progress, done, not_needed, blocked",
      sql`${t.state} IN ('to_do', 'in_progress', 'done', 'not_needed', 'blocked')`,
    ),
    check(
      "application_steps: visa_decision must be granted or refused (or NULL)",
      sql`${t.visaDecision} IS NULL OR ${t.visaDecision} IN ('granted', 'refused')`,
    ),
  ],
);

/**
 * The steps a package or add-on does for the student (decision 0043, "Packages"): a case whose application has a
 * successful payment for `serviceKey` shows these steps as "we do this for you". Staff change it with one SQL line.
 */
export const serviceSteps = sqliteTable(
  "service_steps",
  {
    serviceKey: text("service_key")
      .notNull()
      .references(() => services.key),
    kind: text("kind")
      .$type<StepKind>()
      .notNull()
      .references(() => stepKinds.kind),
    /** Which promise on /services this follows (the package's feature line). */
    source: text("source").notNull(),
  },
  (t) => [primaryKey({ columns: [t.serviceKey, t.kind] })],
);

/** Every change of a step, written by a trigger whatever tool made it: the step's values after the change. */
export const applicationStepEvents = sqliteTable(
  "application_step_events",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    stepId: integer("step_id")
      .notNull()
      .references(() => applicationSteps.id),
    applicationId: integer("application_id")
      .notNull()
      .references(() => applications.id),
    kind: text("kind").$type<StepKind>().notNull(),
    oldState: text("old_state").$type<StepState>(),
    newState: text("new_state").$type<StepState>().notNull(),
    dueOn: text("due_on"),
    appointmentOn: text("appointment_on"),
    appointmentPlace: text("appointment_place"),
    visaDecision: text("visa_decision"),
    visaDecidedOn: text("visa_decided_on"),
    arrivalOn: text("arrival_on"),
    /** The staff member whose console change wrote it (from staff_acting); null: the site, a trigger or SQL. */
    actor: text("actor"),
    createdAt: createdAt(),
  },
  (t) => [
    index("application_step_events_step_idx").on(t.stepId, t.id),
    index("application_step_events_application_idx").on(t.applicationId, t.id),
  ],
);

// ---------------------------------------------------------------- payments

export const PAYMENT_STATES = ["pending", "successful", "failed", "cancelled"] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

export const payments = sqliteTable(
  "payments",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    txRef: text("tx_ref").notNull(),
    serviceKey: text("service_key").notNull(),
    serviceName: text("service_name").notNull(),
    /** What the gateway charges, in `currency`'s major units (whole dollars, or whole naira), set by the server. */
    amount: integer("amount").notNull(),
    /** USD or NGN: the currency the student chose to pay in. */
    currency: text("currency").notNull(),
    /** The catalogue's price in whole dollars at initiation (migration 0018 filled it on older, dollar rows). */
    usdAmount: integer("usd_amount"),
    /** For a payment in another currency: what one dollar bought (exchange_rates.per_usd) and that rate's date. */
    rate: real("rate"),
    rateDate: text("rate_date"),
    customerName: text("customer_name").notNull(),
    customerEmail: text("customer_email").notNull(),
    customerPhone: text("customer_phone").notNull(),
    status: text("status").$type<PaymentState>().notNull().default("pending"),
    /** sandbox | flutterwave | paystack | paystack-sandbox */
    gateway: text("gateway").notNull(),
    gatewayTransactionId: text("gateway_transaction_id"),
    receiptStatus: text("receipt_status").$type<NotificationState>().notNull().default("pending"),
    locale: locale(),
    createdAt: createdAt(),
    updatedAt: text("updated_at"),
    verifiedAt: text("verified_at"),
    /** The application the package was bought for (from its case page, by reference and e-mail); null from /services. */
    applicationId: integer("application_id").references(() => applications.id),
    /** The gateway's checkout link, once it gave one: a second start of the same package is sent there (decision 55). */
    checkoutUrl: text("checkout_url"),
    /**
     * Set by staff (one UPDATE) once a payment for a package the application had already paid is refunded; until
     * then the staff digest lists it (staff_digest_payments_to_refund).
     */
    refundedAt: text("refunded_at"),
    /** The staff member who attached a /services payment to its case in the console; null: the case page or SQL. */
    attachedBy: text("attached_by"),
    /** The payer's country (ISO alpha-2) where they gave it: a sponsor paying from the sponsor view (issue 53). */
    payerCountry: text("payer_country"),
    /** The sponsor link the payment was made from; null: the student (case page, /payments, /services). */
    sponsorLinkId: integer("sponsor_link_id").references(() => sponsorLinks.id),
  },
  (t) => [
    uniqueIndex("payments_tx_ref_unique").on(t.txRef),
    // At most one open checkout per application and package (decision 55): parallel starts cannot race past it.
    uniqueIndex("payments_open_checkout_unique")
      .on(t.applicationId, t.serviceKey)
      .where(sql`"status" = 'pending' AND "application_id" IS NOT NULL`),
    index("payments_application_idx").on(t.applicationId),
    index("payments_gateway_tx_idx").on(t.gatewayTransactionId),
    index("payments_created_idx").on(t.createdAt),
  ],
);

// ---------------------------------------------------------------- e-mail ledger

/**
 * One row per e-mail the consumer must send, keyed by a deterministic key
 * (e.g. 'consultation:12:inbox'), so a redelivered queue message never sends twice.
 */
export const emailLog = sqliteTable(
  "email_log",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    key: text("key").notNull(),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull(),
    status: text("status").$type<NotificationState>().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    createdAt: createdAt(),
    sentAt: text("sent_at"),
  },
  (t) => [uniqueIndex("email_log_key_unique").on(t.key)],
);

// ---------------------------------------------------------------- resumable uploads (tus)

/**
 * One row per tus upload at /api/uploads (docs/decisions/0017-resumable-uploads.md). `draftId` ties it to one
 * application draft (a random token the form carries); `uploadOffset` advances with each stored chunk; once the
 * last byte is in, the file is assembled into `objectKey` (checked by content: `contentType`) and its chunks are
 * deleted. `applicationId` is set when an application adopts it; rows never adopted go after 24 hours (the
 * consumer's cron, with their R2 objects).
 */
export const uploads = sqliteTable(
  "uploads",
  {
    id: text("id").primaryKey(),
    draftId: text("draft_id").notNull(),
    fileName: text("file_name").notNull(),
    uploadLength: integer("upload_length").notNull(),
    uploadOffset: integer("upload_offset").notNull().default(0),
    /** Set once the chunks are assembled and the content passed the type check. */
    objectKey: text("object_key"),
    contentType: text("content_type"),
    /** The checklist item the student picked the file for (app/catalogue/document-types.ts). */
    docType: text("doc_type"),
    applicationId: integer("application_id").references(() => applications.id),
    createdAt: createdAt(),
    expiresAt: text("expires_at").notNull(),
  },
  (t) => [index("uploads_draft_idx").on(t.draftId), index("uploads_expires_idx").on(t.expiresAt)],
);

/** The chunks of an upload still being received: one R2 object each, in order of `start`. */
export const uploadChunks = sqliteTable(
  "upload_chunks",
  {
    uploadId: text("upload_id")
      .notNull()
      .references(() => uploads.id, { onDelete: "cascade" }),
    start: integer("start").notNull(),
    size: integer("size").notNull(),
    r2Key: text("r2_key").notNull(),
  },
  (t) => [primaryKey({ columns: [t.uploadId, t.start] })],
);

/**
 * The money trail of one university (decision 0043, "Money trail"): its deposit, when the balance is due and what
 * comes back if the visa is refused. A row with a faculty overrides the university's row for that faculty's
 * programs. Indicative: as the university publishes it, with its source and date; staff confirm.
 */
export const moneyTrails = sqliteTable(
  "money_trails",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    universityId: integer("university_id")
      .notNull()
      .references(() => universities.id),
    /** Null: every faculty without a row of its own. */
    facultyId: integer("faculty_id").references(() => faculties.id),
    depositUsd: integer("deposit_usd"),
    /** A message key (app/catalogue/money-trail.ts): when the balance is due. */
    balanceDue: text("balance_due").$type<BalanceDue>(),
    /** on_visa_refusal: refunded if the visa is refused; not_after_registration: nothing back once registered. */
    refundRule: text("refund_rule").$type<RefundRule>(),
    /** Share of what was paid that comes back on a visa refusal; null when the university states none. */
    refundPercent: integer("refund_percent"),
    /** Months after the refusal to claim it; null when unstated. */
    refundClaimMonths: integer("refund_claim_months"),
    /** payer_account: paid back to the account that paid. */
    refundTo: text("refund_to").$type<RefundTo>(),
    /** Where it was read, in words (and "indicative, staff confirm" where unconfirmed). */
    source: text("source").notNull(),
    /** The public page it was read on; null when none (staff_unconfirmed_money_trails lists the row). */
    sourceUrl: text("source_url"),
    /** The day it was read (ISO); empty when unknown (the view lists it too). */
    sourceDate: text("source_date").notNull(),
    /** True until the row says exactly what its page says: the page then says "not checked by us". */
    indicative: integer("indicative", { mode: "boolean" }).notNull().default(true),
  },
  (t) => [
    index("money_trails_university_idx").on(t.universityId),
    check(
      "money_trails_balance_due_check",
      sql`${t.balanceDue} IN ('half_at_registration_rest_by_1_december', 'pre_registration_half_rest_by_1_december')`,
    ),
    check(
      "money_trails_refund_rule_check",
      sql`${t.refundRule} IN ('on_visa_refusal', 'not_after_registration', 'not_if_not_registered')`,
    ),
    check("money_trails_refund_to_check", sql`${t.refundTo} IN ('payer_account')`),
    check("money_trails_refund_percent_check", sql`${t.refundPercent} BETWEEN 0 AND 100`),
  ],
);

// ---------------------------------------------------------------- WhatsApp (issue 44)

/**
 * A student's consent to get their updates on WhatsApp: the number (E.164), what it was given for (an application,
 * a consultation request or a payment), the exact words shown beside the box, the page's language and when.
 * `revokedAt` (with `revokedVia`: 'status_page' or 'stop_reply') ends it; a STOP reply revokes every consent of the
 * number. Nothing goes to WhatsApp for a subject without a live consent.
 */
export const whatsappConsents = sqliteTable(
  "whatsapp_consents",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    phone: text("phone").notNull(),
    applicationId: integer("application_id").references(() => applications.id),
    consultationRequestId: integer("consultation_request_id").references(() => consultationRequests.id),
    paymentId: integer("payment_id").references(() => payments.id),
    /** The consent sentence as the student read it, in their language. */
    wording: text("wording").notNull(),
    locale: locale(),
    consentedAt: text("consented_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
    revokedAt: text("revoked_at"),
    revokedVia: text("revoked_via"),
  },
  (t) => [
    index("whatsapp_consents_phone_idx").on(t.phone),
    index("whatsapp_consents_application_idx").on(t.applicationId),
    check(
      "whatsapp_consents: phone must be E.164 (+ and 8 to 15 digits)",
      sql`${t.phone} GLOB '+[1-9]*' AND length(${t.phone}) BETWEEN 9 AND 16 AND substr(${t.phone}, 2) NOT GLOB '*[^0-9]*'`,
    ),
    check(
      "whatsapp_consents: a consent is for an application, a consultation request or a payment",
      sql`${t.applicationId} IS NOT NULL OR ${t.consultationRequestId} IS NOT NULL OR ${t.paymentId} IS NOT NULL`,
    ),
    check(
      "whatsapp_consents: revoked_via must be status_page or stop_reply (or NULL)",
      sql`${t.revokedVia} IS NULL OR ${t.revokedVia} IN ('status_page', 'stop_reply')`,
    ),
  ],
);

/**
 * One WhatsApp template message the consumer must send, keyed like `email_log` (e.g. 'application-event:12:whatsapp')
 * so a redelivered queue message never sends twice. `waMessageId` is the Cloud API's id (wamid…); the webhook moves
 * `status` forward (sent → delivered → read, or failed) and never back. `variables` are the template's parameters:
 * a reference, a program, a step, a date; never text a visitor typed.
 */
export const whatsappMessages = sqliteTable(
  "whatsapp_messages",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    key: text("key").notNull(),
    phone: text("phone").notNull(),
    template: text("template").notNull(),
    locale: locale(),
    variables: text("variables", { mode: "json" }).$type<string[]>().notNull(),
    waMessageId: text("wa_message_id"),
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    statusAt: text("status_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("whatsapp_messages_key_unique").on(t.key),
    uniqueIndex("whatsapp_messages_wa_id_unique").on(t.waMessageId),
    index("whatsapp_messages_phone_created_idx").on(t.phone, t.createdAt),
    check(
      "whatsapp_messages: status must be one of pending, sent, delivered, read, failed",
      sql`${t.status} IN ('pending', 'sent', 'delivered', 'read', 'failed')`,
    ),
  ],
);

/**
 * A student's own WhatsApp message to the business number (anything but a STOP), as Meta's webhook gave it: the
 * number, the kind (text, image, audio…), the text (WhatsApp caps it at 4,096 characters; none for a photo), Meta's
 * time and ours. `mailed`: e-mailed to the inbox on its own, which at most REPLIES_MAILED_PER_HOUR of a number's
 * messages an hour are (decision 0056); the rest are one line per number in the staff digest. Meta may send a
 * message twice: one row per WhatsApp id.
 */
export const whatsappReplies = sqliteTable(
  "whatsapp_replies",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    waMessageId: text("wa_message_id").notNull(),
    phone: text("phone").notNull(),
    kind: text("kind").notNull(),
    text: text("text"),
    sentAt: text("sent_at").notNull(),
    receivedAt: text("received_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
    mailed: integer("mailed", { mode: "boolean" }).notNull(),
  },
  (t) => [
    uniqueIndex("whatsapp_replies_wa_id_unique").on(t.waMessageId),
    index("whatsapp_replies_phone_received_idx").on(t.phone, t.receivedAt),
  ],
);

// ---------------------------------------------------------------- staff (docs/decisions/0060-staff-console.md)

/**
 * Who may act in the console at /staff: Cloudflare Access says who someone is (their e-mail, verified on every
 * request), this table what they may do. Only an active member gets in; staff add and remove members with one SQL
 * line (docs/staff.md).
 */
export const staffMembers = sqliteTable(
  "staff_members",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** As Access gives it, lower case (a CHECK refuses other spellings, so one person is one row). */
    email: text("email").notNull(),
    name: text("name").notNull(),
    active: integer("active", { mode: "boolean" }).notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("staff_members_email_unique").on(t.email),
    check("staff_members: email must be lower case", sql`${t.email} = lower(${t.email})`),
  ],
);

/**
 * Who is acting, for the length of one console batch: the batch's first statement inserts the member's e-mail, its
 * last deletes it, and the history triggers copy it into the rows they write. A D1 batch is one transaction, so no
 * other request sees it; outside a console batch it is empty and the history says "D1 console".
 */
export const staffActing = sqliteTable("staff_acting", {
  email: text("email").notNull(),
});

// ---------------------------------------------------------------- sponsors and the family's bill (issue 53)

/**
 * A read-only link to one case for the family member who pays (decision 61). The link holds a random token; D1 keeps
 * only its SHA-256, so a copy of the database opens no case. Valid until `expiresAt` unless `revokedAt`; the sponsor
 * view sets `lastOpenedAt`, which the case page lists.
 */
export const sponsorLinks = sqliteTable(
  "sponsor_links",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    applicationId: integer("application_id")
      .notNull()
      .references(() => applications.id),
    /** base64url SHA-256 of the link's token. */
    tokenHash: text("token_hash").notNull(),
    /** The sponsor's e-mail when the link went by e-mail; null when the student shared it (WhatsApp). */
    sentTo: text("sent_to"),
    /** The language the link's e-mail was written in (the student's page). */
    locale: locale(),
    createdAt: createdAt(),
    expiresAt: text("expires_at").notNull(),
    lastOpenedAt: text("last_opened_at"),
    revokedAt: text("revoked_at"),
  },
  (t) => [
    uniqueIndex("sponsor_links_token_hash_unique").on(t.tokenHash),
    index("sponsor_links_application_idx").on(t.applicationId),
  ],
);

/**
 * The lines of the family's bill from the offer to the residence permit (decision 61): who receives each amount, when
 * it falls due (a step of the case; null: before the service), what comes back, and where each fact was read. The
 * amounts of packages, deposit and tuition come from their own tables; `range` and `cost_line` lines carry or point to
 * theirs. Labels are translated in catalogue_translations ('bill_lines', 'label').
 */
export const billLines = sqliteTable(
  "bill_lines",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    key: text("key").notNull(),
    label: text("label").notNull(),
    payee: text("payee").$type<BillPayee>().notNull(),
    amount: text("amount").$type<BillAmount>().notNull(),
    minUsd: integer("min_usd"),
    maxUsd: integer("max_usd"),
    /** With amount 'cost_line': the cost_lines key whose (university's, else general) range this is. */
    costLineKey: text("cost_line_key"),
    /** The step of the case it falls due at; null: before the service starts. */
    dueStep: text("due_step").$type<StepKind>(),
    refund: text("refund").$type<BillRefund>().notNull(),
    refundTo: text("refund_to").$type<RefundTo>(),
    source: text("source").notNull(),
    sourceUrl: text("source_url"),
    /** The day it was read (ISO); empty when nobody read it. */
    sourceDate: text("source_date").notNull(),
    /** True until a person confirmed the line on its page: pages say "indicative". */
    indicative: integer("indicative", { mode: "boolean" }).notNull().default(true),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [
    uniqueIndex("bill_lines_key_unique").on(t.key),
    check("bill_lines_payee_check", sql`${t.payee} IN ('us', 'university', 'embassy', 'state', 'insurer')`),
    check(
      "bill_lines_amount_check",
      sql`${t.amount} IN ('range', 'cost_line', 'packages', 'deposit', 'tuition_balance')`,
    ),
    check("bill_lines_refund_check", sql`${t.refund} IN ('none', 'university_rule', 'our_terms', 'insurer_terms')`),
    check("bill_lines_refund_to_check", sql`${t.refundTo} IN ('payer_account')`),
    check(
      "bill_lines_range_check",
      sql`(${t.amount} = 'range') = (${t.minUsd} IS NOT NULL AND ${t.maxUsd} IS NOT NULL AND ${t.minUsd} <= ${t.maxUsd})`,
    ),
    check("bill_lines_cost_line_check", sql`(${t.amount} = 'cost_line') = (${t.costLineKey} IS NOT NULL)`),
  ],
);

// ---------------------------------------------------------------- booked counsellor calls (issue 55)

/**
 * A counsellor students can book a free 30-minute call with (decision 63). `languages`: the locales they speak, space
 * separated ('en fr'); `callMethod` with `callDetail` (a WhatsApp number, a video link, a phone number) is how the call
 * happens; `dailyCap`: at most so many calls on one Istanbul day (a trigger holds it, not a read).
 */
export const counsellors = sqliteTable(
  "counsellors",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    languages: text("languages").notNull(),
    callMethod: text("call_method").$type<CallMethod>().notNull(),
    callDetail: text("call_detail").notNull(),
    dailyCap: integer("daily_cap").notNull().default(6),
    active: integer("active", { mode: "boolean" }).notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    check("counsellors: call_method", sql`${t.callMethod} IN ('whatsapp', 'video', 'phone')`),
    check("counsellors: daily_cap", sql`${t.dailyCap} >= 0`),
  ],
);

/** A counsellor's weekly hours in Istanbul time: ISO weekday (1 Monday … 7 Sunday), 'HH:MM' to 'HH:MM'; several a day. */
export const counsellorHours = sqliteTable(
  "counsellor_hours",
  {
    counsellorId: integer("counsellor_id")
      .notNull()
      .references(() => counsellors.id),
    weekday: integer("weekday").notNull(),
    startsAt: text("starts_at").notNull(),
    endsAt: text("ends_at").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.counsellorId, t.weekday, t.startsAt] }),
    check("counsellor_hours: weekday", sql`${t.weekday} BETWEEN 1 AND 7`),
    check(
      "counsellor_hours: HH:MM, start before end",
      sql`${t.startsAt} GLOB '[0-2][0-9]:[0-5][0-9]' AND ${t.endsAt} GLOB '[0-2][0-9]:[0-5][0-9]' AND ${t.startsAt} < ${t.endsAt}`,
    ),
  ],
);

/** A day (Istanbul, 'YYYY-MM-DD') a counsellor takes no calls. */
export const counsellorDaysOff = sqliteTable(
  "counsellor_days_off",
  {
    counsellorId: integer("counsellor_id")
      .notNull()
      .references(() => counsellors.id),
    day: text("day").notNull(),
  },
  (t) => [primaryKey({ columns: [t.counsellorId, t.day] })],
);

/** The booking rules, one row (id 1): a slot's length, the buffer after it, the minimum notice, how far ahead. */
export const bookingSettings = sqliteTable(
  "booking_settings",
  {
    id: integer("id").primaryKey(),
    slotMinutes: integer("slot_minutes").notNull().default(30),
    bufferMinutes: integer("buffer_minutes").notNull().default(10),
    noticeHours: integer("notice_hours").notNull().default(12),
    windowDays: integer("window_days").notNull().default(14),
  },
  (t) => [check("booking_settings: one row", sql`${t.id} = 1`)],
);

/**
 * A booked call. It is also the consultation request it came with (`consultationId`), so whatever counts those (the
 * digest's unanswered list, the inbox notice, the limits) counts it. Times are UTC ISO strings; a slot is one
 * counsellor's start time, and `bookings_slot_unique` (not a read before the write) keeps it single while the
 * booking is not cancelled. `sequence` is the calendar invitation's SEQUENCE (raised on every change); `moves`: a
 * booking moves once.
 */
export const bookings = sqliteTable(
  "bookings",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    consultationId: integer("consultation_id")
      .notNull()
      .references(() => consultationRequests.id),
    counsellorId: integer("counsellor_id")
      .notNull()
      .references(() => counsellors.id),
    startsAt: text("starts_at").notNull(),
    endsAt: text("ends_at").notNull(),
    /** The student's IANA time zone, chosen from their country (Africa/Lagos …); the page and messages show it. */
    timeZone: text("time_zone").notNull(),
    /** The language the call is in (a locale the counsellor speaks). */
    callLanguage: text("call_language").$type<Locale>().notNull(),
    /** The language of the page it was booked from: its messages are written in it. */
    locale: locale(),
    status: text("status").$type<BookingState>().notNull().default("booked"),
    sequence: integer("sequence").notNull().default(0),
    moves: integer("moves").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: text("updated_at"),
    /** Staff marked it held or missed: when, and who (the console's Access e-mail; null from the D1 console). */
    outcomeAt: text("outcome_at"),
    outcomeBy: text("outcome_by"),
  },
  (t) => [
    uniqueIndex("bookings_slot_unique").on(t.counsellorId, t.startsAt).where(sql`status <> 'cancelled'`),
    uniqueIndex("bookings_consultation_unique").on(t.consultationId),
    index("bookings_starts_idx").on(t.startsAt),
    check("bookings: status", sql`${t.status} IN ('booked', 'cancelled', 'held', 'missed')`),
    check("bookings: moves once", sql`${t.moves} BETWEEN 0 AND 1`),
    check("bookings: ends after it starts", sql`${t.endsAt} > ${t.startsAt}`),
  ],
);
