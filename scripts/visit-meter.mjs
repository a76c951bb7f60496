// What each step of a visit costs the phone (scripts/measure-visit.mjs, tests/e2e/prefetch.spec.ts), read where
// the bytes cross: on the slow line (scripts/slow-line.mjs). Not from Chrome's DevTools Protocol: its Network domain
// reports a Speculation Rules prefetch and the navigation that takes its answer as two requests, each with the
// page's whole size, when the prefetch had finished before the tap; counted from it, a page opened from a prefetch
// looked downloaded twice (docs/measurements/0040-prefetch-in-flight.md).

/**
 * @typedef {import("./slow-line.mjs").LineRequest} LineRequest
 * @param {{ down: number; requests: LineRequest[] }} line
 */
export function meterVisit(line) {
  let from = { down: line.down, requests: line.requests.length };
  return {
    /** Starts counting a new step. */
    begin() {
      from = { down: line.down, requests: line.requests.length };
    },
    /**
     * What the step has cost so far: the bytes down the line (headers and bodies, as sent), every request, and the
     * pages (requests for HTML, a navigation's or a prefetch's) by path.
     */
    end() {
      const requests = line.requests.slice(from.requests);
      return {
        bytes: line.down - from.down,
        requests,
        pages: requests.filter((r) => r.accept.startsWith("text/html")).map((r) => r.path),
      };
    },
  };
}

/**
 * The paths among `pages` the server was asked for more than once.
 * @param {string[]} pages
 */
export function fetchedTwice(pages) {
  return [...new Set(pages.filter((path, i) => pages.indexOf(path) !== i))];
}
