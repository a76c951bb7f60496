import type { ReactNode } from "react";
import { LabelledSection } from "~/components/labelled-section";
import type { StaffCase } from "~/components/server-data";
import { nationalityName } from "~/catalogue/nationality";
import { m } from "~/i18n/paraglide/messages";
import { dayWords, whenWords } from "~/staff/today-words";
import { sectionHeading } from "./case-form-parts";

/** The student and the program they applied for, as the application holds them. */
export function CaseStudent({ application: a }: { application: StaffCase["application"] }) {
  const rows: [string, ReactNode][] = [
    [m.staff_case_label_name(), `${a.firstName} ${a.lastName}`],
    [
      m.staff_case_label_email(),
      <a key="email" href={`mailto:${a.email}`} className="break-all text-brand-700 underline">
        {a.email}
      </a>,
    ],
    [
      m.staff_case_label_phone(),
      a.phone ? (
        <a key="phone" href={`tel:${a.phone}`} className="text-brand-700 underline">
          {a.phone}
        </a>
      ) : (
        m.staff_case_none()
      ),
    ],
    [m.staff_case_label_nationality(), a.nationality ? nationalityName(a.nationality) : m.staff_case_none()],
    [m.staff_case_label_residence(), a.countryOfResidence],
    [m.staff_case_label_program(), a.programName ?? a.selectedProgram],
    [m.staff_case_label_university(), a.universityName ?? a.selectedUniversity],
    [m.staff_case_label_intake(), a.intakeStartsOn ? dayWords(a.intakeStartsOn) : m.staff_case_none()],
    [
      m.staff_case_label_reference(),
      <span key="ref" className="font-mono">
        {a.reference}
      </span>,
    ],
    [
      m.staff_case_label_submitted(),
      <time key="at" dateTime={a.createdAt}>
        {whenWords(a.createdAt)}
      </time>,
    ],
  ];
  return (
    <LabelledSection id="student-heading" title={m.staff_case_student_title()} headingClassName={sectionHeading}>
      <dl className="card m-0 mt-3 grid grid-cols-1 gap-x-6 gap-y-3 p-4 sm:grid-cols-2" data-testid="case-student">
        {rows.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-sm text-gray-600">{label}</dt>
            <dd className="m-0 break-words font-medium text-gray-900">{value}</dd>
          </div>
        ))}
        {a.message && (
          <div className="min-w-0 sm:col-span-2">
            <dt className="text-sm text-gray-600">{m.staff_case_label_student_message()}</dt>
            <dd className="m-0 whitespace-pre-line break-words text-gray-900">{a.message}</dd>
          </div>
        )}
      </dl>
    </LabelledSection>
  );
}
