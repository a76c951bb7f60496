import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("about", "routes/about.tsx"),
  route("universities", "routes/universities.tsx"),
  route("universities/:id", "routes/university.tsx"),
  route("programs", "routes/programs.tsx"),
  route("programs-catalog", "routes/programs-catalog.tsx"),
  route("programs-legacy", "routes/programs-legacy.tsx"),
  route("programs/:slug", "routes/program.tsx"),
  route("compare", "routes/compare.tsx"),
  route("application-guide", "routes/application-guide.tsx"),
  route("contact", "routes/contact.tsx"),
  route("apply", "routes/apply.tsx"),
  route("apply-now", "routes/apply-now.ts"),
  route("applications/status", "routes/application-status.tsx"),
  route("applications/status/documents", "routes/application-status-documents.tsx"),
  route("services", "routes/services.tsx"),
  route("payments", "routes/payments.tsx"),
  route("payment-success", "routes/payment-success.tsx"),
  // The local sandbox payment gateway's hosted checkout (404 unless PAYMENT_GATEWAY = "sandbox").
  route("sandbox-gateway/checkout/:txRef", "routes/sandbox-checkout.tsx"),
  // For search engines: generated from the catalogue in D1 (robots.txt names the sitemap).
  route("robots.txt", "routes/robots.ts"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
