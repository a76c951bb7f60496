import type { RouterContextProvider } from "react-router";
import { siteConfig } from "~/config.server";
import { getDb } from "~/db/client.server";
import { m } from "~/i18n/paraglide/messages";
import { listConsultations } from "~/models/staff-consultations.server";
import { ANSWERED_VERSION, versionOf } from "~/staff/case-change-schema";
import { requireStaff } from "~/staff/staff-member.server";
import { studentChatHref } from "~/whatsapp/student-chat";

/**
 * The consultation requests, read beside the check that the visitor is an active staff member (one D1 round trip):
 * each with its form's version and, for a student who asked for WhatsApp, the hand-off link with a greeting that
 * names the staff member.
 */
export async function loadConsultations(context: Readonly<RouterContextProvider>) {
  const [staff, { rows, more }] = await Promise.all([requireStaff(context), listConsultations(getDb())]);
  const site = siteConfig().siteName;
  return {
    more,
    consultations: rows.map((row) => ({
      ...row,
      version: versionOf(ANSWERED_VERSION, row),
      chatHref:
        row.replyBy === "whatsapp"
          ? (studentChatHref(
              row.phone,
              m.staff_consultations_whatsapp_greeting({ name: row.fullName, staff: staff.name, site }),
            ) ?? null)
          : null,
    })),
  };
}
