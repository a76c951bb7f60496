import type { CSSProperties } from "react";

/**
 * For a section of program cards marked `render-near` (uno.config.ts): how many rows its `cards` take at one, two
 * and three columns, the grid's layouts on a phone, a tablet and a desktop. Until the section comes near the
 * screen the browser skips its layout and holds its place at an estimate made from these.
 */
export function cardRows(cards: number): CSSProperties {
  return {
    "--rows-1": cards,
    "--rows-2": Math.ceil(cards / 2),
    "--rows-3": Math.ceil(cards / 3),
  } as CSSProperties;
}
