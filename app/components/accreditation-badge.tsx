import { m } from "~/i18n/paraglide/messages";
import { LOCALE_PROFILES } from "~/i18n/locale";
import { useLocale } from "~/i18n/use-locale";

/**
 * The YÖK accreditation seal, drawn inline so its words come from the message catalogue in the page's language
 * (a picture of English words read 'ACCREDITED' on every page). About 1 KB of markup, no request. Arabic letters
 * join, so only Latin words are spaced out. The words follow arcs of the ring, above and below the emblem.
 */
export function AccreditationBadge({ className }: { className?: string }) {
  const spaced = !LOCALE_PROFILES[useLocale()].joinsLetters;
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 140 140"
      width={140}
      height={140}
      role="img"
      aria-label={m.catalogue_reason_yok()}
      className={className}
    >
      <circle cx="70" cy="70" r="66" fill="#0c2b56" />
      <circle cx="70" cy="70" r="58" fill="none" stroke="#e9b949" strokeWidth="3" />
      <circle cx="70" cy="70" r="44" fill="#fff" />
      <path d="M70 40 96 52 70 64 44 52z" fill="#c8102e" />
      <path d="M52 57v10c10 8 26 8 36 0V57l-18 8z" fill="#c8102e" />
      <path d="M94 54v14" stroke="#c8102e" strokeWidth="2.5" />
      <g fontFamily="Arial,Helvetica,sans-serif" fontWeight="700" textAnchor="middle">
        <text x="70" y="92" fontSize="16" fill="#0c2b56">
          YÖK
        </text>
        <path id="accreditation-arc" d="M22 70a48 48 0 0 1 96 0" fill="none" />
        <text fontSize="10" fill="#e9b949" letterSpacing={spaced ? 2 : 0}>
          <textPath href="#accreditation-arc" startOffset="50%">
            {m.catalogue_badge_accredited()}
          </textPath>
        </text>
        {/* Along the bottom of the ring, upright: a straight line there was wider than the disc and lost its ends. */}
        <path id="accreditation-arc-bottom" d="M16 70a54 54 0 0 0 108 0" fill="none" />
        <text fontSize="7.5" fontWeight="400" fill="#fff">
          <textPath href="#accreditation-arc-bottom" startOffset="50%">
            {m.catalogue_badge_council()}
          </textPath>
        </text>
      </g>
    </svg>
  );
}
