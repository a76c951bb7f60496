import { describe, expect, it } from "vitest";
import { parseCompareIds } from "~/catalogue/compare-schema";
import { addToTray, compareHref, readTray, removeFromTray, trayCookie } from "~/catalogue/compare-tray";

describe("/compare?programs= (one schema for the page and the API)", () => {
  it("reads up to three positive ids, dropping repeats and blanks", () => {
    expect(parseCompareIds("1,25,67")).toEqual({ ok: true, ids: [1, 25, 67] });
    expect(parseCompareIds(" 1, 1 ,25,")).toEqual({ ok: true, ids: [1, 25] });
    expect(parseCompareIds("")).toEqual({ ok: true, ids: [] });
    expect(parseCompareIds(null)).toEqual({ ok: true, ids: [] });
  });

  it("refuses anything else with a message that says why", () => {
    expect(parseCompareIds("1,abc")).toEqual({
      ok: false,
      message: expect.stringContaining("'abc' is not a program id"),
    });
    expect(parseCompareIds("0")).toMatchObject({ ok: false });
    expect(parseCompareIds("-3")).toMatchObject({ ok: false });
    expect(parseCompareIds("1.5")).toMatchObject({ ok: false });
    expect(parseCompareIds("1,2,3,4")).toEqual({ ok: false, message: expect.stringContaining("up to 3 programs") });
    expect(parseCompareIds("1,".repeat(200))).toMatchObject({ ok: false });
  });
});

describe("the tray cookie", () => {
  it("round-trips through a Cookie header, ignoring other cookies and garbage", () => {
    const cookie = trayCookie([1, 25]).split(";")[0];
    expect(readTray(`theme=dark; ${cookie}; x=1`)).toEqual([1, 25]);
    expect(readTray("compare=1.abc")).toEqual([]);
    expect(readTray("compare=")).toEqual([]);
    expect(readTray(null)).toEqual([]);
    expect(readTray("notcompare=1.2")).toEqual([]);
  });

  it("keeps the last three added, once each; removing one keeps the order", () => {
    let tray: number[] = [];
    for (const id of [1, 25, 67, 25, 90]) tray = addToTray(tray, id);
    expect(tray).toEqual([67, 25, 90]);
    expect(removeFromTray(tray, 25)).toEqual([67, 90]);
    expect(trayCookie([])).toContain("Max-Age=0");
  });

  it("links to the comparison with readable commas and the housing only when it is not the default", () => {
    expect(compareHref([1, 25])).toBe("/compare?programs=1,25");
    expect(compareHref([1], "flat")).toBe("/compare?programs=1&housing=flat");
    expect(compareHref([], "dormitory")).toBe("/compare");
  });
});
