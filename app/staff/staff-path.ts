// Which requests are the staff console's: /staff and everything under it, however the path is spelled. The edge
// refuses them (403) unless Cloudflare Access vouches for an active staff member (staff-access.server.ts), so a
// spelling that slipped past this test would slip past Access too: it is decided on the path as decoded, in any
// case, with repeated or trailing slashes, percent-encoding (once or more), backslashes and a language prefix.

const LANGUAGE_PREFIX = /^(fr|ar)$/;

/** The path's segments as a browser or a router might read them: decoded until stable, lower case, no empties. */
function segmentsOf(pathname: string) {
  let path = pathname;
  for (let i = 0; i < 4; i++) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      break; // a malformed escape: judge the path as it stands
    }
    if (decoded === path) break;
    path = decoded;
  }
  return path.toLowerCase().replaceAll("\\", "/").split("/").filter(Boolean);
}

/** True for /staff, /staff/…, /fr/staff…, /Staff, /%73taff, //staff/ and the like. */
export function isStaffPath(pathname: string) {
  const segments = segmentsOf(pathname);
  const first = segments[0] !== undefined && LANGUAGE_PREFIX.test(segments[0]) ? segments[1] : segments[0];
  // A segment such as "staff;x" or "staff." reaches the same route in some routers: the name's start decides.
  return first !== undefined && /^staff(?![a-z0-9-])/.test(first.trim());
}
