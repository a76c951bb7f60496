import { Link } from "~/i18n/link";
import { m } from "~/i18n/paraglide/messages";

export type NotFoundLink = { to: string; label: string };

/** Called while rendering, so the labels read the page's language. */
const defaultLinks = (): NotFoundLink[] => [
  { to: "/programs", label: m.not_found_browse_programs() },
  { to: "/universities", label: m.not_found_browse_universities() },
];

/**
 * The '404 Page Not Found' panel: what the root's error boundary shows for any unknown path (the not-found route
 * throws a 404 to it), and a page's own boundary (a program's, a university's) with its words and links. It speaks to the visitor
 * (what happened, where to go next), never about the router: the spec's "developer-style hint" leaked the app's
 * internals and helped no student.
 */
export function NotFoundPanel({
  title = m.not_found_title(),
  message = m.not_found_message(),
  links = defaultLinks(),
}: {
  title?: string;
  message?: string;
  links?: NotFoundLink[];
}) {
  return (
    <section className="container py-16 text-center sm:py-20" data-testid="not-found">
      <title>{`${title} | Istanbul Study Gateway`}</title>
      <meta name="description" content={message} />
      <meta name="robots" content="noindex" />
      <p className="text-6xl font-extrabold text-brand-600" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold">{title}</h1>
      <p className="mx-auto mt-3 max-w-xl text-gray-600">{message}</p>
      <p className="mx-auto mt-2 max-w-xl text-gray-600">{m.not_found_hint()}</p>
      <div className="mx-auto mt-8 flex max-w-md flex-col gap-3 sm:max-w-none sm:flex-row sm:justify-center">
        {links.map((link, i) => (
          <Link key={link.to} to={link.to} className={i === 0 ? "btn-brand" : "btn-secondary"}>
            {link.label}
          </Link>
        ))}
        <Link to="/" className="btn-secondary">
          {m.not_found_home()}
        </Link>
      </div>
    </section>
  );
}
