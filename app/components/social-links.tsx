import type { MouseEvent } from "react";
import type { SiteConfig } from "~/components/server-data";
import { whatsappHref } from "~/consultations/office-contact";
import { Icon, type IconName } from "./icons";

type SocialLinksProps = {
  config: SiteConfig;
  /** Also link the first WhatsApp number. */
  whatsapp?: boolean;
  /** Each link's look: a 44px (or 40px) target around its icon. */
  linkClassName: string;
  iconClassName?: string;
  className?: string;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
};

/** The consultancy's Instagram and Facebook (and WhatsApp) as icon links, named for screen readers. */
export function SocialLinks({ config, whatsapp, linkClassName, iconClassName, className, onClick }: SocialLinksProps) {
  const firstNumber = config.whatsappNumbers[0];
  const links: { label: string; icon: IconName; href: string }[] = [
    { label: "Instagram", icon: "instagram", href: config.instagramUrl },
    { label: "Facebook", icon: "facebook", href: config.facebookUrl },
  ];
  if (whatsapp && firstNumber) links.push({ label: "WhatsApp", icon: "whatsapp", href: whatsappHref(firstNumber) });
  return (
    <div className={className}>
      {links.map((link) => (
        <a
          key={link.label}
          href={link.href}
          onClick={onClick}
          aria-label={link.label}
          rel="noopener"
          className={`flex items-center justify-center ${linkClassName}`}
        >
          <Icon name={link.icon} className={iconClassName} />
        </a>
      ))}
    </div>
  );
}
