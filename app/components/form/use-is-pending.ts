import { useNavigation } from "react-router";

/**
 * Whether a page form is on its way: the one "busy" rule of the buttons that say "Uploading…", "Looking…" or go grey
 * (the Epic Stack's useIsPending). `formAction`: only a post to an address starting with it counts (else any
 * navigation); `state`: "submitting" (the post only) or "non-idle" (the post and the page load after it).
 */
export function useIsPending({
  formAction,
  state = "non-idle",
}: {
  formAction?: string;
  state?: "submitting" | "non-idle";
} = {}) {
  const navigation = useNavigation();
  const moving = state === "non-idle" ? navigation.state !== "idle" : navigation.state === state;
  return moving && (formAction === undefined || navigation.formAction?.startsWith(formAction) === true);
}
