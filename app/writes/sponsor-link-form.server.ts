import { data } from "react-router";
import type { FieldSource } from "~/commands/write-command";
import type { StatusPageData } from "~/components/case/application-status-page";
import { makeSponsorLinkCommand, revokeSponsorLinkCommand } from "~/sponsor/sponsor-link-commands.server";
import { runWrite, writeContext } from "./run-write.server";
import { caseFormRefusal } from "./case-form-refusal";

/** The case page's sponsor intents (decision 61), posted to /applications/status with the page's other forms. */
export const SPONSOR_INTENTS = ["sponsor-link", "sponsor-revoke"] as const;
export type SponsorIntent = (typeof SPONSOR_INTENTS)[number];

export const isSponsorIntent = (intent: unknown): intent is SponsorIntent =>
  (SPONSOR_INTENTS as readonly unknown[]).includes(intent);

/**
 * "Share with your sponsor" and "Revoke": each names its case by the lookup's pair; a wrong pair gets the lookup's
 * neutral answer, a refused address or link the case again with the refusal in the sponsor section.
 */
export async function sponsorLinkFormAction(intent: SponsorIntent, form: FieldSource, request: Request) {
  const context = writeContext(request);
  const result =
    intent === "sponsor-link"
      ? await runWrite(makeSponsorLinkCommand, form, context)
      : await runWrite(revokeSponsorLinkCommand, form, context);
  if ("sponsor" in result) {
    return data<StatusPageData>(
      { application: result.application, sponsor: result.sponsor },
      { status: result.ok ? 200 : result.status },
    );
  }
  if (result.ok) return data<StatusPageData>({ application: result.application });
  return data<StatusPageData>({ refusal: caseFormRefusal(result, form) }, { status: result.status });
}
