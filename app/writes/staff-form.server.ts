import { data } from "react-router";
import { readFormBody } from "~/lib/form-body.server";
import { notFromThisOrigin } from "~/security/same-site.server";
import { requireStaff } from "~/staff/staff-member.server";

/**
 * Every console form's first steps, in this order: the signed-in staff member (before a byte of the form is read),
 * a post from the console's own origin (403 otherwise), then the body (undefined when it cannot be read: each form
 * answers that with its own page).
 */
export async function readStaffForm(request: Request, context: Parameters<typeof requireStaff>[0]) {
  const staff = await requireStaff(context);
  if (notFromThisOrigin(request)) throw data("Forbidden", { status: 403 });
  return { staff, form: await readFormBody(request) };
}
