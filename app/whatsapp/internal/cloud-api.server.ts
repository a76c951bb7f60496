// The WhatsApp Business Platform Cloud API, the one call the site makes: send an approved template message
// (decision 0050). POST {base}/{version}/{phone number id}/messages with a bearer token; the answer names the message
// id (wamid…) that the webhook's statuses later refer to.
import { type WhatsAppVars, whatsAppChannelConfig } from "~/config.server";

export type WhatsAppChannel = ReturnType<typeof whatsAppChannelConfig>;

let loggedOff = false;

/** The channel as configured (config.server.ts); when off, the reason is logged once per isolate. */
export function whatsAppChannel(vars: WhatsAppVars): WhatsAppChannel {
  const channel = whatsAppChannelConfig(vars);
  if (!channel.on && !loggedOff) {
    loggedOff = true;
    console.warn(`whatsapp: channel off (${channel.reason}); updates go by e-mail`);
  }
  return channel;
}

/** The templates registered with Meta: `app/whatsapp/templates.json`, which the sandbox and docs/deploy.md follow too. */
export type TemplateName = keyof typeof import("~/whatsapp/templates.json");

export type TemplateMessage = {
  /** E.164, as the consent stores it. */
  to: string;
  template: TemplateName;
  /** The template's language as registered: en, fr or ar. */
  language: string;
  /** The body's {{1}}, {{2}}, … in order. */
  variables: string[];
};

/** The request body Meta documents for a template message with body text parameters. */
export function templateBody(message: TemplateMessage) {
  return {
    messaging_product: "whatsapp",
    recipient_type: "individual",
    to: message.to,
    type: "template",
    template: {
      name: message.template,
      language: { code: message.language },
      // A template whose body has no parameters is sent without components.
      ...(message.variables.length > 0
        ? { components: [{ type: "body", parameters: message.variables.map((text) => ({ type: "text", text })) }] }
        : {}),
    },
  };
}

/**
 * A refusal that says "not now" rather than "no": Meta's throughput (130429) or pair rate (131056: about one message
 * every 6 seconds to one person) was reached, Meta is overloaded (HTTP 429 or 5xx), or it could not be reached.
 */
const LATER_CODES = new Set([130429, 131056]);

export type SendResult = { ok: true; waMessageId: string } | { ok: false; error: string; retryLater: boolean };

/** Sends one template message; a refusal or a network failure is a result, not a throw (the caller falls back). */
export async function sendTemplate(
  channel: Extract<WhatsAppChannel, { on: true }>,
  message: TemplateMessage,
): Promise<SendResult> {
  let response: Response;
  try {
    response = await fetch(channel.endpoint, {
      method: "POST",
      headers: { Authorization: `Bearer ${channel.token}`, "Content-Type": "application/json" },
      body: JSON.stringify(templateBody(message)),
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { ok: false, error: `Cloud API unreachable: ${reason}`, retryLater: true };
  }
  const answer = (await response.json().catch(() => null)) as {
    messages?: { id?: unknown }[];
    error?: { message?: unknown; code?: unknown };
  } | null;
  const id = answer?.messages?.[0]?.id;
  if (response.ok && typeof id === "string" && id.startsWith("wamid.")) return { ok: true, waMessageId: id };
  const detail = answer?.error ? `${String(answer.error.code ?? "")} ${String(answer.error.message ?? "")}`.trim() : "";
  return {
    ok: false,
    error: `Cloud API refused (HTTP ${response.status})${detail ? `: ${detail.slice(0, 200)}` : ""}`,
    retryLater: response.status === 429 || response.status >= 500 || LATER_CODES.has(Number(answer?.error?.code ?? 0)),
  };
}
