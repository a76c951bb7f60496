// PLACEHOLDER until the program pages land: the program cards of spec section 2 ("Program card").
// The programs helper owns this file; other pages import these components with these props.
import { Link } from "react-router";
import type { Program } from "~/models/programs.server";

/** Full card: picture by name, name, category, description, 'Offered by', level, duration, language, fees, View Details. */
export function FullProgramCard({ program }: { program: Program }) {
  return (
    <Link to={`/programs/${program.slug}?university=${program.universityId}`} className="card block p-4">
      {program.name}
    </Link>
  );
}

/** Compact card: icon, name, duration plus study level. */
export function CompactProgramCard({ program }: { program: Program }) {
  return (
    <Link to={`/programs/${program.slug}`} className="card block p-4">
      {program.name} · {program.duration}
    </Link>
  );
}
