import { describe, expect, it } from "vitest";
import { preferredLocale as negotiateLocale } from "~/i18n/accept-language";
import { request } from "./helpers";

// The JSON API answers in English unless the client's Accept-Language prefers French or Arabic (app/api/app.server.ts).

type Problem = { message: string; errors?: Record<string, string[]> };

const invalid = { fullName: "Al", email: "not-an-email", phone: "1234", studyLevel: "kindergarten" };

function post(headers: Record<string, string> = {}) {
  return request("/api/consultation-requests", {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(invalid),
  });
}

describe("the API's language", () => {
  it("answers an invalid consultation in English without Accept-Language", async () => {
    const response = await post();
    expect(response.status).toBe(400);
    const body = (await response.json()) as Problem;
    expect(body.errors).toEqual({
      fullName: ["Full name must be at least 3 characters"],
      email: ["Please enter a valid email address"],
      phone: ["Please enter a valid phone number"],
      studyLevel: ["Please select a study level"],
    });
    expect(body.message).toMatch(/^Invalid consultation request: Full name must be at least 3 characters; /);
  });

  it("answers in French when the client prefers French", async () => {
    const response = await post({ "Accept-Language": "fr-FR,fr;q=0.9,en;q=0.8" });
    expect(response.status).toBe(400);
    const body = (await response.json()) as Problem;
    expect(body.errors).toEqual({
      fullName: ["Le nom complet doit comporter au moins 3 caractères"],
      email: ["Veuillez saisir une adresse e-mail valide"],
      phone: ["Veuillez saisir un numéro de téléphone valide"],
      studyLevel: ["Veuillez choisir un niveau d’études"],
    });
    expect(body.message).toMatch(/^Demande de consultation invalide\u00a0: Le nom complet/);
  });

  it("answers in Arabic when the client prefers Arabic, and in English for a language the site does not have", async () => {
    const arabic = (await (await post({ "Accept-Language": "ar" })).json()) as Problem;
    expect(arabic.errors?.email).toEqual(["يُرجى إدخال بريد إلكتروني صحيح"]);
    const german = (await (await post({ "Accept-Language": "de-DE,de;q=0.9" })).json()) as Problem;
    expect(german.errors?.email).toEqual(["Please enter a valid email address"]);
  });

  it("weighs the languages by their q-values", () => {
    expect(negotiateLocale(undefined)).toBe("en");
    expect(negotiateLocale("")).toBe("en");
    expect(negotiateLocale("fr")).toBe("fr");
    expect(negotiateLocale("AR-EG")).toBe("ar");
    expect(negotiateLocale("en;q=0.5, fr;q=0.8")).toBe("fr");
    expect(negotiateLocale("fr;q=0.3, ar;q=0.7, en;q=0.5")).toBe("ar");
    expect(negotiateLocale("en, fr")).toBe("en");
    expect(negotiateLocale("fr;q=0, en;q=0.1")).toBe("en");
    expect(negotiateLocale("de, *;q=0.5")).toBe("en");
    expect(negotiateLocale("de, ar;q=0.2")).toBe("ar");
    expect(negotiateLocale("fr;q=abc")).toBe("en");
  });
});
