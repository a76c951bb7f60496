import { z } from "zod";
import { GatewayError, type GatewayName } from "./gateway.server";

/** How long a call to a gateway may take, unless an adapter says otherwise. */
export const GATEWAY_TIMEOUT_MS = 15_000;

/** What both adapters (Flutterwave, Paystack) are built from. */
export type GatewayHttpOptions = {
  secretKey: string;
  /** The API origin (plus path prefix); the local sandboxes point this at themselves. */
  baseUrl?: string;
  /** The network edge: the global fetch in production, an in-process call for the sandbox, a stub in tests. */
  fetch?: (input: string, init: RequestInit) => Promise<Response>;
  name?: GatewayName;
};

/**
 * The HTTP side the adapters share: `call` sends JSON with the secret key as a bearer token, within the time
 * `timeoutMs` gives the method; `readJson` reads an answer and `expect` its body. They throw GatewayError, naming
 * the gateway.
 */
export function gatewayHttp(
  options: GatewayHttpOptions,
  defaults: { name: GatewayName; baseUrl: string; timeoutMs?: (method: "GET" | "POST") => number },
) {
  const baseUrl = (options.baseUrl ?? defaults.baseUrl).replace(/\/$/, "");
  const send = options.fetch ?? ((input: string, init: RequestInit) => fetch(input, init));
  const name = options.name ?? defaults.name;

  async function call(method: "GET" | "POST", path: string, body?: unknown) {
    try {
      return await send(`${baseUrl}${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${options.secretKey}`,
          Accept: "application/json",
          ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(defaults.timeoutMs?.(method) ?? GATEWAY_TIMEOUT_MS),
      });
    } catch (error) {
      throw new GatewayError(
        `${name}: ${method} ${path} failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }

  async function readJson(response: Response, what: string): Promise<unknown> {
    const text = await response.text();
    try {
      return JSON.parse(text);
    } catch {
      throw new GatewayError(`${name}: ${what} answered ${response.status} with a body that is not JSON`);
    }
  }

  /** The body `schema` reads in an answer; a refusal, or a success whose body it cannot read, throws. */
  function expect<T>(schema: z.ZodType<T>, response: Response, json: unknown, what: string): T {
    const parsed = schema.safeParse(json);
    if (!response.ok || !parsed.success) {
      throw new GatewayError(`${name}: ${what} answered ${response.status}: ${failure(response, json)}`);
    }
    return parsed.data;
  }

  return { name, call, readJson, expect };
}

const ErrorMessage = z.object({ message: z.string().optional() });

/** The gateway's own error message, or what was wrong with a success we could not use. */
function failure(response: Response, json: unknown) {
  const message = ErrorMessage.safeParse(json).data?.message;
  return response.ok ? `unexpected answer (${message ?? "no message"})` : (message ?? "no message");
}

/** A verify call's answer about a transaction the gateway does not know: a 400 or 404 with its error body. */
export const isUnknownTransaction = (response: Response, errorBody: boolean) =>
  (response.status === 400 || response.status === 404) && errorBody;
