import { Link } from "~/i18n/link";
import { Icon } from "./icons";

export type ActionLink = { to: string; label: string };

const tones = {
  // On a dark band (a hero): the accent button, then buttons outlined in white.
  hero: { primary: "btn-primary", secondary: "btn-secondary border-white text-white hover:bg-white/10" },
  // On a light band.
  band: { primary: "btn-primary", secondary: "btn-secondary" },
  // Inside a white card: the brand button, then outlined ones.
  card: { primary: "btn-brand", secondary: "btn-secondary border-solid" },
};

/**
 * A row of links drawn as buttons: the `primary` one (the next step; with an arrow if `arrow`), then the
 * `secondary` ones, in the button styles of their background (`tone`). `className` lays out the row.
 */
export function ActionLinks({
  tone,
  primary,
  secondary = [],
  className,
  arrow = false,
}: {
  tone: keyof typeof tones;
  primary?: ActionLink | null;
  secondary?: ActionLink[];
  className: string;
  arrow?: boolean;
}) {
  if (!primary && secondary.length === 0) return null;
  return (
    <div className={className}>
      {primary && (
        <Link to={primary.to} className={tones[tone].primary}>
          {primary.label}
          {arrow && (
            <>
              {" "}
              <Icon name="arrow-right" className="h-4 w-4 rtl:-scale-x-100" />
            </>
          )}
        </Link>
      )}
      {secondary.map((link) => (
        <Link key={link.to} to={link.to} className={tones[tone].secondary}>
          {link.label}
        </Link>
      ))}
    </div>
  );
}
