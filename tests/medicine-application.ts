// "A student applies for Medicine": the tests' usual application (Medicine at Istanbul Medipol University, a
// bachelor's), said once. The form's fields for the suites that post it, and the D1 row's columns for the suites that
// store one directly (the consumer's, the webhook's, a race's), with the ids of that offering in the seed catalogue.

/** The form's fields naming the student and the offering (no e-mail: each test gives its own). */
export const MEDICINE_APPLICATION = {
  firstName: "Amina",
  lastName: "Bello",
  selectedFaculty: "Faculty of Medicine",
  selectedUniversity: "Istanbul Medipol University",
  selectedProgram: "Medicine",
} as const;

/** The same application as an `applications` row has it: a student living in Nigeria, the offering's ids. */
export const MEDICINE_ROW = {
  ...MEDICINE_APPLICATION,
  countryOfResidence: "Nigeria",
  universityId: 1,
  programId: 1,
} as const;
