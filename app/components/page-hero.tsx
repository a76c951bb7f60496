import type { ReactNode } from "react";
import { m } from "~/i18n/paraglide/messages";
import { type ActionLink, ActionLinks } from "./action-links";
import { Breadcrumbs } from "./breadcrumbs";
import { PaintWhole } from "./paint-whole";

/** The hero's last element: once the parser reaches it, the hero is whole. */
const HERO_END = "page-hero-end";

/**
 * The page hero of spec section 9: 500px tall, 600px on wide screens, and a primary link to /contact (a free
 * consultation) unless a page names another (or `null` for none). `size="compact"` is the shorter band the content pages use under the same look.
 * `crumb`, the page's name, adds the trail from Home under the hero.
 */
export function PageHero({
  title,
  subtitle,
  primary,
  secondary,
  eyebrow,
  size = "full",
  crumb,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  primary?: ActionLink | null;
  secondary?: ActionLink;
  eyebrow?: string;
  size?: "full" | "compact";
  crumb?: string;
  children?: ReactNode;
}) {
  // The default link is made here, at render: its label must be in the page's language.
  const primaryLink = primary === undefined ? { to: "/contact", label: m.content_get_free_consultation() } : primary;
  // A minimum, not a fixed height: on a narrow phone the title and both buttons must never be clipped.
  const height = size === "full" ? "min-h-[500px] py-12 md:min-h-[600px]" : "py-14 md:py-20";
  return (
    <>
      <section
        className={`relative isolate flex items-center overflow-hidden bg-brand-900 text-white ${height}`}
        data-testid="page-hero"
      >
        {/* Never half a hero, whose centred text would move up as the rest arrives. */}
        <PaintWhole untilId={HERO_END} />
        <div className="container">
          {eyebrow && <p className="text-sm font-semibold uppercase tracking-wider text-accent-300">{eyebrow}</p>}
          <h1 className="mt-2 max-w-3xl text-4xl font-extrabold leading-tight sm:text-5xl">{title}</h1>
          {subtitle && <p className="mt-4 max-w-2xl text-lg text-brand-100">{subtitle}</p>}
          <ActionLinks
            tone="hero"
            primary={primaryLink}
            secondary={secondary && [secondary]}
            className="mt-8 flex flex-wrap gap-3"
            arrow
          />
          {children}
        </div>
        {/* After the text, though drawn behind it: on a slow network the browser may paint a half-parsed hero, and a
          drawing anchored to the bottom of a section still growing would move (a layout shift). A local skyline
          drawing instead of an external stock photo: one small cached SVG. */}
        <img
          src="/images/hero/istanbul-skyline.svg"
          alt=""
          width={1440}
          height={320}
          className="pointer-events-none absolute inset-x-0 bottom-0 -z-10 h-auto w-full opacity-30"
        />
        <div
          id={HERO_END}
          className="absolute inset-0 -z-20 bg-gradient-to-br from-brand-900 via-brand-700 to-brand-600"
        />
      </section>
      {crumb && <Breadcrumbs items={[{ label: m.nav_home(), to: "/" }, { label: crumb }]} />}
    </>
  );
}

/**
 * The plain dark band atop the application pages (/apply, /applications/status): the trail from Home to `page`,
 * the title, the page's introduction (`intro`), then what more it says (`children`). `className` sets the band's
 * padding.
 */
export function FormPageHero({
  page,
  title,
  intro,
  className,
  children,
}: {
  page: { label: string; to: string };
  title: string;
  intro: string;
  className: string;
  children?: ReactNode;
}) {
  return (
    <section className="bg-brand-900 text-white">
      <div className={`container ${className}`}>
        <Breadcrumbs tone="hero" items={[{ label: m.nav_home(), to: "/" }, page]} />
        <h1 className="mt-4 text-3xl font-extrabold sm:text-4xl">{title}</h1>
        <p className="mt-3 max-w-2xl text-brand-100">{intro}</p>
        {children}
      </div>
    </section>
  );
}
