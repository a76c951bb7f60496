import { AskOnWhatsApp } from "~/components/ask-on-whatsapp";
import { m } from "~/i18n/paraglide/messages";
import { joinList } from "~/lib/join-list";

/**
 * Beneath a form's refusal by a rate limit (its words say when to send it again): what was typed is kept, the files
 * a page cannot give back are named, and the WhatsApp hand-off is offered with the form's context (`handoff`: what
 * the student was doing, never a name, e-mail or phone). Every form shows a limit's refusal through this; nothing
 * when the refusal was not a limit's (no `retryAfter`).
 */
export function LimitedRefusal({
  retryAfter,
  filesNotKept = [],
  handoff,
}: {
  retryAfter?: number;
  filesNotKept?: string[];
  handoff: string;
}) {
  if (retryAfter === undefined) return null;
  return (
    <div data-testid="limited-refusal" data-retry-after={retryAfter} className="mt-2 text-sm">
      <p className="m-0">{m.forms_limited_kept()}</p>
      {filesNotKept.length > 0 && (
        <p className="m-0 mt-1" data-testid="files-not-kept">
          {m.forms_limited_files_not_kept({ files: joinList(filesNotKept, "names") })}
        </p>
      )}
      <AskOnWhatsApp className="mt-3 bg-white" text={handoff} />
    </div>
  );
}
