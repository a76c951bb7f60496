// The picture of a full program card is chosen by program name (spec section 2, "Program card"): about forty
// names map to a local illustration of their discipline (public/images/programs/, drawn by
// scripts/generate-program-pictures.mjs); any other name, or a picture that fails to load, shows the default.
// This maps names to pictures only; which programs exist is D1's business.

export const DEFAULT_PROGRAM_PICTURE = "/images/programs/default.svg";
export const PROGRAM_PICTURE_SIZE = { width: 640, height: 360 } as const;

const PICTURE_BY_NAME: Record<string, string> = {
  medicine: "medicine",
  anesthesia: "medicine",
  "medical imaging techniques": "medicine",
  dentistry: "dentistry",
  "oral & dental health": "dentistry",
  pharmacy: "pharmacy",
  nursing: "nursing",
  midwifery: "nursing",
  "physiotherapy & rehabilitation": "physiotherapy",
  physiotherapy: "physiotherapy",
  "occupational therapy": "physiotherapy",
  "nutrition & dietetics": "nutrition",
  audiology: "audiology",
  "computer engineering": "computer",
  "software engineering": "computer",
  "computer science": "computer",
  "management information systems": "computer",
  "artificial intelligence engineering": "artificial-intelligence",
  "data science": "artificial-intelligence",
  "cyber security": "cyber-security",
  "electrical & electronics engineering": "electrical",
  "electrical-electronic engineering": "electrical",
  "civil engineering": "civil",
  "mechanical engineering": "mechanical",
  "industrial engineering": "industrial",
  "engineering management": "industrial",
  "biomedical engineering": "biomedical",
  bioengineering: "biomedical",
  "genetics & bioengineering": "genetics",
  "molecular biology & genetics": "genetics",
  "molecular biology": "genetics",
  "business administration": "business",
  "mba (master of business administration)": "business",
  mba: "business",
  economics: "economics",
  "banking & finance": "economics",
  "international finance": "economics",
  "international trade & business": "logistics",
  "international trade & logistics": "logistics",
  "international logistics & transportation": "logistics",
  logistics: "logistics",
  law: "law",
  psychology: "psychology",
  "clinical psychology": "psychology",
  architecture: "architecture",
  "interior architecture & environmental design": "interior-design",
  "industrial design": "design",
  "visual communication design": "design",
  "communication & design": "design",
  "gastronomy & culinary arts": "gastronomy",
  "aviation management": "aviation",
  "flight training (pilotage)": "aviation",
  "civil aviation cabin services": "aviation",
  "political science & international relations": "international-relations",
  "international relations": "international-relations",
  "public relations & advertising": "communication",
  "new media & communication": "communication",
  "english language teaching": "education",
  "english language & literature": "education",
  "english translation & interpreting": "education",
};

function pictureKey(name: string) {
  const exact = name.trim().toLowerCase().replace(/\s+/g, " ");
  // "Clinical Psychology (Thesis)", "Computer Science (PhD)": the variant in brackets shares its discipline's picture.
  return PICTURE_BY_NAME[exact] ?? PICTURE_BY_NAME[exact.replace(/\s*\([^)]*\)\s*$/, "")];
}

/** The local picture of a program, by its name; the default picture for a name it does not know. */
export function programPicture(name: string): string {
  const key = pictureKey(name);
  return key ? `/images/programs/${key}.svg` : DEFAULT_PROGRAM_PICTURE;
}

/** How many names have a picture of their own (the spec speaks of about forty). */
export const PROGRAM_PICTURE_NAMES = Object.keys(PICTURE_BY_NAME);
