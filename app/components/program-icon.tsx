import { StrokeIcon } from "./icons";
import { programIconKey, type ProgramIconKey } from "~/catalogue/program-icon-rules";

// One stroke path per discipline (24×24 grid), inlined so no icon font or sprite is downloaded.
const ICON_PATHS: Record<ProgramIconKey, string> = {
  medicine: "M12 7v10M7 12h10M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0z",
  dentistry:
    "M7 3C4.5 3 3 5 3 7.5c0 3 1.5 5 2 7.5.5 2.5 1 6 2.5 6S9.5 17 12 17s3 4 4.5 4 2-3.5 2.5-6c.5-2.5 2-4.5 2-7.5C21 5 19.5 3 17 3c-2 0-3 1-5 1S9 3 7 3z",
  pharmacy: "m10.5 20.5 10-10a5 5 0 0 0-7-7l-10 10a5 5 0 0 0 7 7zM8.5 8.5l7 7",
  nursing:
    "M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8l1 1L12 21l7.8-7.6 1-1a5.5 5.5 0 0 0 0-7.8zM3.5 12h5l1.5-3 3 6 1.5-3h5",
  computer:
    "M4 4h16a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1zM8 20h8M12 16v4M10 8l-2 2 2 2M14 8l2 2-2 2",
  engineering:
    "M15 12a3 3 0 1 1-6 0 3 3 0 0 1 6 0zM19 12a7 7 0 1 1-14 0 7 7 0 0 1 14 0zM12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9 7 7M17 17l2.1 2.1M4.9 19.1 7 17M17 7l2.1-2.1",
  business:
    "M4 7h16a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1zM9 7V5a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v2M3 13h18",
  economics: "M3 3v18h18M7 15l4-4 3 3 6-6M16 8h4v4",
  law: "M12 3v18M7 21h10M5 7h14M5 7l-3 7M5 7l3 7M19 7l-3 7M19 7l3 7M2 14a3 3 0 0 0 6 0M16 14a3 3 0 0 0 6 0",
  psychology: "M9 21v-3H6a2 2 0 0 1-2-2v-3l-2-1 2-3a8 8 0 1 1 12 7v5M15 9.5a2 2 0 1 1-4 0 2 2 0 0 1 4 0z",
  architecture: "M3 21h18M5 21V10M9 21V10M15 21V10M19 21V10M2 10h20L12 3z",
  international: "M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0zM3 12h18M12 3a14 14 0 0 1 0 18 14 14 0 0 1 0-18z",
  logistics: "M2 6h11v10H2zM13 9h4l4 4v3h-8M8 18a2 2 0 1 1-4 0 2 2 0 0 1 4 0zM19 18a2 2 0 1 1-4 0 2 2 0 0 1 4 0z",
  gastronomy: "M6 13.9A4 4 0 0 1 7 6a5 5 0 0 1 10 0 4 4 0 0 1 1 7.9V20H6zM6 17h12",
  aviation: "M21 16v-2l-8-5V3.5a1.5 1.5 0 0 0-3 0V9l-8 5v2l8-2.5V19l-2 1.5V22l3.5-1 3.5 1v-1.5L13 19v-5.5z",
  "public-relations": "M3 11v3a1 1 0 0 0 1 1h2l5 4V6l-5 4H4a1 1 0 0 0-1 1zM15 9a4 4 0 0 1 0 6M18 6a8 8 0 0 1 0 12",
  biomedical: "M7 2c0 6 10 8 10 14v6M17 2c0 6-10 8-10 14v6M8 6h8M8 18h8M9.5 10h5",
  physiotherapy: "M14 4a2 2 0 1 1-4 0 2 2 0 0 1 4 0zM5 7l4 2h6l4-2M12 9v6M12 15l-3 6M12 15l3 6",
  nutrition:
    "M12 7c-2-1.5-6-1-6.5 3S7 20 9.5 20.5c1 .2 1.7-.5 2.5-.5s1.5.7 2.5.5C17 20 19 14 18.5 10S14 5.5 12 7zM12 7c0-2 1-3.5 3-4",
  "graduation-cap": "M22 10 12 5 2 10l10 5 10-5zM6 12v5c3 3 9 3 12 0v-5",
};

/** The discipline icon of a program, chosen from keywords in its name (see ~/catalogue/program-icon-rules). */
export function ProgramIcon({ name, className = "h-6 w-6" }: { name: string; className?: string }) {
  const key = programIconKey(name);
  return <StrokeIcon d={ICON_PATHS[key]} className={className} data-icon={key} />;
}
