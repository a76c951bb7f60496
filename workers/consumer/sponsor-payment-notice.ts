import { bindings, mailConfig } from "~/config.server";
import { getDb } from "~/db/client.server";
import { m } from "~/i18n/paraglide/messages";
import { inLocale } from "~/i18n/request-locale.server";
import { paymentAmountText } from "~/payments/payment-amount";
import { findSponsorPaymentStudent } from "~/models/case-payments.server";
import type { Payment } from "~/models/payment-rows.server";
import { statusUrl } from "./application-event";
import { paragraphsMail, sendMailOnce } from "./mailer";
import { greeting } from "./mail-text";

// A sponsor paid from their link (issue 53): the receipt went to the payer (payment.ts); the student is told here,
// once per payment (key payment:{id}:sponsor-notice), in the language they applied in. The student's address was
// typed by a visitor, so the mail holds only D1's words (the service, the amount, the reference) and the student's
// cleaned first name: not the payer's name, which the sponsor typed (the case page shows it).

type Student = NonNullable<Awaited<ReturnType<typeof findSponsorPaymentStudent>>>;

/** The student's notice: "Your sponsor paid Standard for APP-…", the amount, and the link to their case. */
export function sponsorNoticeMail(student: Student, payment: Payment, link: string, contactEmail: string) {
  return inLocale(student.locale, () => {
    const words = { service: student.serviceName, reference: student.reference };
    const paragraphs = [
      greeting(student.firstName, "applicant"),
      m.sponsor_pay_notice_text({ ...words, amount: paymentAmountText(payment) }),
      m.sponsor_pay_notice_case({ link }),
      m.email_questions({ contactEmail }),
      "Istanbul Study Gateway",
    ];
    return { subject: m.sponsor_pay_notice_subject(words), ...paragraphsMail(paragraphs, link) };
  });
}

/** Tells the student of a sponsor's successful payment, at most once; nothing for a payment of no sponsor link. */
export async function sendSponsorNotice(env: ConsumerEnv, payment: Payment) {
  if (payment.sponsorLinkId === null || payment.applicationId === null) return;
  const student = await findSponsorPaymentStudent(getDb(bindings(env).db), payment.id);
  if (!student) return;
  const { contactEmail } = mailConfig(env);
  const link = await statusUrl(env, student.reference, student.locale);
  await sendMailOnce(env, {
    key: `payment:${payment.id}:sponsor-notice`,
    to: student.email,
    replyTo: contactEmail,
    audience: "unverified",
    ...sponsorNoticeMail(student, payment, link, contactEmail),
  });
}
