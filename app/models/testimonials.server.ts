import { asc } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { testimonials } from "~/db/schema";
import { translated } from "./translated.server";

export function listTestimonials(db: Db) {
  return db
    .select({
      id: testimonials.id,
      name: testimonials.name,
      country: translated(testimonials.country, testimonials.id),
      program: translated(testimonials.program, testimonials.id),
      university: testimonials.university,
      testimonial: translated(testimonials.testimonial, testimonials.id),
    })
    .from(testimonials)
    .orderBy(asc(testimonials.sortOrder), asc(testimonials.id));
}
