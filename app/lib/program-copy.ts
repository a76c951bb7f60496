import { programIconKey, type ProgramIconKey } from "./program-icon";

// Editorial copy for the program detail page: key features and career opportunities by discipline, not by
// university or program row (the facts — who offers it, for how much, how long — come from D1). The discipline
// is the program's icon keyword (its name), falling back to its category, then to a general text.

type Copy = { features: string[]; careers: string[] };

const BY_DISCIPLINE: Partial<Record<ProgramIconKey, Copy>> = {
  medicine: {
    features: [
      "Six-year English-taught curriculum recognised by the Turkish Higher Education Council (YÖK)",
      "Early clinical exposure in university teaching hospitals",
      "Simulation labs for clinical and surgical skills",
      "Internship year with rotations through the major specialties",
    ],
    careers: [
      "Medical Doctor (General Practitioner)",
      "Specialist Physician after residency",
      "Surgeon",
      "Medical Researcher",
      "Public Health Officer",
    ],
  },
  dentistry: {
    features: [
      "Five-year program taught in English",
      "Preclinical phantom-head and digital dentistry labs",
      "Supervised treatment of patients in university dental clinics",
      "Training across restorative, orthodontic and surgical dentistry",
    ],
    careers: [
      "Dentist in private or public practice",
      "Orthodontist",
      "Oral and Maxillofacial Surgeon",
      "Dental Researcher",
      "Dental Clinic Owner",
    ],
  },
  pharmacy: {
    features: [
      "Five-year program covering pharmaceutical sciences and clinical pharmacy",
      "Modern pharmaceutical technology and analysis laboratories",
      "Internships in hospital and community pharmacies",
      "Preparation for licensing as a pharmacist",
    ],
    careers: [
      "Community Pharmacist",
      "Hospital (Clinical) Pharmacist",
      "Pharmaceutical Industry Specialist",
      "Regulatory Affairs Officer",
      "Drug Research Scientist",
    ],
  },
  nursing: {
    features: [
      "Skills laboratories with patient simulators",
      "Clinical rotations from the first years",
      "Training in internal medicine, surgery, paediatrics and intensive care",
      "Strong focus on patient safety and ethics",
    ],
    careers: [
      "Registered Nurse",
      "Intensive Care Nurse",
      "Operating Room Nurse",
      "Community Health Nurse",
      "Nurse Educator",
    ],
  },
  computer: {
    features: [
      "Strong foundations in algorithms, data structures and software design",
      "Project-based labs and a senior design project",
      "Courses in artificial intelligence, networks and cyber security",
      "Internships with technology companies in Istanbul",
    ],
    careers: [
      "Software Engineer",
      "Data Scientist",
      "Machine Learning Engineer",
      "Systems Architect",
      "Cyber Security Analyst",
    ],
  },
  engineering: {
    features: [
      "Solid grounding in mathematics, physics and engineering design",
      "Hands-on laboratory work and a capstone design project",
      "Industry internships in Turkey's manufacturing and technology sectors",
      "Programs built to international accreditation standards",
    ],
    careers: [
      "Design Engineer",
      "Project Engineer",
      "Research and Development Engineer",
      "Technical Consultant",
      "Operations Manager",
    ],
  },
  business: {
    features: [
      "Courses in management, marketing, finance and strategy",
      "Case studies and projects with real companies",
      "Internship opportunities in Istanbul's business hub",
      "Entrepreneurship and leadership training",
    ],
    careers: ["Business Manager", "Marketing Specialist", "Financial Analyst", "Management Consultant", "Entrepreneur"],
  },
  economics: {
    features: [
      "Micro- and macroeconomics with quantitative methods",
      "Econometrics and data analysis with modern software",
      "Courses on emerging markets and economic policy",
      "Preparation for finance, research and public-sector careers",
    ],
    careers: ["Economist", "Financial Analyst", "Banking Professional", "Policy Analyst", "Investment Adviser"],
  },
  law: {
    features: [
      "Foundations of public, private and international law",
      "Moot court and legal writing practice",
      "Courses on comparative and commercial law",
      "Internships in law firms and institutions",
    ],
    careers: ["Lawyer", "Legal Adviser", "Corporate Counsel", "Diplomat", "Human Rights Officer"],
  },
  psychology: {
    features: [
      "Cognitive, developmental, social and clinical psychology",
      "Research methods and statistics with lab work",
      "Supervised internships in clinics, schools and hospitals",
      "Preparation for graduate study and licensing",
    ],
    careers: ["Psychologist", "Counsellor", "Human Resources Specialist", "Researcher", "School Psychologist"],
  },
  architecture: {
    features: [
      "Studio-based design education from the first year",
      "Building technology, structures and sustainable design",
      "Digital design and modelling tools",
      "Istanbul's architectural heritage as a living classroom",
    ],
    careers: [
      "Architect",
      "Interior Architect",
      "Urban Planner",
      "Architectural Visualisation Specialist",
      "Project Manager",
    ],
  },
  international: {
    features: [
      "Political theory, diplomacy and international law",
      "Regional studies on Africa, Europe and the Middle East",
      "Model United Nations and debate opportunities",
      "Istanbul as a crossroads of global politics",
    ],
    careers: [
      "Diplomat",
      "International Organisation Officer",
      "Policy Analyst",
      "Journalist",
      "NGO Programme Manager",
    ],
  },
  logistics: {
    features: [
      "Supply chain, customs and international trade law",
      "Istanbul's ports and airports as study cases",
      "Software tools for planning and operations",
      "Internships with logistics and trading companies",
    ],
    careers: [
      "Logistics Manager",
      "Supply Chain Analyst",
      "Customs Consultant",
      "Import/Export Specialist",
      "Freight Forwarder",
    ],
  },
  gastronomy: {
    features: [
      "Professional kitchens and pastry laboratories",
      "Turkish and world cuisines with food science",
      "Restaurant management and food entrepreneurship",
      "Internships in hotels and restaurants",
    ],
    careers: ["Chef", "Food and Beverage Manager", "Restaurant Owner", "Food Stylist", "Culinary Consultant"],
  },
  aviation: {
    features: [
      "Courses aligned with international aviation regulations",
      "Training facilities close to Istanbul's airports",
      "Safety, operations and customer service modules",
      "Internships with airlines and ground-handling companies",
    ],
    careers: [
      "Airline Pilot",
      "Cabin Crew Member",
      "Airline Operations Manager",
      "Airport Manager",
      "Aviation Safety Officer",
    ],
  },
  "public-relations": {
    features: [
      "Strategic communication, advertising and media planning",
      "Campaign projects with real clients",
      "Digital and social media communication",
      "Portfolio building from the first year",
    ],
    careers: [
      "Public Relations Specialist",
      "Advertising Executive",
      "Social Media Manager",
      "Brand Manager",
      "Corporate Communications Officer",
    ],
  },
  biomedical: {
    features: [
      "Engineering applied to medicine and biology",
      "Medical imaging, biomaterials and device design",
      "Projects with university hospitals",
      "Laboratory-based learning throughout the program",
    ],
    careers: [
      "Biomedical Engineer",
      "Medical Device Specialist",
      "Clinical Engineer",
      "Research Scientist",
      "Regulatory Affairs Specialist",
    ],
  },
  physiotherapy: {
    features: [
      "Anatomy, kinesiology and manual therapy",
      "Clinical practice in orthopaedic, neurological and sports rehabilitation",
      "Modern rehabilitation and electrotherapy labs",
      "Supervised internships in hospitals and clinics",
    ],
    careers: [
      "Physiotherapist",
      "Sports Rehabilitation Specialist",
      "Rehabilitation Centre Manager",
      "Occupational Health Consultant",
      "Researcher",
    ],
  },
  nutrition: {
    features: [
      "Clinical nutrition, food science and community health",
      "Diet planning for patients and athletes",
      "Supervised practice in hospital diet units",
      "Research projects on public health nutrition",
    ],
    careers: [
      "Clinical Dietitian",
      "Sports Nutritionist",
      "Public Health Nutritionist",
      "Food Industry Consultant",
      "Wellness Coach",
    ],
  },
};

const BY_CATEGORY: Record<string, Copy> = {
  "Health Sciences": {
    features: [
      "Practice-oriented training in university hospitals and clinics",
      "Modern laboratories and simulation facilities",
      "Internationally recognised degree",
      "Small-group clinical supervision",
    ],
    careers: [
      "Healthcare Professional",
      "Hospital Specialist",
      "Clinical Researcher",
      "Health Services Manager",
      "Health Educator",
    ],
  },
  Engineering: BY_DISCIPLINE.engineering as Copy,
  Business: BY_DISCIPLINE.business as Copy,
  "Arts & Design": {
    features: [
      "Studio-based learning with individual critiques",
      "Digital design tools and workshops",
      "Projects and exhibitions in Istanbul's creative scene",
      "Portfolio building throughout the program",
    ],
    careers: ["Designer", "Creative Director", "Visual Artist", "Design Consultant", "Art Director"],
  },
  "Social Sciences": {
    features: [
      "Critical thinking, research and writing skills",
      "Small seminars and discussion-based classes",
      "Internships with institutions and companies",
      "Exchange opportunities with partner universities",
    ],
    careers: [
      "Researcher",
      "Public Sector Specialist",
      "Communications Officer",
      "Teacher or Trainer",
      "NGO Professional",
    ],
  },
};

const GENERAL: Copy = {
  features: [
    "Taught by experienced faculty at an accredited Turkish university",
    "Internationally recognised degree",
    "Modern campus facilities in Istanbul",
    "Support for international students from arrival to graduation",
  ],
  careers: [
    "Professional in your field in Nigeria or abroad",
    "Graduate studies",
    "Research",
    "Consulting",
    "Entrepreneurship",
  ],
};

/** Key features and career opportunities of a program, by its discipline. */
export function programCopy(name: string, category: string): Copy {
  return BY_DISCIPLINE[programIconKey(name)] ?? BY_CATEGORY[category] ?? GENERAL;
}
