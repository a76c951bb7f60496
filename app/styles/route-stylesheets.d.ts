/**
 * The route stylesheets of the Worker's build (`RouteStylesheets` of vite-plugins/route-stylesheets.ts): the
 * distinct sheets, and each route id's index among them. Empty on the dev server.
 */
declare module "virtual:route-stylesheets" {
  const stylesheets: { sheets: string[]; routes: Record<string, number> };
  export default stylesheets;
}
