import { Icon, isIconName } from "../icons";

/**
 * A service's icon (its `icon_name` in D1) or a payment page icon, drawn by the site's one icon set.
 * A name the set does not know (a staff edit in D1) falls back to a document icon.
 */
export function PaymentIcon({ name, className = "h-5 w-5" }: { name: string; className?: string }) {
  return <Icon name={isIconName(name) ? name : "file-check"} className={className} />;
}

/** A spinning ring for 'Processing Payment' and 'Verifying Payment'. */
export function Spinner({ className = "h-12 w-12" }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={`animate-spin text-brand-600 ${className}`} aria-hidden="true">
      <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="3" className="opacity-20" />
      <path d="M22 12a10 10 0 0 0-10-10" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
