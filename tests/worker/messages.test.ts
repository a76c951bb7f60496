import { describe, expect, it } from "vitest";
import settings from "~/i18n/project.inlang/settings.json";

// The message catalogues (app/i18n/messages, one file per area and language, as settings.json lists them): every
// message in every language, with the same variables, translated.

const files = import.meta.glob<Record<string, unknown>>("../../app/i18n/messages/**/*.json", {
  eager: true,
  import: "default",
});
const areas = settings["plugin.inlang.messageFormat"].pathPattern.map((pattern) =>
  pattern.replace("./messages/", "../../app/i18n/messages/"),
);
const keys = (catalogue: Record<string, unknown>) => Object.keys(catalogue).filter((key) => key !== "$schema");
/** The variables a message uses (a plural form may repeat one: Arabic has six forms to English's two). */
const variables = (text: unknown) =>
  [...new Set([...JSON.stringify(text).matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort();
const catalogue = (area: string, locale: string) => {
  const file = files[area.replace("{locale}", locale)];
  if (!file) throw new Error(`missing ${area.replace("{locale}", locale)}`);
  return file;
};

/** Messages that may read the same in another language (a word both languages share, a name). */
const SAME_IN = new Set([
  "fr:nav_services",
  "fr:menu_dialog_label",
  "fr:programs_level_master",
  // The bill's "Source" column: the same word in French.
  "fr:bill_column_source",
  // A call's time and its clock ('lundi 10 mars 2031 à 10:00, heure de Lagos'): the words are Intl's and the zone's.
  "fr:booking_time_in_zone",
  // A time button ('10:40 Lagos · 12:40 Istanbul'): two clocks and two city names.
  "fr:booking_slot_time",
  // City names French writes as English does (Cairo is Le Caire).
  ...["lagos", "accra", "abidjan", "douala", "istanbul"].map((city) => `fr:booking_city_${city}`),
  // Names of exams and tests, the same in every language.
  ...[
    "rules_q_waec",
    "rules_q_neco",
    "rules_q_nabteb",
    "rules_q_a_level",
    "rules_e_ielts",
    "rules_e_toefl",
    "rules_e_duolingo",
  ].flatMap((key) => [`fr:${key}`, `ar:${key}`]),
  "fr:rules_q_thanawiya",
  // The exam's name, as the select's group of A-level grades.
  "fr:eligibility_grades_a_level",
  "ar:eligibility_grades_a_level",
]);

/**
 * The staff console's areas (messages/staff*): the console is English (DECISIONS, wave 5), so its French and Arabic
 * files repeat the English, kept only so that every area has the three files the compiler reads.
 */
const ENGLISH_ONLY = (area: string) => /\/messages\/staff[\w-]*\//.test(area);

describe("the message catalogues", () => {
  it("are all listed in settings.json, and no key is in two areas", () => {
    expect(Object.keys(files).sort()).toEqual(
      areas.flatMap((a) => ["ar", "en", "fr"].map((l) => a.replace("{locale}", l))).sort(),
    );
    const all = areas.flatMap((area) => keys(catalogue(area, "en")));
    expect(all.length).toBe(new Set(all).size);
  });

  for (const area of areas)
    describe(area, () => {
      const en = catalogue(area, "en");
      it("have every English message in French and Arabic, and nothing else", () => {
        for (const locale of ["fr", "ar"])
          expect(keys(catalogue(area, locale)).sort(), locale).toEqual(keys(en).sort());
      });

      it("keep each message's variables in every language", () => {
        for (const key of keys(en))
          for (const locale of ["fr", "ar"])
            expect(variables(catalogue(area, locale)[key]), `${locale}:${key}`).toEqual(variables(en[key]));
      });

      it("translate every message (none left in English)", () => {
        if (ENGLISH_ONLY(area)) return;
        for (const key of keys(en))
          for (const locale of ["fr", "ar"]) {
            if (SAME_IN.has(`${locale}:${key}`)) continue;
            expect(catalogue(area, locale)[key], `${locale}:${key}`).not.toEqual(en[key]);
          }
      });
    });
});
