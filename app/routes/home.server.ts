import { getDb } from "~/db/client.server";
import { deferred } from "~/lib/deferred.server";
import { listFeaturedPrograms } from "~/models/program-rows.server";
import { listTestimonials } from "~/models/testimonials.server";
import { listFeaturedUniversityCards } from "~/models/university-rows.server";

/**
 * / — featured universities and programs (as many as the page shows) and the testimonials. Unawaited: the page
 * shell goes out at once and each section streams in on its own (in the same response on a full load), so one
 * failing query shows its own error and leaves the other sections intact.
 */
export function loadHomePage(featured: { universities: number; programs: number }) {
  const db = getDb();
  return {
    universities: deferred("home: featured universities", listFeaturedUniversityCards(db, featured.universities)),
    programs: deferred("home: featured programs", listFeaturedPrograms(db, featured.programs)),
    testimonials: deferred("home: testimonials", listTestimonials(db)),
  };
}
