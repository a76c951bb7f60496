/**
 * Holds the browser's first paint until the element with this id has been parsed (`<link rel="expect"
 * blocking="render">`, Chrome 124+; React puts the link in the head). On a slow connection the browser paints a
 * half-parsed page; a hero painted half would move when its rest arrives. Render this only together with that
 * element: a page without it would wait for its whole document. Browsers without `rel=expect` ignore it, and a link
 * added by a client navigation blocks nothing. docs/decisions/0021-stable-streaming-and-lazy-layout.md
 */
export function PaintWhole({ untilId }: { untilId: string }) {
  return <link rel="expect" href={`#${untilId}`} blocking="render" />;
}
