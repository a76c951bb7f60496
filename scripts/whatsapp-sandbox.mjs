// The local WhatsApp sandbox (decision 0050): plays the Cloud API's "send a message" call for `npm start` and the
// Worker tests, on 127.0.0.1 only. It is a Node server, not Worker code, so no deployed bundle holds it, and it can
// write each message it accepts as a file, as wrangler's e-mail simulation does (.wrangler/tmp/email/).
//   POST /{version}/{phone number id}/messages  → 200 { messages: [{ id: "wamid.SANDBOX…" }] }, and the file
//        {dir}/{wamid}.json: the request as sent and the text the student would read (the registered wording below);
//        a recipient ending in 0000, or WHATSAPP_SANDBOX_FAIL=on, is refused like Meta refuses (400, error.code);
//        one ending in 1056 is told "not now" (131056, the pair rate) the first time for each message.
//   GET  /messages[?to=+234…]                    → the messages accepted so far (oldest first), for tests.
import { createServer } from "node:http";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** The local-only token the consumer sends (scripts/local-env.mjs); anything else gets Meta's 401. */
export const SANDBOX_TOKEN = "local-only-whatsapp-token";
/** Recipients ending in this are refused, so the e-mail fallback can be tried by hand and in tests. */
export const FAILING_SUFFIX = "0000";
/** Recipients ending in this are told "not now" (Meta's pair rate, 131056) the first time for each message. */
export const BUSY_SUFFIX = "1056";

/**
 * The templates as registered with Meta (docs/deploy.md, "Deploy WhatsApp"), one file for the consumer's names, this
 * sandbox and docs/deploy.md: per template, what its {{n}} parameters are, and its body in en, fr and ar.
 * @type {Record<string, { variables: string[], body: Record<string, string> }>}
 */
export const TEMPLATES = JSON.parse(readFileSync(new URL("../app/whatsapp/templates.json", import.meta.url), "utf8"));

/**
 * @param {import("node:http").ServerResponse} response
 * @param {number} status
 * @param {number} code
 * @param {string} message
 */
function refuse(response, status, code, message) {
  response.writeHead(status, { "Content-Type": "application/json" });
  response.end(JSON.stringify({ error: { message, type: "OAuthException", code, fbtrace_id: "sandbox" } }));
}

/**
 * The text a student would read: the template's registered wording with its parameters in place.
 * @param {unknown} template
 * @param {unknown} language
 * @param {unknown[]} variables
 */
function render(template, language, variables) {
  const registered = Object.hasOwn(TEMPLATES, String(template)) ? TEMPLATES[String(template)] : undefined;
  // Meta refuses a message whose parameters are not the registered body's, one for one.
  if (variables.length !== registered?.variables.length) return undefined;
  return registered.body[String(language)]?.replace(/\{\{(\d+)\}\}/g, (_, n) => String(variables[Number(n) - 1] ?? ""));
}

/**
 * Starts the sandbox on 127.0.0.1:`port` (0: any free port); resolves with its origin.
 * @param {{ port?: number, dir?: string, fail?: boolean }} [options]
 * @returns {Promise<{ origin: string, server: import("node:http").Server, dir: string }>}
 */
export function startWhatsAppSandbox({ port = 0, dir = ".wrangler/tmp/whatsapp", fail = false } = {}) {
  mkdirSync(dir, { recursive: true });
  let sequence = 0;
  /** The messages to a BUSY_SUFFIX number already told "not now" once. */
  const toldBusy = new Set();
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    if (request.method === "GET" && url.pathname === "/messages") {
      const to = url.searchParams.get("to");
      const messages = readdirSync(dir)
        .filter((file) => file.endsWith(".json"))
        .map((file) => JSON.parse(readFileSync(join(dir, file), "utf8")))
        .filter((message) => !to || message.to === to)
        .sort((a, b) => a.seq - b.seq);
      response.writeHead(200, { "Content-Type": "application/json" });
      response.end(JSON.stringify({ messages }));
      return;
    }
    if (request.method !== "POST" || !/^\/v\d+\.\d+\/\d+\/messages$/.test(url.pathname)) {
      refuse(response, 404, 100, "Unsupported request");
      return;
    }
    if (request.headers.authorization !== `Bearer ${SANDBOX_TOKEN}`) {
      refuse(response, 401, 190, "Invalid OAuth access token");
      return;
    }
    let raw = "";
    request.setEncoding("utf8");
    request.on("data", (chunk) => {
      raw += chunk;
    });
    request.on("end", () => {
      let body;
      try {
        body = JSON.parse(raw);
      } catch {
        refuse(response, 400, 100, "Invalid JSON");
        return;
      }
      const template = body?.template;
      /** @type {{ text?: unknown }[]} */
      const parameters =
        template?.components?.find((/** @type {{ type?: string }} */ c) => c.type === "body")?.parameters ?? [];
      const variables = parameters.map((p) => p?.text);
      if (
        body?.messaging_product !== "whatsapp" ||
        body.type !== "template" ||
        !/^\+?[1-9]\d{7,14}$/.test(String(body.to)) ||
        !render(template?.name, template?.language?.code, variables) ||
        variables.some((v) => typeof v !== "string" || v === "")
      ) {
        refuse(response, 400, 132000, "Template name, language or parameters do not match a registered template");
        return;
      }
      if (fail || process.env.WHATSAPP_SANDBOX_FAIL === "on" || String(body.to).endsWith(FAILING_SUFFIX)) {
        refuse(response, 400, 131026, "Message undeliverable (sandbox: recipient refused)");
        return;
      }
      const once = JSON.stringify([body.to, template.name, variables]);
      if (String(body.to).endsWith(BUSY_SUFFIX) && !toldBusy.has(once)) {
        toldBusy.add(once);
        refuse(response, 400, 131056, "(Business Account, Consumer Account) pair rate limit hit (sandbox)");
        return;
      }
      sequence += 1;
      const id = `wamid.SANDBOX${Date.now()}${String(sequence).padStart(4, "0")}`;
      const record = {
        id,
        seq: Date.now() * 1000 + sequence,
        receivedAt: new Date().toISOString(),
        to: body.to,
        template: template.name,
        language: template.language.code,
        variables,
        text: render(template.name, template.language.code, variables),
        request: body,
      };
      const file = join(dir, `${id}.json`);
      writeFileSync(file, `${JSON.stringify(record, null, 2)}\n`);
      console.log(`whatsapp sandbox: ${template.name} (${record.language}) to ${body.to}: ${file}`);
      response.writeHead(200, { "Content-Type": "application/json" });
      response.end(
        JSON.stringify({
          messaging_product: "whatsapp",
          contacts: [{ input: body.to, wa_id: String(body.to).replace("+", "") }],
          messages: [{ id }],
        }),
      );
    });
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      server.unref();
      const address = /** @type {import("node:net").AddressInfo} */ (server.address());
      resolve({ origin: `http://127.0.0.1:${address.port}`, server, dir });
    });
  });
}

/**
 * The consumer's variables for a sandbox at `origin` (scripts/serve.mjs, vitest.config.ts).
 * @param {string} origin
 */
export function whatsAppSandboxVars(origin) {
  return {
    WHATSAPP_API_BASE: origin,
    WHATSAPP_PHONE_NUMBER_ID: "100000000000001",
    WHATSAPP_API_VERSION: "v23.0",
    WHATSAPP_ACCESS_TOKEN: SANDBOX_TOKEN,
  };
}
