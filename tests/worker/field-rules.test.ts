import { describe, expect, it } from "vitest";
import { checkApplicationFields, checkDocumentList } from "~/applications/application-schema";
import { consultationSchema } from "~/consultations/consultation-schema";
import { toSafeLine, toSafeText } from "~/lib/field-rules";
import { BillingSchema } from "~/payments/payment-schema";

// The field rules must stop abuse without refusing what real students type.

const consultation = {
  fullName: "Amina Bello",
  email: "amina@example.com",
  phone: "+2348031234567",
  studyLevel: "bachelor",
};
const billing = { customerName: "Amina Bello", customerEmail: "amina@example.com", customerPhone: "+2348031234567" };

describe("phone numbers", () => {
  it.each([
    "08031234567",
    "+234 803 123 4567",
    "+234-803-123-4567",
    "(0803) 123 4567",
    "+234 (0)803 123 4567",
    "+90 532 123 45 67",
  ])("accepts %j on every form", (phone) => {
    expect(consultationSchema.safeParse({ ...consultation, phone }).success).toBe(true);
    expect(BillingSchema.safeParse({ ...billing, customerPhone: phone }).success).toBe(true);
  });

  it.each([
    "abcdefghij",
    "0803 CALL ME",
    "+234 803 123 4567 ext. 9",
    "12345678901234567",
    "++2348031234567",
    "0803\n1234567",
  ])("refuses %j with the spec's message", (phone) => {
    const c = consultationSchema.safeParse({ ...consultation, phone });
    expect(c.success).toBe(false);
    expect(c.error!.issues.map((i) => i.message)).toContain("Please enter a valid phone number");
    const b = BillingSchema.safeParse({ ...billing, customerPhone: phone });
    expect(b.error!.issues.map((i) => i.message)).toContain("Valid phone number is required");
  });

  it("keeps the spec's minimums: 5 characters for a consultation, 10 for a payment", () => {
    expect(consultationSchema.safeParse({ ...consultation, phone: "12345" }).success).toBe(true);
    expect(consultationSchema.safeParse({ ...consultation, phone: "1234" }).success).toBe(false);
    expect(BillingSchema.safeParse({ ...billing, customerPhone: "0803123456" }).success).toBe(true);
    expect(BillingSchema.safeParse({ ...billing, customerPhone: "080312345" }).success).toBe(false);
  });

  it("the application's phone stays optional", () => {
    const fields = {
      firstName: "A",
      lastName: "B",
      email: "a@b.co",
      selectedFaculty: "F",
      selectedUniversity: "U",
      selectedProgram: "P",
    };
    expect(checkApplicationFields({ ...fields, phone: "" }).success).toBe(true);
    expect(checkApplicationFields(fields).success).toBe(true);
    expect(checkApplicationFields({ ...fields, phone: "call me" })).toMatchObject({
      success: false,
      errors: { phone: ["Please enter a valid phone number"] },
    });
  });
});

describe("names and text", () => {
  it.each([
    "Ngozi O'Neil-Adeyemi",
    "Zeynep Çelik",
    "محمد علي",
    "Jean-Baptiste N. Kouassi",
    "Zoé Ngô-Mbarga",
    "Hélène Kouamé",
    "مُحَمَّد عبدُ الله",
    "مهر\u200cآسا",
  ])("accepts the name %j", (fullName) => {
    expect(consultationSchema.safeParse({ ...consultation, fullName }).success).toBe(true);
    expect(BillingSchema.safeParse({ ...billing, customerName: fullName }).success).toBe(true);
  });

  it("keeps line breaks in a message but no other control or direction character", () => {
    expect(consultationSchema.safeParse({ ...consultation, message: "Line one\nLine two\r\n\tIndented" }).success).toBe(
      true,
    );
    for (const bad of [
      "a\u0000b",
      "a\u001bb",
      "a\u0085b",
      "a\u202Eb",
      "a\u2066b",
      "a\u200Fb",
      "a\u2028b",
      "a\u2029b",
    ]) {
      expect(consultationSchema.safeParse({ ...consultation, message: bad }).success).toBe(false);
    }
  });

  it("refuses every format and separator character in a name (Cf, Zl, Zp), the non-joiner excepted", () => {
    for (const bad of ["\u061C", "\u200B", "\u200D", "\uFEFF", "\u00AD", "\u2028", "\u2029", "\u2060", "\u0600"]) {
      const fullName = `Amina${bad}Bello`;
      expect(
        consultationSchema.safeParse({ ...consultation, fullName }).success,
        `U+${bad.codePointAt(0)!.toString(16)}`,
      ).toBe(false);
      expect(
        BillingSchema.safeParse({ ...billing, customerName: fullName }).success,
        `U+${bad.codePointAt(0)!.toString(16)}`,
      ).toBe(false);
    }
  });

  it("caps every billing field", () => {
    const long = BillingSchema.safeParse({
      customerName: "A".repeat(101),
      customerEmail: `${"a".repeat(250)}@example.com`,
      customerPhone: "1".repeat(31),
    });
    expect(long.error!.issues.map((i) => i.path[0])).toEqual(
      expect.arrayContaining(["customerName", "customerEmail", "customerPhone"]),
    );
  });

  it("cleans stored text for display", () => {
    expect(toSafeLine("invoice\u202Egpj.pdf")).toBe("invoicegpj.pdf");
    expect(toSafeLine("Amina\r\nBcc: x@example.com")).toBe("Amina Bcc: x@example.com");
    expect(toSafeText("one\r\ntwo\u2067three")).toBe("one\ntwothree");
    expect(toSafeLine("Amina\u061CBello\u2028Bcc: x")).toBe("AminaBello Bcc: x");
    expect(toSafeText("one\u2029two\u200Bthree")).toBe("one\ntwothree");
  });
});

describe("document names", () => {
  it.each([
    "../../etc/passwd.pdf",
    "C:\\Users\\x\\cv.pdf",
    "invoice\u202Egpj.pdf",
    "cv\n.pdf",
    "cv\u2028.pdf",
    "cv\u061C.pdf",
    "..",
    `${"a".repeat(252)}.pdf`,
  ])("refuses %j", (name) => {
    expect(checkDocumentList([{ name, size: 100 }])).toMatchObject({ kind: "name" });
  });

  it.each(["Transcript (2024) final.pdf", "pasaport fotoğrafı.jpg", "CV.v2.docx"])("accepts %j", (name) => {
    expect(checkDocumentList([{ name, size: 100 }])).toBeUndefined();
  });
});
