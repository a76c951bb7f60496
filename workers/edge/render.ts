import { RouterContextProvider } from "react-router";
import { api } from "~/api/json-api.server";
import { bindings } from "~/config.server";
import { inLocaleOf } from "~/i18n/request-locale.server";
import { siteStylesheet } from "~/styles/inline-site-stylesheet.server";
import {
  cspNonceContext,
  edgeRefusalContext,
  siteStylesheetContext,
  wholeDocumentContext,
} from "~/security/edge-context";
import { isApiPath } from "~/security/canonical-path.server";
import { staffContext } from "~/staff/staff-context";
import type { Render } from "./edge";
import { requestHandler, serverBuild } from "./server-build";
import { forbidden } from "./staff-gate";

/** The answer of the handler of `edge.url`: the API or React Router's page (a local build's sandbox gateways among its routes). */
export const render: Render = async (request, edge, { refusal, wholeDocument = false } = {}) => {
  const { pathname } = edge.url;
  const { env, ctx } = edge;
  if (isApiPath(pathname)) return api.fetch(request, env, ctx);
  const context = new RouterContextProvider();
  context.set(cspNonceContext, edge.nonce);
  context.set(siteStylesheetContext, await siteStylesheet(await serverBuild(), bindings(env).assets, edge.url.origin));
  if (refusal) context.set(edgeRefusalContext, refusal);
  if (wholeDocument) context.set(wholeDocumentContext, true);
  if (!edge.staff) return inLocaleOf(pathname, () => requestHandler(request, context));
  context.set(staffContext, edge.staff);
  const response = await inLocaleOf(pathname, () => requestHandler(request, context));
  // The console answers only an active staff member: for anyone else nothing of what was rendered leaves.
  return (await edge.staff) ? response : forbidden();
};
