import type { Locale } from "~/i18n/locale";
import type { StaffMember } from "~/models/staff-members.server";
import type { EdgeRefusal } from "~/security/edge-context";
import { rateLimited } from "~/security/rate-limit.server";
import { type EdgeRefusalCode, refusalWords } from "~/security/refusal-words.server";
import type { RateLimitGroup, RoutePolicy } from "~/security/route-policy";
import { drainBody } from "~/security/body-guard.server";

/** One request at the edge, as every step sees it (workers/app.ts). */
export type Edge = {
  /** The request with its path in canonical spelling (canonical-path.server.ts): every rule keys on that. */
  request: Request;
  /** The path as it came, before it was made canonical (the staff gate judges both). */
  receivedPath: string;
  /** On a /staff request the staff gate let through: the active staff member its Access token names (staff-gate.ts). */
  staff?: Promise<StaffMember | undefined>;
  url: URL;
  /** Served on localhost (`npm start`, the tests). */
  local: boolean;
  /** This response's CSP nonce. */
  nonce: string;
  /** The request came spelled otherwise than its canonical `url`. */
  moved: boolean;
  /** The visitor's language: the page's, or the API request's Accept-Language (request-locale.server.ts). */
  locale: Locale;
  /** The policy of the page at `url` (its route module's `handle.policy`); undefined for the API. */
  page: RoutePolicy | undefined;
  env: Env;
  ctx: ExecutionContext;
};

/** A step of the edge: answers the request, or passes it on to the next step (undefined). */
export type Step = (edge: Edge) => Promise<Response | undefined> | Response | undefined;

export type RenderOptions = {
  /** The edge's refusal (a rate limit) that the page's action renders in its form. */
  refusal?: EdgeRefusal;
  /** Render the whole document (a copy for the edge cache), not only what this visitor needs. */
  wholeDocument?: boolean;
};

/** Hands a request to its handler (render.ts). */
export type Render = (request: Request, edge: Edge, options?: RenderOptions) => Promise<Response>;

export const json = (status: number, body: object, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { "Cache-Control": "no-store", ...headers } });

/** An early answer: on localhost it waits until the rest of the body is read (see drainBody). */
export async function refuse(edge: Edge, response: Response) {
  if (edge.local) await drainBody(edge.request);
  return response;
}

/** The refusal of a request past its group's rate limit (rate-limit.server.ts); undefined while it may go on. */
export async function pastLimit(edge: Edge, group: RateLimitGroup): Promise<EdgeRefusal | undefined> {
  const retryAfter = await rateLimited(edge.env, group, edge.request, { local: edge.local });
  return retryAfter === undefined ? undefined : { status: 429, code: "rate-limited", retryAfter };
}

/** A page's answer to a refused request, saying when to try again. */
export function withRetryAfter(response: Response, refusal: EdgeRefusal) {
  const limited = new Response(response.body, response);
  limited.headers.set("Retry-After", String(refusal.retryAfter));
  return limited;
}

/** The words of an edge refusal, in the visitor's language (refusal-words.server.ts). */
export const say = (edge: Edge, refusal: EdgeRefusalCode) => refusalWords(refusal, edge.locale);
