import { m } from "~/i18n/paraglide/messages";
import { programIconKey, type ProgramIconKey } from "~/catalogue/program-icon-rules";

// Editorial copy for the program detail page: key features and career opportunities by discipline, not by
// university or program row (the facts — who offers it, for how much, how long — come from D1). The discipline
// is the program's icon keyword (its name), falling back to its category, then to a general text. The texts are
// messages (app/i18n/messages/detail): kept here as message functions and called per request, so each page reads
// them in its own language.

type Copy = { features: string[]; careers: string[] };
type Message = () => string;
type Texts = { features: Message[]; careers: Message[] };

const BY_DISCIPLINE: Partial<Record<ProgramIconKey, Texts>> = {
  medicine: {
    features: [
      m.detail_copy_medicine_feature_1,
      m.detail_copy_medicine_feature_2,
      m.detail_copy_medicine_feature_3,
      m.detail_copy_medicine_feature_4,
    ],
    careers: [
      m.detail_copy_medicine_career_1,
      m.detail_copy_medicine_career_2,
      m.detail_copy_medicine_career_3,
      m.detail_copy_medicine_career_4,
      m.detail_copy_medicine_career_5,
    ],
  },
  dentistry: {
    features: [
      m.detail_copy_dentistry_feature_1,
      m.detail_copy_dentistry_feature_2,
      m.detail_copy_dentistry_feature_3,
      m.detail_copy_dentistry_feature_4,
    ],
    careers: [
      m.detail_copy_dentistry_career_1,
      m.detail_copy_dentistry_career_2,
      m.detail_copy_dentistry_career_3,
      m.detail_copy_dentistry_career_4,
      m.detail_copy_dentistry_career_5,
    ],
  },
  pharmacy: {
    features: [
      m.detail_copy_pharmacy_feature_1,
      m.detail_copy_pharmacy_feature_2,
      m.detail_copy_pharmacy_feature_3,
      m.detail_copy_pharmacy_feature_4,
    ],
    careers: [
      m.detail_copy_pharmacy_career_1,
      m.detail_copy_pharmacy_career_2,
      m.detail_copy_pharmacy_career_3,
      m.detail_copy_pharmacy_career_4,
      m.detail_copy_pharmacy_career_5,
    ],
  },
  nursing: {
    features: [
      m.detail_copy_nursing_feature_1,
      m.detail_copy_nursing_feature_2,
      m.detail_copy_nursing_feature_3,
      m.detail_copy_nursing_feature_4,
    ],
    careers: [
      m.detail_copy_nursing_career_1,
      m.detail_copy_nursing_career_2,
      m.detail_copy_nursing_career_3,
      m.detail_copy_nursing_career_4,
      m.detail_copy_nursing_career_5,
    ],
  },
  computer: {
    features: [
      m.detail_copy_computer_feature_1,
      m.detail_copy_computer_feature_2,
      m.detail_copy_computer_feature_3,
      m.detail_copy_computer_feature_4,
    ],
    careers: [
      m.detail_copy_computer_career_1,
      m.detail_copy_computer_career_2,
      m.detail_copy_computer_career_3,
      m.detail_copy_computer_career_4,
      m.detail_copy_computer_career_5,
    ],
  },
  engineering: {
    features: [
      m.detail_copy_engineering_feature_1,
      m.detail_copy_engineering_feature_2,
      m.detail_copy_engineering_feature_3,
      m.detail_copy_engineering_feature_4,
    ],
    careers: [
      m.detail_copy_engineering_career_1,
      m.detail_copy_engineering_career_2,
      m.detail_copy_engineering_career_3,
      m.detail_copy_engineering_career_4,
      m.detail_copy_engineering_career_5,
    ],
  },
  business: {
    features: [
      m.detail_copy_business_feature_1,
      m.detail_copy_business_feature_2,
      m.detail_copy_business_feature_3,
      m.detail_copy_business_feature_4,
    ],
    careers: [
      m.detail_copy_business_career_1,
      m.detail_copy_business_career_2,
      m.detail_copy_business_career_3,
      m.detail_copy_business_career_4,
      m.detail_copy_business_career_5,
    ],
  },
  economics: {
    features: [
      m.detail_copy_economics_feature_1,
      m.detail_copy_economics_feature_2,
      m.detail_copy_economics_feature_3,
      m.detail_copy_economics_feature_4,
    ],
    careers: [
      m.detail_copy_economics_career_1,
      m.detail_copy_economics_career_2,
      m.detail_copy_economics_career_3,
      m.detail_copy_economics_career_4,
      m.detail_copy_economics_career_5,
    ],
  },
  law: {
    features: [
      m.detail_copy_law_feature_1,
      m.detail_copy_law_feature_2,
      m.detail_copy_law_feature_3,
      m.detail_copy_law_feature_4,
    ],
    careers: [
      m.detail_copy_law_career_1,
      m.detail_copy_law_career_2,
      m.detail_copy_law_career_3,
      m.detail_copy_law_career_4,
      m.detail_copy_law_career_5,
    ],
  },
  psychology: {
    features: [
      m.detail_copy_psychology_feature_1,
      m.detail_copy_psychology_feature_2,
      m.detail_copy_psychology_feature_3,
      m.detail_copy_psychology_feature_4,
    ],
    careers: [
      m.detail_copy_psychology_career_1,
      m.detail_copy_psychology_career_2,
      m.detail_copy_psychology_career_3,
      m.detail_copy_psychology_career_4,
      m.detail_copy_psychology_career_5,
    ],
  },
  architecture: {
    features: [
      m.detail_copy_architecture_feature_1,
      m.detail_copy_architecture_feature_2,
      m.detail_copy_architecture_feature_3,
      m.detail_copy_architecture_feature_4,
    ],
    careers: [
      m.detail_copy_architecture_career_1,
      m.detail_copy_architecture_career_2,
      m.detail_copy_architecture_career_3,
      m.detail_copy_architecture_career_4,
      m.detail_copy_architecture_career_5,
    ],
  },
  international: {
    features: [
      m.detail_copy_international_feature_1,
      m.detail_copy_international_feature_2,
      m.detail_copy_international_feature_3,
      m.detail_copy_international_feature_4,
    ],
    careers: [
      m.detail_copy_international_career_1,
      m.detail_copy_international_career_2,
      m.detail_copy_international_career_3,
      m.detail_copy_international_career_4,
      m.detail_copy_international_career_5,
    ],
  },
  logistics: {
    features: [
      m.detail_copy_logistics_feature_1,
      m.detail_copy_logistics_feature_2,
      m.detail_copy_logistics_feature_3,
      m.detail_copy_logistics_feature_4,
    ],
    careers: [
      m.detail_copy_logistics_career_1,
      m.detail_copy_logistics_career_2,
      m.detail_copy_logistics_career_3,
      m.detail_copy_logistics_career_4,
      m.detail_copy_logistics_career_5,
    ],
  },
  gastronomy: {
    features: [
      m.detail_copy_gastronomy_feature_1,
      m.detail_copy_gastronomy_feature_2,
      m.detail_copy_gastronomy_feature_3,
      m.detail_copy_gastronomy_feature_4,
    ],
    careers: [
      m.detail_copy_gastronomy_career_1,
      m.detail_copy_gastronomy_career_2,
      m.detail_copy_gastronomy_career_3,
      m.detail_copy_gastronomy_career_4,
      m.detail_copy_gastronomy_career_5,
    ],
  },
  aviation: {
    features: [
      m.detail_copy_aviation_feature_1,
      m.detail_copy_aviation_feature_2,
      m.detail_copy_aviation_feature_3,
      m.detail_copy_aviation_feature_4,
    ],
    careers: [
      m.detail_copy_aviation_career_1,
      m.detail_copy_aviation_career_2,
      m.detail_copy_aviation_career_3,
      m.detail_copy_aviation_career_4,
      m.detail_copy_aviation_career_5,
    ],
  },
  "public-relations": {
    features: [
      m.detail_copy_public_relations_feature_1,
      m.detail_copy_public_relations_feature_2,
      m.detail_copy_public_relations_feature_3,
      m.detail_copy_public_relations_feature_4,
    ],
    careers: [
      m.detail_copy_public_relations_career_1,
      m.detail_copy_public_relations_career_2,
      m.detail_copy_public_relations_career_3,
      m.detail_copy_public_relations_career_4,
      m.detail_copy_public_relations_career_5,
    ],
  },
  biomedical: {
    features: [
      m.detail_copy_biomedical_feature_1,
      m.detail_copy_biomedical_feature_2,
      m.detail_copy_biomedical_feature_3,
      m.detail_copy_biomedical_feature_4,
    ],
    careers: [
      m.detail_copy_biomedical_career_1,
      m.detail_copy_biomedical_career_2,
      m.detail_copy_biomedical_career_3,
      m.detail_copy_biomedical_career_4,
      m.detail_copy_biomedical_career_5,
    ],
  },
  physiotherapy: {
    features: [
      m.detail_copy_physiotherapy_feature_1,
      m.detail_copy_physiotherapy_feature_2,
      m.detail_copy_physiotherapy_feature_3,
      m.detail_copy_physiotherapy_feature_4,
    ],
    careers: [
      m.detail_copy_physiotherapy_career_1,
      m.detail_copy_physiotherapy_career_2,
      m.detail_copy_physiotherapy_career_3,
      m.detail_copy_physiotherapy_career_4,
      m.detail_copy_physiotherapy_career_5,
    ],
  },
  nutrition: {
    features: [
      m.detail_copy_nutrition_feature_1,
      m.detail_copy_nutrition_feature_2,
      m.detail_copy_nutrition_feature_3,
      m.detail_copy_nutrition_feature_4,
    ],
    careers: [
      m.detail_copy_nutrition_career_1,
      m.detail_copy_nutrition_career_2,
      m.detail_copy_nutrition_career_3,
      m.detail_copy_nutrition_career_4,
      m.detail_copy_nutrition_career_5,
    ],
  },
};

const BY_CATEGORY: Record<string, Texts> = {
  "Health Sciences": {
    features: [
      m.detail_copy_health_sciences_feature_1,
      m.detail_copy_health_sciences_feature_2,
      m.detail_copy_health_sciences_feature_3,
      m.detail_copy_health_sciences_feature_4,
    ],
    careers: [
      m.detail_copy_health_sciences_career_1,
      m.detail_copy_health_sciences_career_2,
      m.detail_copy_health_sciences_career_3,
      m.detail_copy_health_sciences_career_4,
      m.detail_copy_health_sciences_career_5,
    ],
  },
  Engineering: BY_DISCIPLINE.engineering as Texts,
  Business: BY_DISCIPLINE.business as Texts,
  "Arts & Design": {
    features: [
      m.detail_copy_arts_design_feature_1,
      m.detail_copy_arts_design_feature_2,
      m.detail_copy_arts_design_feature_3,
      m.detail_copy_arts_design_feature_4,
    ],
    careers: [
      m.detail_copy_arts_design_career_1,
      m.detail_copy_arts_design_career_2,
      m.detail_copy_arts_design_career_3,
      m.detail_copy_arts_design_career_4,
      m.detail_copy_arts_design_career_5,
    ],
  },
  "Social Sciences": {
    features: [
      m.detail_copy_social_sciences_feature_1,
      m.detail_copy_social_sciences_feature_2,
      m.detail_copy_social_sciences_feature_3,
      m.detail_copy_social_sciences_feature_4,
    ],
    careers: [
      m.detail_copy_social_sciences_career_1,
      m.detail_copy_social_sciences_career_2,
      m.detail_copy_social_sciences_career_3,
      m.detail_copy_social_sciences_career_4,
      m.detail_copy_social_sciences_career_5,
    ],
  },
};

const GENERAL: Texts = {
  features: [
    m.detail_copy_general_feature_1,
    m.detail_copy_general_feature_2,
    m.detail_copy_general_feature_3,
    m.detail_copy_general_feature_4,
  ],
  careers: [
    m.detail_copy_general_career_1,
    m.detail_copy_general_career_2,
    m.detail_copy_general_career_3,
    m.detail_copy_general_career_4,
    m.detail_copy_general_career_5,
  ],
};

/** Key features and career opportunities of a program, by its discipline, in the language of the request. */
export function programCopy(name: string, category: string): Copy {
  const texts = BY_DISCIPLINE[programIconKey(name)] ?? BY_CATEGORY[category] ?? GENERAL;
  return { features: texts.features.map((text) => text()), careers: texts.careers.map((text) => text()) };
}
