import { describe, expect, it } from "vitest";
import { preferredLocale as negotiateLocale } from "~/i18n/accept-language";
import { m } from "~/i18n/paraglide/messages";
import { BODY_LIMITS } from "~/security/post-routes.server";
import { englishSentences } from "./english-left";
import { request } from "./helpers";

// The JSON API answers in English unless the client's Accept-Language prefers French or Arabic (app/api/json-api.server.ts).

type Problem = { message: string; errors?: Record<string, string[]> };

const invalid = { fullName: "Al", email: "not-an-email", phone: "1234", studyLevel: "kindergarten" };

function post(headers: Record<string, string> = {}, body = JSON.stringify(invalid)) {
  return request("/api/consultation-requests", {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body,
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

  it.each(["fr", "ar"] as const)("answers the edge's 413 and 405 in %s when the client prefers it", async (locale) => {
    const tooLarge = await post({ "Accept-Language": locale }, "x".repeat(BODY_LIMITS.form.bytes + 1));
    expect(tooLarge.status).toBe(413);
    const size = m.size_kilobytes({ count: String(BODY_LIMITS.form.bytes / 1024) }, { locale });
    expect(await tooLarge.json()).toEqual({ message: m.edge_form_too_large({ size }, { locale }) });
    const put = await request("/api/consultation-requests", { method: "PUT", headers: { "Accept-Language": locale } });
    expect(put.status).toBe(405);
    expect(englishSentences(((await put.json()) as Problem).message)).toEqual([]);
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
