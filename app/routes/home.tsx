import { Link } from "react-router";
import { getDb } from "~/db/client.server";
import { listFeaturedPrograms } from "~/models/programs.server";
import { listFeaturedUniversities } from "~/models/universities.server";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () => [
  { title: "Study in Istanbul | Istanbul Study Gateway" },
  {
    name: "description",
    content:
      "Study at accredited private universities in Istanbul with tuition 30-70% lower than the US and UK. Free consultation, application and visa support for Nigerian students.",
  },
];

export async function loader() {
  const db = getDb();
  const [universities, programs] = await Promise.all([listFeaturedUniversities(db, 6), listFeaturedPrograms(db, 4)]);
  return { universities, programs };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { universities, programs } = loaderData;
  return (
    <>
      <section className="bg-brand-900 text-white">
        <div className="container py-20">
          <h1 className="max-w-2xl text-4xl font-extrabold leading-tight sm:text-5xl">Study in Istanbul, Turkey</h1>
          <p className="mt-4 max-w-xl text-lg text-brand-100">
            Internationally recognised degrees at partner universities, with tuition 30-70% lower than in the US and UK.
          </p>
          <Link to="/apply" className="btn-primary mt-8">
            Apply Now
          </Link>
        </div>
      </section>
      <section className="container py-14">
        <h2 className="text-2xl font-bold">Partner Universities in Turkey</h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {universities.map((u) => (
            <li key={u.id} className="card p-5">
              <Link to={`/universities/${u.id}`} className="font-semibold text-brand-700">
                {u.name}
              </Link>
              <p className="text-sm text-gray-600">{u.location}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className="container pb-14">
        <h2 className="text-2xl font-bold">Popular Programs at Turkish Universities</h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {programs.map((p) => (
            <li key={p.id} className="card p-5">
              <p className="font-semibold">{p.name}</p>
              <p className="text-sm text-gray-600">
                {p.duration} · {p.studyLevel}
              </p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
