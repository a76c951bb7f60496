// PLACEHOLDER until the consultation issue lands: the route action behind the consultation form,
// exported as `action` by /contact and /universities/:id so the form works without JavaScript.
export async function consultationAction(_args: { request: Request }) {
  return null;
}
