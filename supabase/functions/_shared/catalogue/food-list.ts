/**
 * The hand-chosen ingredients of the catalogue. Each one names its USDA SR28 entry by NDB
 * number; nutrition is not typed here but extracted from SR28 by scripts/extract-foods.ts
 * into foods.generated.ts. What is typed here is judgement: which allergens a food carries,
 * whether it has gluten, whether it is paleo, animal, flesh or a pantry staple, and the words a
 * person might use for it.
 *
 * Choices that are not obvious:
 * - Coconut is NOT a tree nut here. The FDA's allergen guidance (Questions and Answers Regarding
 *   Food Allergens, Edition 5, January 2025) removed coconut from its list of tree nuts, and
 *   allergists treat coconut allergy as separate and rare; a person allergic to coconut can still
 *   type 'coconut' in the 'Other' allergies field, which is matched against `terms`.
 * - Oats carry gluten: most oats sold in the US are cross-contacted with wheat, and the plan
 *   cannot know a shopper will find a certified gluten-free bag.
 * - Soy sauce (shoyu) is brewed with wheat: Soy + Wheat + gluten. Tamari is the wheat-free one.
 * - Sauces whose common US recipes include an allergen are tagged with it even when some
 *   brands do without (hoisin and oyster sauce with wheat and soy, worcestershire with anchovy
 *   and, via malt vinegar in many brands, gluten; miso with gluten because many misos are barley
 *   based). Erring this way can only exclude a recipe, never serve an allergen.
 * - Refined soybean oil and soy lecithin are exempt from US allergen labelling; mayonnaise is
 *   therefore tagged Eggs only. Commercial sandwich bread is tagged Wheat and Soy because most US
 *   loaves list soy flour or soybean lecithin among the ingredients.
 * - Paleo follows the type's definition: no grains, legumes (peanuts and soy included), dairy,
 *   refined sugar, seed oils or processed foods. Honey and maple syrup are accepted (unrefined),
 *   white potatoes are not, and cured or processed meats (bacon, ham, sausage, deli meat, jerky)
 *   are not, because their curing and fillers add sugar and additives.
 * - Meat-derived condiments (chicken broth, fish sauce, oyster sauce, worcestershire) count as
 *   flesh so vegetarian recipes never carry them.
 * - A pantry staple is a food that keeps for months once bought and that a kitchen may already
 *   have (oils, vinegars, salt and spices, baking goods, sauces, garlic, miso): a person can say
 *   it is at home, and the week then buys none. Fresh lemons and limes and a can of tomato paste
 *   (days once opened) are bought for the week like any produce or can.
 * - Textured vegetable protein (TVP) is extruded defatted soy flour; SR28 has no TVP entry, so the
 *   defatted soy flour entry (16117) supplies its nutrition (same ingredient, dried).
 */
import { sectionOfFood, type StoreSection } from './sections.ts';
import type { Allergen, FoodGroup, FoodListEntry } from './types.ts';

interface FoodOptions {
  allergens?: Allergen[];
  gluten?: boolean;
  paleo?: boolean;
  animal?: boolean;
  flesh?: boolean;
  pantry?: boolean;
  section?: StoreSection;
}

/** What a food group usually implies; each entry may override any of these. */
function groupDefaults(group: FoodGroup): Required<Omit<FoodOptions, 'section'>> {
  const base: Required<Omit<FoodOptions, 'section'>> = {
    allergens: [],
    gluten: false,
    paleo: true,
    animal: false,
    flesh: false,
    pantry: false,
  };
  switch (group) {
    case 'meat':
    case 'poultry':
      return { ...base, animal: true, flesh: true };
    case 'fish':
      return { ...base, animal: true, flesh: true, allergens: ['Fish'] };
    case 'shellfish':
      return { ...base, animal: true, flesh: true, allergens: ['Shellfish'] };
    case 'egg':
      return { ...base, animal: true, allergens: ['Eggs'] };
    case 'dairy':
      return { ...base, animal: true, paleo: false, allergens: ['Dairy'] };
    case 'legume':
      return { ...base, paleo: false };
    case 'soy':
      return { ...base, paleo: false, allergens: ['Soy'] };
    case 'grain':
      return { ...base, paleo: false };
    case 'nut':
      return { ...base, allergens: ['Tree Nuts'] };
    case 'oil':
    case 'spice':
      return { ...base, pantry: true };
    case 'condiment':
      return { ...base, pantry: true };
    case 'sweetener':
      return { ...base, pantry: true, paleo: false };
    default:
      return base;
  }
}

/** Builds one list entry from its group's defaults and the entry's own overrides. Exported so
 *  food-list-extra.ts can add foods the same way. */
export function defineFood(
  key: string,
  ndb: string,
  name: string,
  group: FoodGroup,
  terms: string[],
  options: FoodOptions = {},
): FoodListEntry {
  const defaults = groupDefaults(group);
  return {
    key,
    ndb,
    name,
    group,
    allergens: options.allergens ?? defaults.allergens,
    gluten: options.gluten ?? defaults.gluten,
    paleo: options.paleo ?? defaults.paleo,
    animal: options.animal ?? defaults.animal,
    flesh: options.flesh ?? defaults.flesh,
    pantry: options.pantry ?? defaults.pantry,
    section: options.section ?? sectionOfFood(key, group),
    terms,
  };
}

const f = defineFood;
const WHEAT = { allergens: ['Wheat'] as Allergen[], gluten: true };

export const foodEntries: FoodListEntry[] = [
  // Eggs and dairy
  f('egg', '01123', 'Eggs, large', 'egg', ['egg']),
  f('egg_white', '01124', 'Liquid egg whites', 'egg', ['egg', 'egg white']),
  f('milk', '01079', 'Milk, 2%', 'dairy', ['milk', 'dairy']),
  f('butter', '01001', 'Butter, salted', 'dairy', ['butter', 'dairy']),
  f('greek_yogurt', '01256', 'Greek yogurt, plain nonfat', 'dairy', [
    'yogurt',
    'greek yogurt',
    'dairy',
  ]),
  f('yogurt', '01116', 'Yogurt, plain whole milk', 'dairy', ['yogurt', 'dairy']),
  f('cottage_cheese', '01015', 'Cottage cheese, 2%', 'dairy', [
    'cottage cheese',
    'cheese',
    'dairy',
  ]),
  f('cheddar', '01009', 'Cheddar cheese', 'dairy', ['cheddar', 'cheese', 'dairy']),
  f('mozzarella', '01028', 'Mozzarella, part skim', 'dairy', ['mozzarella', 'cheese', 'dairy']),
  f('parmesan', '01032', 'Parmesan, grated', 'dairy', ['parmesan', 'cheese', 'dairy']),
  f('feta', '01019', 'Feta cheese', 'dairy', ['feta', 'cheese', 'dairy']),
  f('ricotta', '01037', 'Ricotta, part skim', 'dairy', ['ricotta', 'cheese', 'dairy']),
  f('cream_cheese', '01017', 'Cream cheese', 'dairy', ['cream cheese', 'cheese', 'dairy']),
  f('sour_cream', '01056', 'Sour cream', 'dairy', ['sour cream', 'cream', 'dairy']),
  f('heavy_cream', '01053', 'Heavy whipping cream', 'dairy', ['cream', 'heavy cream', 'dairy']),
  f('monterey_jack', '01025', 'Monterey Jack cheese', 'dairy', [
    'monterey jack',
    'cheese',
    'dairy',
  ]),
  f('queso_fresco', '01228', 'Queso fresco', 'dairy', ['queso fresco', 'cheese', 'dairy']),
  f('goat_cheese', '01159', 'Goat cheese, soft', 'dairy', ['goat cheese', 'cheese', 'dairy']),
  f('kefir', '01289', 'Kefir, plain lowfat', 'dairy', ['kefir', 'dairy']),
  // Plant milks
  f('soy_milk', '16139', 'Soy milk, unsweetened', 'soy', ['soy milk', 'soy']),
  f('almond_milk', '14091', 'Almond milk, unsweetened', 'nut', ['almond milk', 'almond', 'nut'], {
    // Shelf-stable almond milk adds gums and vitamins; paleo guides still accept it.
    paleo: true,
  }),
  f('coconut_milk', '12118', 'Coconut milk, canned', 'fruit', ['coconut milk', 'coconut']),
  // Soy and other plant proteins
  f('tofu', '16126', 'Tofu, firm', 'soy', ['tofu', 'soy']),
  f('tempeh', '16114', 'Tempeh', 'soy', ['tempeh', 'soy']),
  f('edamame', '11211', 'Edamame, frozen shelled', 'soy', ['edamame', 'soy', 'soybean']),
  f('tvp', '16117', 'Textured vegetable protein (TVP)', 'soy', [
    'tvp',
    'soy',
    'textured vegetable protein',
  ]),
  f('miso', '16112', 'Miso paste', 'soy', ['miso', 'soy'], { gluten: true, pantry: true }),
  f(
    'vital_wheat_gluten',
    '48052',
    'Vital wheat gluten (for seitan)',
    'grain',
    ['seitan', 'wheat', 'gluten'],
    WHEAT,
  ),
  // Legumes
  f('lentils', '16069', 'Brown lentils, dry', 'legume', ['lentil']),
  f('red_lentils', '16144', 'Red lentils, dry', 'legume', ['lentil', 'red lentil']),
  f('chickpeas_dry', '16056', 'Chickpeas, dry', 'legume', ['chickpea', 'garbanzo']),
  f('chickpeas', '16359', 'Chickpeas, canned (drained)', 'legume', ['chickpea', 'garbanzo']),
  f('black_beans_dry', '16014', 'Black beans, dry', 'legume', ['black bean', 'bean']),
  f('black_beans', '16018', 'Black beans, canned', 'legume', ['black bean', 'bean']),
  f('kidney_beans', '16145', 'Kidney beans, canned (drained)', 'legume', ['kidney bean', 'bean']),
  f('pinto_beans_dry', '16042', 'Pinto beans, dry', 'legume', ['pinto bean', 'bean']),
  f('white_beans', '16051', 'White beans, canned', 'legume', ['white bean', 'cannellini', 'bean']),
  f('refried_beans', '16171', 'Refried beans, vegetarian', 'legume', ['refried bean', 'bean']),
  f('peanuts', '16390', 'Peanuts, dry roasted unsalted', 'legume', ['peanut'], {
    allergens: ['Peanuts'],
  }),
  f('peanut_butter', '16098', 'Peanut butter, smooth', 'legume', ['peanut', 'peanut butter'], {
    allergens: ['Peanuts'],
  }),
  f('hummus', '16158', 'Hummus', 'legume', ['hummus', 'chickpea', 'tahini', 'sesame'], {
    allergens: ['Sesame'],
  }),
  // Grains and breads
  f('oats', '08120', 'Rolled oats', 'grain', ['oat', 'oatmeal'], { gluten: true }),
  f('brown_rice', '20036', 'Brown rice, long grain', 'grain', ['rice', 'brown rice']),
  f('white_rice', '20044', 'White rice, long grain', 'grain', ['rice', 'white rice']),
  f('sushi_rice', '20052', 'Short-grain white rice', 'grain', ['rice', 'sushi rice']),
  f('quinoa', '20035', 'Quinoa', 'grain', ['quinoa']),
  f('pasta', '20120', 'Pasta, dry', 'grain', ['pasta', 'spaghetti', 'noodle', 'wheat'], WHEAT),
  f(
    'whole_wheat_pasta',
    '20124',
    'Whole-wheat pasta, dry',
    'grain',
    ['pasta', 'noodle', 'wheat'],
    WHEAT,
  ),
  f('egg_noodles', '20109', 'Egg noodles, dry', 'grain', ['noodle', 'egg', 'wheat'], {
    allergens: ['Wheat', 'Eggs'],
    gluten: true,
    animal: true,
  }),
  f('rice_noodles', '20133', 'Rice noodles, dry', 'grain', ['rice noodle', 'noodle', 'rice']),
  f('soba', '20114', 'Soba noodles, dry', 'grain', ['soba', 'buckwheat', 'noodle', 'wheat'], WHEAT),
  f('couscous', '20028', 'Couscous, dry', 'grain', ['couscous', 'wheat'], WHEAT),
  f('bulgur', '20012', 'Bulgur, dry', 'grain', ['bulgur', 'wheat'], WHEAT),
  f('cornmeal', '20020', 'Cornmeal (polenta)', 'grain', ['cornmeal', 'polenta', 'corn']),
  f('flour', '20081', 'All-purpose flour', 'grain', ['flour', 'wheat'], { ...WHEAT, pantry: true }),
  f('cornstarch', '20027', 'Cornstarch', 'grain', ['cornstarch', 'corn'], { pantry: true }),
  f('whole_wheat_bread', '18075', 'Whole-wheat bread', 'grain', ['bread', 'toast', 'wheat'], {
    allergens: ['Wheat', 'Soy'],
    gluten: true,
  }),
  f('pita', '18042', 'Whole-wheat pita', 'grain', ['pita', 'bread', 'wheat'], WHEAT),
  f(
    'english_muffin',
    '18266',
    'Whole-wheat English muffin',
    'grain',
    ['english muffin', 'bread', 'wheat'],
    {
      allergens: ['Wheat', 'Soy'],
      gluten: true,
    },
  ),
  f('flour_tortilla', '18364', 'Flour tortillas', 'grain', ['tortilla', 'wheat'], WHEAT),
  f('corn_tortilla', '18363', 'Corn tortillas', 'grain', ['tortilla', 'corn']),
  f('whole_wheat_crackers', '18235', 'Whole-wheat crackers', 'grain', ['cracker', 'wheat'], WHEAT),
  f('rice_cakes', '19051', 'Brown rice cakes', 'grain', ['rice cake', 'rice']),
  f('popcorn', '19034', 'Popcorn kernels (air-popped)', 'grain', ['popcorn', 'corn']),
  f('tortilla_chips', '19056', 'Tortilla chips', 'grain', ['tortilla chip', 'chip', 'corn']),
  f('hash_browns', '11390', 'Hash browns, frozen', 'vegetable', ['potato', 'hash brown'], {
    paleo: false,
  }),
  // Poultry and meat
  f('chicken_breast', '05062', 'Chicken breast, boneless skinless', 'poultry', [
    'chicken',
    'poultry',
  ]),
  f('chicken_thigh', '05096', 'Chicken thighs, boneless skinless', 'poultry', [
    'chicken',
    'poultry',
  ]),
  f('ground_turkey', '05665', 'Ground turkey, 93% lean', 'poultry', ['turkey', 'poultry']),
  f(
    'turkey_deli',
    '07046',
    'Sliced turkey breast (deli)',
    'poultry',
    ['turkey', 'deli meat', 'poultry'],
    {
      paleo: false,
    },
  ),
  f('ground_beef', '23567', 'Ground beef, 85% lean', 'meat', ['beef', 'red meat']),
  f('flank_steak', '13068', 'Flank steak', 'meat', ['beef', 'steak', 'red meat']),
  f('pork_loin', '10024', 'Pork loin', 'meat', ['pork']),
  f('ground_pork', '10972', 'Ground pork', 'meat', ['pork']),
  f('bacon', '10123', 'Bacon', 'meat', ['bacon', 'pork'], { paleo: false }),
  f('ham', '07028', 'Sliced ham (deli)', 'meat', ['ham', 'pork', 'deli meat'], { paleo: false }),
  f('italian_sausage', '07036', 'Italian sausage', 'meat', ['sausage', 'pork'], { paleo: false }),
  f('breakfast_sausage', '07063', 'Breakfast sausage', 'meat', ['sausage', 'pork'], {
    paleo: false,
  }),
  f('chorizo', '07019', 'Chorizo', 'meat', ['chorizo', 'sausage', 'pork'], { paleo: false }),
  f('ground_lamb', '17224', 'Ground lamb', 'meat', ['lamb', 'red meat']),
  f('beef_jerky', '19002', 'Beef jerky', 'meat', ['jerky', 'beef'], {
    // Most US jerky is marinated in soy sauce.
    allergens: ['Soy', 'Wheat'],
    gluten: true,
    paleo: false,
  }),
  // Fish and shellfish
  f('salmon', '15236', 'Salmon fillet', 'fish', ['salmon', 'fish']),
  f('canned_salmon', '15260', 'Pink salmon, canned', 'fish', ['salmon', 'fish']),
  f('smoked_salmon', '15077', 'Smoked salmon', 'fish', ['salmon', 'smoked salmon', 'fish'], {
    paleo: false,
  }),
  f('canned_tuna', '15121', 'Light tuna in water, canned', 'fish', ['tuna', 'fish']),
  f('tilapia', '15261', 'Tilapia fillet', 'fish', ['tilapia', 'fish']),
  f('cod', '15015', 'Cod fillet', 'fish', ['cod', 'fish']),
  f('sardines', '15088', 'Sardines in oil, canned', 'fish', ['sardine', 'fish']),
  f('shrimp', '15270', 'Shrimp, raw', 'shellfish', ['shrimp', 'prawn', 'shellfish', 'seafood']),
  // Vegetables
  f('broccoli', '11090', 'Broccoli', 'vegetable', ['broccoli']),
  f('frozen_broccoli', '11092', 'Broccoli, frozen', 'vegetable', ['broccoli']),
  f('cabbage', '11109', 'Green cabbage', 'vegetable', ['cabbage']),
  f('red_cabbage', '11112', 'Red cabbage', 'vegetable', ['cabbage', 'red cabbage']),
  f('napa_cabbage', '11119', 'Napa cabbage', 'vegetable', ['cabbage', 'napa cabbage']),
  f('bok_choy', '11116', 'Bok choy', 'vegetable', ['bok choy', 'cabbage']),
  f('carrot', '11124', 'Carrots', 'vegetable', ['carrot']),
  f('cauliflower', '11135', 'Cauliflower', 'vegetable', ['cauliflower']),
  f('celery', '11143', 'Celery', 'vegetable', ['celery']),
  f('cucumber', '11205', 'Cucumber', 'vegetable', ['cucumber']),
  f('garlic', '11215', 'Garlic', 'vegetable', ['garlic'], { pantry: true }),
  f('ginger', '11216', 'Fresh ginger', 'vegetable', ['ginger']),
  f('romaine', '11251', 'Romaine lettuce', 'vegetable', ['lettuce', 'romaine']),
  f('mushrooms', '11260', 'White mushrooms', 'vegetable', ['mushroom']),
  f('shiitake', '11238', 'Shiitake mushrooms', 'vegetable', ['mushroom', 'shiitake']),
  f('onion', '11282', 'Yellow onion', 'vegetable', ['onion']),
  f('green_onion', '11291', 'Green onions', 'vegetable', ['onion', 'green onion', 'scallion']),
  f('green_bell_pepper', '11333', 'Green bell pepper', 'vegetable', ['bell pepper']),
  f('red_bell_pepper', '11821', 'Red bell pepper', 'vegetable', ['bell pepper']),
  f('jalapeno', '11979', 'Jalapeño', 'vegetable', ['jalapeno', 'chili pepper', 'chili']),
  f('potato', '11352', 'Russet potatoes', 'vegetable', ['potato'], { paleo: false }),
  f('sweet_potato', '11507', 'Sweet potatoes', 'vegetable', ['sweet potato', 'yam']),
  f('tomato', '11529', 'Tomatoes', 'vegetable', ['tomato']),
  f('canned_tomatoes', '11531', 'Diced tomatoes, canned', 'vegetable', ['tomato']),
  f('tomato_paste', '11546', 'Tomato paste', 'vegetable', ['tomato']),
  f('tomato_sauce', '11549', 'Tomato sauce, canned', 'vegetable', ['tomato']),
  f('spinach', '11457', 'Baby spinach', 'vegetable', ['spinach']),
  f('frozen_spinach', '11463', 'Spinach, frozen', 'vegetable', ['spinach']),
  f('kale', '11233', 'Kale', 'vegetable', ['kale']),
  f('zucchini', '11477', 'Zucchini', 'vegetable', ['zucchini', 'squash', 'courgette']),
  f('eggplant', '11209', 'Eggplant', 'vegetable', ['eggplant', 'aubergine']),
  f('green_beans', '11052', 'Green beans', 'vegetable', ['green bean']),
  f('frozen_peas', '11312', 'Green peas, frozen', 'vegetable', ['pea'], {
    // Green peas are legumes; strict paleo guides exclude them.
    paleo: false,
  }),
  f('frozen_corn', '11178', 'Corn kernels, frozen', 'vegetable', ['corn'], { paleo: false }),
  f(
    'mixed_vegetables',
    '11583',
    'Mixed vegetables, frozen',
    'vegetable',
    ['mixed vegetable', 'pea', 'corn', 'carrot', 'green bean'],
    {
      // The US frozen mix holds corn and peas.
      paleo: false,
    },
  ),
  f('asparagus', '11011', 'Asparagus', 'vegetable', ['asparagus']),
  f('brussels_sprouts', '11098', 'Brussels sprouts', 'vegetable', ['brussels sprout']),
  f('butternut_squash', '11485', 'Butternut squash', 'vegetable', ['squash', 'butternut']),
  f('pumpkin_puree', '11424', 'Pumpkin purée, canned', 'vegetable', ['pumpkin']),
  f('bean_sprouts', '11043', 'Mung bean sprouts', 'vegetable', ['bean sprout', 'sprout']),
  f('cilantro', '11165', 'Cilantro', 'vegetable', ['cilantro', 'coriander']),
  f('parsley', '11297', 'Parsley', 'vegetable', ['parsley']),
  f('basil', '02044', 'Fresh basil', 'vegetable', ['basil']),
  f('kimchi', '11118', 'Kimchi', 'vegetable', ['kimchi', 'cabbage'], {
    // Traditional kimchi is seasoned with salted shrimp or fish sauce.
    allergens: ['Fish', 'Shellfish'],
    animal: true,
    flesh: true,
    paleo: false,
  }),
  f('nori', '11446', 'Nori seaweed sheets', 'vegetable', ['nori', 'seaweed']),
  f('olives', '09193', 'Black olives, canned', 'fruit', ['olive']),
  f('salsa', '06164', 'Salsa, jarred', 'vegetable', ['salsa', 'tomato']),
  f(
    'marinara',
    '06931',
    'Marinara sauce, jarred',
    'vegetable',
    ['marinara', 'tomato', 'pasta sauce'],
    {
      // Jarred sauces usually add sugar.
      paleo: false,
    },
  ),
  f(
    'pesto',
    '06626',
    'Basil pesto',
    'condiment',
    ['pesto', 'basil', 'pine nut', 'cheese', 'parmesan', 'nut'],
    {
      allergens: ['Dairy', 'Tree Nuts'],
      animal: true,
      paleo: false,
      pantry: false,
    },
  ),
  // Fruit
  f('avocado', '09037', 'Avocado', 'fruit', ['avocado']),
  f('lemon_juice', '09152', 'Lemon juice (fresh lemons)', 'fruit', ['lemon']),
  f('lime_juice', '09160', 'Lime juice (fresh limes)', 'fruit', ['lime']),
  f('banana', '09040', 'Bananas', 'fruit', ['banana']),
  f('apple', '09003', 'Apples', 'fruit', ['apple']),
  f('blueberries', '09050', 'Blueberries', 'fruit', ['blueberry', 'berry']),
  f('frozen_blueberries', '09054', 'Blueberries, frozen', 'fruit', ['blueberry', 'berry']),
  f('strawberries', '09316', 'Strawberries', 'fruit', ['strawberry', 'berry']),
  f('frozen_strawberries', '09318', 'Strawberries, frozen', 'fruit', ['strawberry', 'berry']),
  f('raspberries', '09302', 'Raspberries', 'fruit', ['raspberry', 'berry']),
  f('orange', '09200', 'Oranges', 'fruit', ['orange', 'citrus']),
  f('mango', '09176', 'Mango', 'fruit', ['mango']),
  f('pineapple', '09266', 'Pineapple', 'fruit', ['pineapple']),
  f('grapes', '09132', 'Grapes', 'fruit', ['grape']),
  f('pear', '09252', 'Pears', 'fruit', ['pear']),
  f('peach', '09236', 'Peaches', 'fruit', ['peach']),
  f('kiwi', '09148', 'Kiwifruit', 'fruit', ['kiwi']),
  f('raisins', '09298', 'Raisins', 'fruit', ['raisin', 'grape']),
  f('dates', '09421', 'Medjool dates', 'fruit', ['date']),
  f('applesauce', '09019', 'Applesauce, unsweetened', 'fruit', ['apple', 'applesauce']),
  f('dried_cranberries', '09079', 'Dried cranberries', 'fruit', ['cranberry', 'berry'], {
    // Sweetened with added sugar.
    paleo: false,
  }),
  f('coconut_flakes', '12108', 'Unsweetened coconut flakes', 'fruit', ['coconut']),
  // Nuts and seeds
  f('almonds', '12061', 'Almonds', 'nut', ['almond', 'nut']),
  f('walnuts', '12155', 'Walnuts', 'nut', ['walnut', 'nut']),
  f('cashews', '12087', 'Cashews', 'nut', ['cashew', 'nut']),
  f('pecans', '12142', 'Pecans', 'nut', ['pecan', 'nut']),
  f('pistachios', '12151', 'Pistachios', 'nut', ['pistachio', 'nut']),
  f('pine_nuts', '12147', 'Pine nuts', 'nut', ['pine nut', 'nut']),
  f('macadamias', '12131', 'Macadamia nuts', 'nut', ['macadamia', 'nut']),
  f('almond_butter', '12195', 'Almond butter', 'nut', ['almond', 'almond butter', 'nut']),
  f('chia_seeds', '12006', 'Chia seeds', 'seed', ['chia', 'seed']),
  f('flaxseed', '12220', 'Ground flaxseed', 'seed', ['flax', 'flaxseed', 'seed']),
  f('hemp_seeds', '12012', 'Hemp hearts', 'seed', ['hemp', 'seed']),
  f('pumpkin_seeds', '12014', 'Pumpkin seeds (pepitas)', 'seed', [
    'pumpkin seed',
    'pepita',
    'seed',
  ]),
  f('sunflower_seeds', '12036', 'Sunflower seeds', 'seed', ['sunflower seed', 'seed']),
  f('sesame_seeds', '12201', 'Sesame seeds', 'seed', ['sesame', 'seed'], {
    allergens: ['Sesame'],
    pantry: true,
  }),
  f('tahini', '12698', 'Tahini', 'seed', ['tahini', 'sesame'], { allergens: ['Sesame'] }),
  // Oils and fats (pantry)
  f('olive_oil', '04053', 'Olive oil', 'oil', ['olive oil']),
  f('canola_oil', '04582', 'Canola oil', 'oil', ['canola'], { paleo: false }),
  f('sesame_oil', '04058', 'Toasted sesame oil', 'oil', ['sesame', 'sesame oil'], {
    allergens: ['Sesame'],
    paleo: false,
  }),
  f('coconut_oil', '04047', 'Coconut oil', 'oil', ['coconut', 'coconut oil']),
  // Condiments and sauces (pantry unless noted)
  f('soy_sauce', '16123', 'Soy sauce', 'condiment', ['soy', 'soy sauce', 'wheat'], {
    allergens: ['Soy', 'Wheat'],
    gluten: true,
    paleo: false,
  }),
  f(
    'tamari',
    '16124',
    'Tamari (wheat-free soy sauce)',
    'condiment',
    ['soy', 'tamari', 'soy sauce'],
    {
      allergens: ['Soy'],
      paleo: false,
    },
  ),
  f('fish_sauce', '06179', 'Fish sauce', 'condiment', ['fish sauce', 'fish', 'anchovy'], {
    allergens: ['Fish'],
    animal: true,
    flesh: true,
  }),
  f(
    'oyster_sauce',
    '06176',
    'Oyster sauce',
    'condiment',
    ['oyster sauce', 'oyster', 'shellfish', 'soy'],
    {
      allergens: ['Shellfish', 'Soy', 'Wheat'],
      gluten: true,
      animal: true,
      flesh: true,
      paleo: false,
    },
  ),
  f('hoisin', '06175', 'Hoisin sauce', 'condiment', ['hoisin', 'soy'], {
    allergens: ['Soy', 'Wheat', 'Sesame'],
    gluten: true,
    paleo: false,
  }),
  f('teriyaki_sauce', '06112', 'Teriyaki sauce', 'condiment', ['teriyaki', 'soy'], {
    allergens: ['Soy', 'Wheat'],
    gluten: true,
    paleo: false,
  }),
  f(
    'worcestershire',
    '06971',
    'Worcestershire sauce',
    'condiment',
    ['worcestershire', 'anchovy', 'fish'],
    {
      allergens: ['Fish'],
      gluten: true,
      animal: true,
      flesh: true,
      paleo: false,
    },
  ),
  f('sriracha', '06631', 'Sriracha', 'condiment', ['sriracha', 'chili', 'hot sauce'], {
    paleo: false,
  }),
  f('hot_sauce', '06169', 'Hot pepper sauce', 'condiment', ['hot sauce', 'chili']),
  f('mustard', '02046', 'Yellow mustard', 'condiment', ['mustard']),
  f('mayonnaise', '04025', 'Mayonnaise', 'condiment', ['mayonnaise', 'mayo', 'egg'], {
    allergens: ['Eggs'],
    animal: true,
    paleo: false,
  }),
  f('ketchup', '11935', 'Ketchup', 'condiment', ['ketchup', 'tomato'], { paleo: false }),
  f('cider_vinegar', '02048', 'Apple cider vinegar', 'condiment', ['vinegar']),
  f('red_wine_vinegar', '02068', 'Red wine vinegar', 'condiment', ['vinegar', 'wine']),
  f('balsamic_vinegar', '02069', 'Balsamic vinegar', 'condiment', ['vinegar', 'balsamic']),
  f('chicken_broth', '06194', 'Chicken broth', 'condiment', ['chicken', 'broth', 'chicken broth'], {
    animal: true,
    flesh: true,
    pantry: false,
  }),
  f('vegetable_broth', '06700', 'Vegetable broth', 'condiment', ['broth', 'vegetable broth'], {
    pantry: false,
  }),
  f('enchilada_sauce', '27063', 'Red enchilada sauce', 'condiment', ['enchilada sauce', 'chili'], {
    paleo: false,
    pantry: false,
  }),
  // Sweeteners and baking (pantry)
  f('honey', '19296', 'Honey', 'sweetener', ['honey'], { animal: true, paleo: true }),
  f('maple_syrup', '19353', 'Maple syrup', 'sweetener', ['maple', 'maple syrup'], { paleo: true }),
  f('sugar', '19335', 'Sugar', 'sweetener', ['sugar']),
  f('brown_sugar', '19334', 'Brown sugar', 'sweetener', ['sugar', 'brown sugar']),
  f('cocoa', '19165', 'Cocoa powder, unsweetened', 'sweetener', ['cocoa', 'chocolate'], {
    paleo: true,
  }),
  f(
    'dark_chocolate',
    '19904',
    'Dark chocolate, 70-85%',
    'sweetener',
    ['chocolate', 'dark chocolate'],
    {
      // Bars are usually emulsified with soy lecithin.
      allergens: ['Soy'],
      pantry: false,
    },
  ),
  f('vanilla', '02050', 'Vanilla extract', 'spice', ['vanilla']),
  f('baking_powder', '18369', 'Baking powder', 'spice', ['baking powder'], { paleo: false }),
  // Spices (pantry)
  f('salt', '02047', 'Salt', 'spice', ['salt']),
  f('black_pepper', '02030', 'Black pepper', 'spice', ['black pepper']),
  f('cumin', '02014', 'Ground cumin', 'spice', ['cumin']),
  f('chili_powder', '02009', 'Chili powder', 'spice', ['chili powder', 'chili']),
  f('paprika', '02028', 'Paprika', 'spice', ['paprika']),
  f('turmeric', '02043', 'Ground turmeric', 'spice', ['turmeric']),
  f('curry_powder', '02015', 'Curry powder', 'spice', ['curry']),
  f('cinnamon', '02010', 'Ground cinnamon', 'spice', ['cinnamon']),
  f('oregano', '02027', 'Dried oregano', 'spice', ['oregano']),
  f('dried_basil', '02003', 'Dried basil', 'spice', ['basil']),
  f('thyme', '02042', 'Dried thyme', 'spice', ['thyme']),
  f('rosemary', '02036', 'Dried rosemary', 'spice', ['rosemary']),
  f('garlic_powder', '02020', 'Garlic powder', 'spice', ['garlic']),
  f('onion_powder', '02026', 'Onion powder', 'spice', ['onion']),
  f('ground_ginger', '02021', 'Ground ginger', 'spice', ['ginger']),
  f('cayenne', '02031', 'Cayenne pepper / red pepper flakes', 'spice', ['cayenne', 'chili']),
  f('coriander', '02013', 'Ground coriander', 'spice', ['coriander']),
  f('cardamom', '02006', 'Ground cardamom', 'spice', ['cardamom']),
  f('nutmeg', '02025', 'Ground nutmeg', 'spice', ['nutmeg']),
  // Snacks
  f('pork_rinds', '19041', 'Pork rinds', 'meat', ['pork', 'pork rind'], { paleo: false }),
];
