import { Link, useLocation } from "react-router";

export function NotFound() {
  const { pathname } = useLocation();
  return (
    <section className="container py-20 text-center">
      <title>404 Page Not Found</title>
      <p className="text-6xl font-extrabold text-brand-600">404</p>
      <h1 className="mt-4 text-3xl font-bold">404 Page Not Found</h1>
      <p className="mt-3 text-gray-600">The page you are looking for does not exist or has been moved.</p>
      <p className="mx-auto mt-4 max-w-xl rounded bg-gray-100 px-3 py-2 font-mono text-xs text-gray-600">
        Did you forget to add the page to the router? No route matches <code>{pathname}</code>.
      </p>
      <div className="mt-8 flex justify-center gap-3">
        <Link to="/" className="btn-brand">
          Go to Home
        </Link>
        <Link to="/universities" className="btn-secondary">
          Browse Universities
        </Link>
      </div>
    </section>
  );
}
