import { type PolicyHandle, staffPage } from "~/security/route-policy";
import { documentResponse } from "./staff-document.server";
import type { Route } from "./+types/staff-document";

export const handle = { policy: staffPage() } satisfies PolicyHandle;

/**
 * /staff/cases/:reference/documents/:id: a case's document, opened in the browser (PDF, JPEG, PNG) or downloaded
 * (anything else), for verified staff only (app/staff/document-preview.ts says how it is served).
 */
export const loader = ({ request, context, params }: Route.LoaderArgs) => documentResponse(request, context, params);
