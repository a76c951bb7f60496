import { describe, expect, it } from "vitest";
import { programIconKey } from "~/catalogue/program-icon-rules";
import { DEFAULT_PROGRAM_PICTURE, PROGRAM_PICTURE_NAMES, programPicture } from "~/catalogue/program-picture";
import { degreeLevel, kebabCase, tuitionRange } from "~/catalogue/program-format";

describe("the program icon rule (keywords in the name, first rule wins)", () => {
  it.each([
    ["Medicine", "medicine"],
    ["Dentistry", "dentistry"],
    ["Oral & Dental Health", "graduation-cap"],
    ["Pharmacy", "pharmacy"],
    ["Nursing", "nursing"],
    ["Computer Engineering", "computer"],
    ["Software Engineering", "computer"],
    ["Computer Science (PhD)", "computer"],
    ["Civil Engineering", "engineering"],
    ["Biomedical Engineering", "engineering"],
    ["Engineering Management (Thesis)", "engineering"],
    ["Business Administration", "business"],
    ["Management Information Systems", "business"],
    ["Aviation Management", "business"],
    ["International Trade & Business", "business"],
    ["Economics", "economics"],
    ["Law", "law"],
    ["International Law", "law"],
    ["Psychology", "psychology"],
    ["Clinical Psychology (Non-Thesis)", "psychology"],
    ["Architecture", "architecture"],
    ["Interior Architecture & Environmental Design", "architecture"],
    ["International Relations", "international"],
    ["International Finance", "international"],
    ["International Trade & Logistics", "international"],
    ["Logistics", "logistics"],
    ["Trade Finance", "logistics"],
    ["Gastronomy & Culinary Arts", "gastronomy"],
    ["Culinary Arts", "gastronomy"],
    ["Civil Aviation Cabin Services", "aviation"],
    ["Cabin Crew Training", "aviation"],
    ["Public Relations & Advertising", "public-relations"],
    ["Biomedical Sciences", "biomedical"],
    ["Physiotherapy & Rehabilitation", "physiotherapy"],
    ["Nutrition & Dietetics", "nutrition"],
    ["Audiology", "graduation-cap"],
    ["Flight Training (Pilotage)", "graduation-cap"],
    ["", "graduation-cap"],
  ])("%s → %s", (name, icon) => {
    expect(programIconKey(name)).toBe(icon);
  });

  it("matches case-insensitively and 'law' only at the start of a word", () => {
    expect(programIconKey("MEDICINE")).toBe("medicine");
    expect(programIconKey("law and society")).toBe("law");
    expect(programIconKey("Outlaw Studies")).toBe("graduation-cap");
  });
});

describe("the program picture rule (chosen by name, default otherwise)", () => {
  it("knows about forty names, each mapped to a local SVG", () => {
    expect(PROGRAM_PICTURE_NAMES.length).toBeGreaterThanOrEqual(40);
    for (const name of PROGRAM_PICTURE_NAMES) {
      expect(programPicture(name)).toMatch(/^\/images\/programs\/[a-z-]+\.svg$/);
    }
  });

  it("gives distinct disciplines distinct pictures", () => {
    const pictures = new Set(
      [
        "Medicine",
        "Dentistry",
        "Pharmacy",
        "Nursing",
        "Law",
        "Architecture",
        "Computer Engineering",
        "Civil Engineering",
        "Business Administration",
      ].map(programPicture),
    );
    expect(pictures.size).toBe(9);
    expect(pictures.has(DEFAULT_PROGRAM_PICTURE)).toBe(false);
  });

  it("ignores case, extra spaces and a bracketed variant, and falls back to the default", () => {
    expect(programPicture("  computer   ENGINEERING ")).toBe("/images/programs/computer.svg");
    expect(programPicture("Clinical Psychology (Thesis)")).toBe(programPicture("Psychology"));
    expect(programPicture("Underwater Basket Weaving")).toBe(DEFAULT_PROGRAM_PICTURE);
    expect(programPicture("")).toBe(DEFAULT_PROGRAM_PICTURE);
  });
});

describe("the program detail's degree level", () => {
  it("takes D1's study level as the truth", () => {
    expect(degreeLevel("artificial-intelligence-engineering", "bachelor")).toBe("Bachelor's Degree");
    expect(degreeLevel("computer-science-phd", "phd")).toBe("PhD (Doctorate)");
    expect(degreeLevel("medicine", "bachelor")).toBe("Bachelor's Degree");
    expect(degreeLevel("logistics", "associate")).toBe("Associate Degree");
    expect(degreeLevel("clinical-psychology-thesis", "master")).toBe("Master's Degree");
  });

  it("falls back to the spec's slug rule when D1 has no known level", () => {
    for (const slug of ["mba", "data-science", "cyber-security", "artificial-intelligence"]) {
      expect(degreeLevel(slug, undefined)).toBe("Master's Degree");
    }
    expect(degreeLevel("psychology", "")).toBe("Bachelor's Degree");
    expect(degreeLevel("nursing", "unknown")).toBe("Bachelor's Degree");
  });
});

describe("formatting", () => {
  it("writes tuition ranges in dollars per year", () => {
    expect(tuitionRange(3300, 8000)).toBe("$3,300-$8,000/year");
    expect(tuitionRange(6500, 6500)).toBe("$6,500/year");
  });

  it("kebab-cases university names for the legacy page's hash", () => {
    expect(kebabCase("Istanbul Medipol University")).toBe("istanbul-medipol-university");
    expect(kebabCase("Özyeğin University")).toBe("ozyegin-university");
    expect(kebabCase("Işık University")).toBe("isik-university");
  });
});
