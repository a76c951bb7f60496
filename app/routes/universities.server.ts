import { getDb } from "~/db/client.server";
import { deferred } from "~/lib/deferred.server";
import { listUniversityCards } from "~/models/university-rows.server";

/** /universities — the partner universities' cards, streamed in. */
export function loadUniversitiesPage() {
  return { universities: deferred("universities: list", listUniversityCards(getDb())) };
}
