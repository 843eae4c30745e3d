/**
 * The Healthy Eating Index 2020 (HEI-2020) of a set of meals: 13 components, 0-100 in total.
 *
 * Source: National Cancer Institute and USDA Center for Nutrition Policy and Promotion,
 * "HEI-2020 components and scoring standards" (epi.grants.cancer.gov/hei), whose 13 components
 * and standards for ages 2 and older are those of HEI-2015 (Shams-White MM et al., "Healthy
 * Eating Index-2020: Review and Update Process to Reflect the Dietary Guidelines for Americans,
 * 2020-2025", J Acad Nutr Diet 2023;123(9):1280-1288). Scoring follows NCI's simple HEI scoring
 * algorithm (hei2015.score.macro.sas, used unchanged for HEI-2020):
 * - densities are per 1,000 kcal of the meals scored; sodium is in g per 1,000 kcal;
 * - adequacy components score max x density / standard, capped at max, 0 with none;
 * - moderation components score max at or below their best standard, 0 at or beyond their worst,
 *   and linearly between;
 * - fatty acids: (MUFA + PUFA) / SFA, 10 at 2.5 or more, 0 at 1.2 or less, linear between;
 *   with no saturated fat it is 10 if there is any unsaturated fat and 0 if there is none;
 * - added sugars: a teaspoon equivalent is 16 kcal; saturated fat 9 kcal a gram;
 * - no energy at all scores 0 on every component.
 * Beans, peas and lentils count in all four of Total Vegetables, Greens and Beans, Total
 * Protein Foods and Seafood and Plant Proteins (HEI-2015 on: Krebs-Smith SM et al., "Update of
 * the Healthy Eating Index: HEI-2015", J Acad Nutr Diet 2018;118(9):1591-1602; HEI-2010 instead
 * gave them to the protein components first, up to their standard). Fruit juice counts in
 * Total Fruits only.
 */
import { legumeOunces, type DietTotals } from '../catalogue/patterns.ts';

/** Energy of one teaspoon equivalent of added sugars in the NCI scoring (4 g x 4 kcal). */
export const KCAL_PER_ADDED_SUGAR_TSP = 16;
const KCAL_PER_GRAM_FAT = 9;

export const HEI_COMPONENTS = [
  'totalFruits',
  'wholeFruits',
  'totalVegetables',
  'greensAndBeans',
  'wholeGrains',
  'dairy',
  'totalProteinFoods',
  'seafoodPlantProteins',
  'fattyAcids',
  'refinedGrains',
  'sodium',
  'addedSugars',
  'saturatedFats',
] as const;
export type HeiComponent = (typeof HEI_COMPONENTS)[number];

interface Standard {
  name: string;
  kind: 'adequacy' | 'moderation';
  max: number;
  /** The value that scores the maximum (at least this for adequacy, at most for moderation). */
  best: number;
  /** The value that scores 0 (adequacy: none at all). */
  worst: number;
  unit: string;
}

/** The HEI-2020 standards (NCI, "HEI-2020 components and scoring standards"). */
export const HEI_STANDARDS: Record<HeiComponent, Standard> = {
  totalFruits: {
    name: 'Total Fruits',
    kind: 'adequacy',
    max: 5,
    best: 0.8,
    worst: 0,
    unit: 'cup eq per 1,000 kcal',
  },
  wholeFruits: {
    name: 'Whole Fruits',
    kind: 'adequacy',
    max: 5,
    best: 0.4,
    worst: 0,
    unit: 'cup eq per 1,000 kcal',
  },
  totalVegetables: {
    name: 'Total Vegetables',
    kind: 'adequacy',
    max: 5,
    best: 1.1,
    worst: 0,
    unit: 'cup eq per 1,000 kcal',
  },
  greensAndBeans: {
    name: 'Greens and Beans',
    kind: 'adequacy',
    max: 5,
    best: 0.2,
    worst: 0,
    unit: 'cup eq per 1,000 kcal',
  },
  wholeGrains: {
    name: 'Whole Grains',
    kind: 'adequacy',
    max: 10,
    best: 1.5,
    worst: 0,
    unit: 'oz eq per 1,000 kcal',
  },
  dairy: {
    name: 'Dairy',
    kind: 'adequacy',
    max: 10,
    best: 1.3,
    worst: 0,
    unit: 'cup eq per 1,000 kcal',
  },
  totalProteinFoods: {
    name: 'Total Protein Foods',
    kind: 'adequacy',
    max: 5,
    best: 2.5,
    worst: 0,
    unit: 'oz eq per 1,000 kcal',
  },
  seafoodPlantProteins: {
    name: 'Seafood and Plant Proteins',
    kind: 'adequacy',
    max: 5,
    best: 0.8,
    worst: 0,
    unit: 'oz eq per 1,000 kcal',
  },
  fattyAcids: {
    name: 'Fatty Acids',
    kind: 'adequacy',
    max: 10,
    best: 2.5,
    worst: 1.2,
    unit: '(MUFA + PUFA) / SFA',
  },
  refinedGrains: {
    name: 'Refined Grains',
    kind: 'moderation',
    max: 10,
    best: 1.8,
    worst: 4.3,
    unit: 'oz eq per 1,000 kcal',
  },
  sodium: {
    name: 'Sodium',
    kind: 'moderation',
    max: 10,
    best: 1.1,
    worst: 2.0,
    unit: 'g per 1,000 kcal',
  },
  addedSugars: {
    name: 'Added Sugars',
    kind: 'moderation',
    max: 10,
    best: 6.5,
    worst: 26,
    unit: '% of energy',
  },
  saturatedFats: {
    name: 'Saturated Fats',
    kind: 'moderation',
    max: 10,
    best: 8,
    worst: 16,
    unit: '% of energy',
  },
};

export interface HeiComponentScore {
  component: HeiComponent;
  name: string;
  kind: 'adequacy' | 'moderation';
  score: number;
  max: number;
  /** What was scored: a density per 1,000 kcal, the fatty-acid ratio or a share of energy;
   *  null for the fatty-acid ratio when there is no saturated fat (the ratio is unbounded). */
  value: number | null;
  unit: string;
  /** The value that earns the maximum, and the one that earns 0. */
  standardForMax: number;
  standardForZero: number;
}

export interface HeiScore {
  /** 0-100: the sum of the component scores. */
  total: number;
  components: HeiComponentScore[];
}

/** The amounts each component is made of, before densities: what the HEI counts. */
export function heiConstituents(totals: DietTotals): Record<HeiComponent, number> {
  const legumesOz = legumeOunces(totals);
  return {
    totalFruits: totals.fruitWhole + totals.fruitJuice,
    wholeFruits: totals.fruitWhole,
    totalVegetables:
      totals.vegDarkGreen +
      totals.vegRedOrange +
      totals.vegStarchy +
      totals.vegOther +
      totals.legumes,
    greensAndBeans: totals.vegDarkGreen + totals.legumes,
    wholeGrains: totals.grainWhole,
    dairy: totals.dairy,
    totalProteinFoods:
      totals.proteinMeatsPoultryEggs +
      totals.proteinSeafood +
      totals.proteinNutsSeedsSoy +
      legumesOz,
    seafoodPlantProteins: totals.proteinSeafood + totals.proteinNutsSeedsSoy + legumesOz,
    fattyAcids: totals.monounsaturatedFat + totals.polyunsaturatedFat,
    refinedGrains: totals.grainRefined,
    sodium: totals.sodiumMg / 1000,
    addedSugars: totals.addedSugars,
    saturatedFats: totals.saturatedFat,
  };
}

function adequacy(standard: Standard, value: number): number {
  if (value <= 0) return 0;
  return Math.min(standard.max, (standard.max * value) / standard.best);
}

function moderation(standard: Standard, value: number): number {
  if (value <= standard.best) return standard.max;
  if (value >= standard.worst) return 0;
  return (standard.max * (standard.worst - value)) / (standard.worst - standard.best);
}

function fattyAcidScore(standard: Standard, unsaturated: number, saturated: number): number {
  if (saturated <= 0) return unsaturated > 0 ? standard.max : 0;
  const ratio = unsaturated / saturated;
  if (ratio >= standard.best) return standard.max;
  if (ratio <= standard.worst) return 0;
  return (standard.max * (ratio - standard.worst)) / (standard.best - standard.worst);
}

/** Scores a set of meals (for one person: a day, or a week summed). */
export function scoreHei(totals: DietTotals): HeiScore {
  const amounts = heiConstituents(totals);
  const thousands = totals.kcal / 1000;
  const components = HEI_COMPONENTS.map((component): HeiComponentScore => {
    const standard = HEI_STANDARDS[component];
    let value: number | null;
    let score: number;
    if (component === 'fattyAcids') {
      value = totals.saturatedFat > 0 ? amounts.fattyAcids / totals.saturatedFat : null;
      score = fattyAcidScore(standard, amounts.fattyAcids, totals.saturatedFat);
    } else if (component === 'addedSugars') {
      value =
        thousands > 0 ? (100 * amounts.addedSugars * KCAL_PER_ADDED_SUGAR_TSP) / totals.kcal : 0;
      score = moderation(standard, value);
    } else if (component === 'saturatedFats') {
      value = thousands > 0 ? (100 * amounts.saturatedFats * KCAL_PER_GRAM_FAT) / totals.kcal : 0;
      score = moderation(standard, value);
    } else {
      value = thousands > 0 ? amounts[component] / thousands : 0;
      score =
        standard.kind === 'adequacy' ? adequacy(standard, value) : moderation(standard, value);
    }
    if (thousands <= 0) score = 0;
    return {
      component,
      name: standard.name,
      kind: standard.kind,
      score,
      max: standard.max,
      value,
      unit: standard.unit,
      standardForMax: standard.best,
      standardForZero: standard.worst,
    };
  });
  return { total: components.reduce((sum, part) => sum + part.score, 0), components };
}
