import { describe, expect, it } from "vitest";
import { normaliseWhatsAppNumber } from "~/whatsapp/internal/whatsapp-number";

describe("normaliseWhatsAppNumber", () => {
  it.each([
    ["0803 123 4567", "+2348031234567"],
    ["0803-123-4567", "+2348031234567"],
    ["(0803) 123 4567", "+2348031234567"],
    ["+234 803 123 4567", "+2348031234567"],
    ["00234 803 123 4567", "+2348031234567"],
    ["2348031234567", "+2348031234567"],
    ["07061234567", "+2347061234567"],
    ["0915 123 4567", "+2349151234567"],
    ["+233 24 123 4567", "+233241234567"],
    ["+20 10 1234 5678", "+201012345678"],
    ["+90 532 123 45 67", "+905321234567"],
    ["+237 6 71 23 45 67", "+237671234567"],
  ])("%s is %s", (typed, e164) => {
    expect(normaliseWhatsAppNumber(typed)).toEqual({ ok: true, e164 });
  });

  it.each([
    ["+23412345678", "not_mobile"], // a Lagos landline written internationally
    ["01 234 5678", "not_mobile"], // the same, nationally
    ["+234 803 123 456", "not_mobile"], // a digit short
    ["+234 603 123 4567", "not_mobile"],
    ["+233 30 234 5678", "not_mobile"], // an Accra landline
    ["+20 2 3456 7890", "not_mobile"], // a Cairo landline
    ["0803 123 4567 ext 2", "malformed"],
    ["+234abc", "malformed"],
    ["12345", "malformed"],
    ["+1234567890123456", "malformed"], // 16 digits
    ["+0803 123 4567", "malformed"],
    ["", "malformed"],
  ])("%s is refused (%s)", (typed, problem) => {
    expect(normaliseWhatsAppNumber(typed)).toEqual({ ok: false, problem });
  });
});
