import { asc } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { testimonials } from "~/db/schema";

export function listTestimonials(db: Db) {
  return db
    .select({
      id: testimonials.id,
      name: testimonials.name,
      country: testimonials.country,
      program: testimonials.program,
      university: testimonials.university,
      testimonial: testimonials.testimonial,
    })
    .from(testimonials)
    .orderBy(asc(testimonials.sortOrder), asc(testimonials.id));
}
