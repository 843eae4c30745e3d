/**
 * What each food costs: one package, its size and its US national average price.
 *
 * Sources, in order of preference:
 * - BLS Average Price Data, U.S. city average (series APU0000xxxxxx), reference month
 *   September 2024 (REFERENCE_MONTH). Package prices are the per-unit average times the package
 *   size (a 5 lb bag of flour is 5 x the per-lb average).
 * - USDA ERS, Fruit and Vegetable Prices (2022 data edition): annual average retail price per
 *   pound by product and form (fresh, frozen, canned). Its month is written as 2022-07, the middle
 *   of the averaged year.
 * - Otherwise an estimate (`kind: 'estimate'`) whose note says how it was derived: scaled from a
 *   comparable BLS series, or the typical shelf price of a store-brand package in 2024.
 *
 * Honesty about the numbers: this catalogue was written without network access, so the BLS and
 * ERS values are the published averages as best known to the authors, rounded to the cent, not
 * re-downloaded. They are close enough to rank foods and plan a budget; refresh them from the BLS
 * API and the ERS tables before quoting exact cents.
 *
 * `packageGrams` is the EDIBLE weight a package yields, because recipes weigh the edible part:
 * the purchased weight less SR28's refuse for that food (banana peel, onion skin, broccoli stalk
 * ends), or the drained weight of canned foods whose SR28 entry is the drained solids. The label
 * says what the shopper buys.
 */
import { extraPrices } from './prices-extra.ts';
import { foodsByKey, refusePercent } from './foods.ts';
import type { Price, PriceSource } from './types.ts';

export const REFERENCE_MONTH = '2024-09';
export const ERS_MONTH = '2022-07';

const LB = 453.6;
const OZ = 28.35;

function bls(series: string): PriceSource {
  return { kind: 'BLS', series, month: REFERENCE_MONTH };
}

function ers(product: string): PriceSource {
  return {
    kind: 'ERS',
    series: `ERS Fruit and Vegetable Prices: ${product}`,
    month: ERS_MONTH,
    note: '2022 annual average retail price (ERS 2022 data edition)',
  };
}

function est(note: string): PriceSource {
  return { kind: 'estimate', month: REFERENCE_MONTH, note };
}

interface PackageOptions {
  /** Edible grams when they are not the purchased grams less SR28 refuse (drained cans). */
  edibleGrams?: number;
}

/** One package: `purchasedGrams` as sold, price in dollars. */
function pkg(
  food: string,
  purchasedGrams: number,
  label: string,
  price: number,
  source: PriceSource,
  options: PackageOptions = {},
): Price {
  const entry = foodsByKey.get(food);
  if (!entry) throw new Error(`price for unknown food ${food}`);
  const edible = options.edibleGrams ?? purchasedGrams * (1 - refusePercent(entry) / 100);
  return {
    food,
    packageGrams: Math.round(edible),
    packageLabel: label,
    price: Math.round(price * 100) / 100,
    source,
  };
}

/** A package priced from a per-pound average. */
function perLb(
  food: string,
  pounds: number,
  label: string,
  pricePerLb: number,
  source: PriceSource,
  options: PackageOptions = {},
): Price {
  return pkg(food, pounds * LB, label, pricePerLb * pounds, source, options);
}

const SHELF = 'typical 2024 US supermarket shelf price of a store-brand package this size';

export const basePrices: Price[] = [
  // Eggs and dairy
  pkg('egg', 12 * 57, '1 dozen large (about 57 g each in the shell)', 3.82, bls('APU0000708111')),
  pkg('egg_white', 454, '16 oz carton liquid egg whites', 3.49, est(SHELF)),
  pkg('milk', 3900, '1 gallon', 3.96, bls('APU0000FJ1101')),
  perLb('butter', 1, '1 lb (4 sticks)', 4.77, bls('APU0000FS1101')),
  pkg('greek_yogurt', 907, '32 oz tub', 4.99, est(SHELF)),
  pkg(
    'yogurt',
    907,
    '32 oz tub',
    3.49,
    est(
      'scaled from BLS APU0000710122 (yogurt, per 8 oz) to a 32 oz plain store-brand tub, which sells for less per ounce than single cups',
    ),
  ),
  pkg('cottage_cheese', 454, '16 oz tub', 2.99, est(SHELF)),
  perLb('cheddar', 0.5, '8 oz block', 5.85, bls('APU0000710212')),
  perLb(
    'mozzarella',
    1,
    '16 oz block',
    5.29,
    est(
      'BLS cheddar (APU0000710212) per-lb average less 10%: store-brand part-skim mozzarella shelves a little below cheddar',
    ),
  ),
  pkg('parmesan', 8 * OZ, '8 oz grated', 3.99, est(SHELF)),
  pkg('feta', 6 * OZ, '6 oz crumbles', 3.49, est(SHELF)),
  pkg('ricotta', 15 * OZ, '15 oz tub', 3.29, est(SHELF)),
  pkg('cream_cheese', 8 * OZ, '8 oz block', 2.49, est(SHELF)),
  pkg('sour_cream', 16 * OZ, '16 oz tub', 2.29, est(SHELF)),
  pkg('heavy_cream', 473, '1 pint', 3.99, est(SHELF)),
  perLb(
    'monterey_jack',
    0.5,
    '8 oz block',
    5.85,
    est('priced as BLS cheddar (APU0000710212), the closest natural cheese series'),
  ),
  pkg('queso_fresco', 10 * OZ, '10 oz round', 3.99, est(SHELF)),
  pkg('goat_cheese', 4 * OZ, '4 oz log', 3.49, est(SHELF)),
  pkg('kefir', 946, '32 oz bottle', 3.99, est(SHELF)),
  // Plant milks and soy
  pkg('soy_milk', 1893, 'half gallon', 3.49, est(SHELF)),
  pkg('almond_milk', 1893, 'half gallon', 3.19, est(SHELF)),
  pkg('coconut_milk', 13.5 * OZ, '13.5 oz can', 2.29, est(SHELF)),
  pkg('tofu', 14 * OZ, '14 oz block', 2.29, est(SHELF)),
  pkg('tempeh', 8 * OZ, '8 oz block', 2.99, est(SHELF)),
  pkg('edamame', 12 * OZ, '12 oz frozen bag (shelled)', 2.49, est(SHELF)),
  pkg(
    'tvp',
    10 * OZ,
    '10 oz bag',
    3.99,
    est(
      "typical 2024 shelf price of a 10 oz bag of textured vegetable protein (Bob's Red Mill size)",
    ),
  ),
  pkg('miso', 14 * OZ, '14 oz tub', 5.99, est(SHELF)),
  pkg(
    'vital_wheat_gluten',
    22 * OZ,
    '22 oz bag',
    7.99,
    est('typical 2024 shelf price of a 22 oz bag of vital wheat gluten'),
  ),
  // Legumes (dry beans from the BLS dried-bean series)
  perLb(
    'lentils',
    1,
    '1 lb bag',
    1.86,
    est(
      'priced as BLS dried beans, any type (APU0000714233); lentils shelve at about the same per-lb price',
    ),
  ),
  perLb(
    'red_lentils',
    1,
    '1 lb bag',
    2.29,
    est('BLS dried beans (APU0000714233) plus about 20%: red lentils sell at a small premium'),
  ),
  perLb('chickpeas_dry', 1, '1 lb bag', 1.86, bls('APU0000714233')),
  pkg('chickpeas', 15.5 * OZ, '15.5 oz can', 1.09, est(SHELF), { edibleGrams: 250 }),
  perLb('black_beans_dry', 1, '1 lb bag', 1.86, bls('APU0000714233')),
  pkg('black_beans', 15 * OZ, '15 oz can', 1.09, est(SHELF)),
  pkg('kidney_beans', 15.5 * OZ, '15.5 oz can', 1.09, est(SHELF), { edibleGrams: 250 }),
  perLb('pinto_beans_dry', 2, '2 lb bag', 1.86, bls('APU0000714233')),
  pkg('white_beans', 15.5 * OZ, '15.5 oz can', 1.19, est(SHELF)),
  pkg('refried_beans', 16 * OZ, '16 oz can', 1.49, est(SHELF)),
  pkg('peanuts', 16 * OZ, '16 oz jar dry-roasted', 3.49, est(SHELF)),
  pkg(
    'peanut_butter',
    16 * OZ,
    '16 oz jar',
    2.49,
    est(
      'typical 2024 store-brand price; BLS discontinued its creamy peanut butter average (APU0000716141)',
    ),
  ),
  pkg('hummus', 10 * OZ, '10 oz tub', 3.49, est(SHELF)),
  // Grains and breads
  pkg('oats', 42 * OZ, '42 oz canister', 4.29, est(SHELF)),
  perLb(
    'brown_rice',
    2,
    '2 lb bag',
    1.15,
    est('BLS white rice (APU0000701312) plus about 15% for brown rice'),
  ),
  perLb('white_rice', 2, '2 lb bag', 1.01, bls('APU0000701312')),
  perLb(
    'sushi_rice',
    2,
    '2 lb bag',
    2.0,
    est('short-grain (Calrose) rice, about twice the BLS long-grain average (APU0000701312)'),
  ),
  pkg('quinoa', 16 * OZ, '16 oz bag', 4.49, est(SHELF)),
  perLb('pasta', 1, '1 lb box', 1.33, bls('APU0000701322')),
  perLb(
    'whole_wheat_pasta',
    1,
    '1 lb box',
    1.69,
    est('BLS spaghetti and macaroni (APU0000701322) plus about 25% for whole wheat'),
  ),
  pkg('egg_noodles', 12 * OZ, '12 oz bag', 2.29, est(SHELF)),
  pkg('rice_noodles', 14 * OZ, '14 oz package', 2.99, est(SHELF)),
  pkg('soba', 9.5 * OZ, '9.5 oz package', 2.99, est(SHELF)),
  pkg('couscous', 10 * OZ, '10 oz box', 2.49, est(SHELF)),
  pkg('bulgur', 16 * OZ, '16 oz bag', 2.99, est(SHELF)),
  pkg('cornmeal', 24 * OZ, '24 oz canister', 2.49, est(SHELF)),
  perLb('flour', 5, '5 lb bag', 0.55, bls('APU0000701111')),
  pkg('cornstarch', 16 * OZ, '16 oz box', 1.79, est(SHELF)),
  perLb('whole_wheat_bread', 1.25, '20 oz loaf', 2.79, bls('APU0000702212')),
  pkg('pita', 12 * OZ, '6-count pita bag', 2.49, est(SHELF)),
  pkg('english_muffin', 13 * OZ, '6-count package', 2.49, est(SHELF)),
  pkg('flour_tortilla', 20 * OZ, '10-count burrito size', 2.99, est(SHELF)),
  pkg('corn_tortilla', 30 * OZ, '30-count package', 2.49, est(SHELF)),
  pkg('whole_wheat_crackers', 9 * OZ, '9 oz box', 2.99, est(SHELF)),
  pkg('rice_cakes', 4.47 * OZ, '4.47 oz sleeve', 1.99, est(SHELF)),
  pkg('popcorn', 30 * OZ, '30 oz jar of kernels', 2.99, est(SHELF)),
  pkg('tortilla_chips', 13 * OZ, '13 oz bag', 2.99, est(SHELF)),
  pkg('hash_browns', 30 * OZ, '30 oz frozen bag', 2.99, est(SHELF)),
  // Poultry and meat
  perLb('chicken_breast', 1, '1 lb', 4.05, bls('APU0000FF1101')),
  perLb(
    'chicken_thigh',
    1.5,
    '1.5 lb tray',
    3.29,
    est(
      'boneless thighs have no BLS series; typical 2024 shelf price, between the BLS bone-in legs (APU0000706212) and boneless breast (APU0000FF1101) averages',
    ),
  ),
  perLb('ground_turkey', 1, '1 lb', 4.49, est(SHELF)),
  pkg('turkey_deli', 8 * OZ, '8 oz package', 3.99, est(SHELF)),
  perLb('ground_beef', 1, '1 lb', 5.56, bls('APU0000703112')),
  perLb(
    'flank_steak',
    1,
    '1 lb',
    10.49,
    est(
      'flank steak has no BLS series; close to the BLS all uncooked beef steaks average (APU0000FC3101)',
    ),
  ),
  perLb('pork_loin', 1, '1 lb', 4.55, bls('APU0000704212')),
  perLb('ground_pork', 1, '1 lb', 3.99, est(SHELF)),
  perLb('bacon', 1, '16 oz package', 7.05, bls('APU0000704111')),
  pkg('ham', 9 * OZ, '9 oz deli package', 3.99, est(SHELF)),
  perLb(
    'italian_sausage',
    1,
    '1 lb package',
    4.69,
    est('BLS fresh loose sausage (APU0000704421) as best known; rounded'),
  ),
  perLb('breakfast_sausage', 1, '1 lb roll', 4.29, est(SHELF)),
  pkg('chorizo', 9 * OZ, '9 oz package', 2.99, est(SHELF)),
  perLb('ground_lamb', 1, '1 lb', 8.99, est(SHELF)),
  pkg('beef_jerky', 3.25 * OZ, '3.25 oz bag', 5.99, est(SHELF)),
  // Fish
  perLb(
    'salmon',
    1,
    '1 lb fillet',
    9.99,
    est('typical 2024 shelf price of farmed Atlantic salmon fillet'),
  ),
  pkg('canned_salmon', 14.75 * OZ, '14.75 oz can', 4.49, est(SHELF), { edibleGrams: 330 }),
  pkg('smoked_salmon', 4 * OZ, '4 oz package', 5.99, est(SHELF)),
  pkg('canned_tuna', 5 * OZ, '5 oz can', 1.19, est(SHELF), { edibleGrams: 113 }),
  perLb('tilapia', 2, '2 lb frozen bag', 4.49, est(SHELF)),
  perLb('cod', 1, '1 lb frozen', 7.99, est(SHELF)),
  pkg('sardines', 3.75 * OZ, '3.75 oz can', 1.99, est(SHELF), { edibleGrams: 92 }),
  perLb('shrimp', 1, '1 lb frozen peeled', 7.99, est(SHELF)),
  // Vegetables
  perLb('broccoli', 1, '1 lb crown', 2.1, ers('broccoli, fresh heads')),
  pkg('frozen_broccoli', 12 * OZ, '12 oz frozen bag', 1.49, ers('broccoli, frozen')),
  perLb('cabbage', 2, '1 small head (about 2 lb)', 0.8, ers('cabbage, green, fresh')),
  perLb('red_cabbage', 2, '1 small head (about 2 lb)', 1.1, ers('cabbage, red, fresh')),
  perLb('napa_cabbage', 2, '1 head (about 2 lb)', 1.79, est('typical 2024 shelf price per lb')),
  perLb('bok_choy', 1, '1 lb', 1.99, est('typical 2024 shelf price per lb')),
  perLb('carrot', 2, '2 lb bag', 0.95, ers('carrots, fresh whole')),
  perLb('cauliflower', 2, '1 head (about 2 lb)', 1.6, ers('cauliflower, fresh heads')),
  perLb('celery', 1.5, '1 bunch (about 1.5 lb)', 1.15, ers('celery, fresh')),
  perLb('cucumber', 0.75, '1 cucumber (about 12 oz)', 1.5, ers('cucumbers, fresh')),
  pkg('garlic', 3 * 55, '3-bulb sleeve', 1.99, est(SHELF)),
  perLb(
    'ginger',
    0.25,
    '1 piece (about 4 oz)',
    3.99,
    est('typical 2024 shelf price of fresh ginger, about $3.99 per lb'),
  ),
  perLb('romaine', 1.25, '3 hearts (about 20 oz)', 2.39, bls('APU0000FL2101')),
  pkg('mushrooms', 8 * OZ, '8 oz package', 2.29, ers('mushrooms, fresh')),
  pkg('shiitake', 3.5 * OZ, '3.5 oz package', 2.99, est(SHELF)),
  perLb('onion', 3, '3 lb bag', 1.15, ers('onions, fresh')),
  pkg('green_onion', 100, '1 bunch', 0.99, est('typical 2024 shelf price per bunch (about 100 g)')),
  perLb('green_bell_pepper', 0.5, '1 pepper (about 8 oz)', 1.7, ers('green peppers, fresh')),
  perLb(
    'red_bell_pepper',
    0.5,
    '1 pepper (about 8 oz)',
    2.9,
    est('ERS fresh red peppers, per lb, as best known (sold loose at about $1.50 each)'),
  ),
  perLb('jalapeno', 0.25, '4 oz (about 5 peppers)', 1.49, est('typical 2024 shelf price per lb')),
  perLb('potato', 5, '5 lb bag', 1.01, bls('APU0000712112')),
  perLb('sweet_potato', 3, '3 lb', 1.29, ers('sweet potatoes, fresh')),
  perLb('tomato', 1, '1 lb', 2.08, bls('APU0000712311')),
  pkg('canned_tomatoes', 14.5 * OZ, '14.5 oz can', 1.09, ers('tomatoes, canned')),
  pkg('tomato_paste', 6 * OZ, '6 oz can', 0.89, est(SHELF)),
  pkg('tomato_sauce', 15 * OZ, '15 oz can', 1.09, est(SHELF)),
  pkg(
    'spinach',
    5 * OZ,
    '5 oz clamshell baby spinach',
    2.99,
    est('typical 2024 shelf price; ERS lists packaged fresh spinach near $6 per lb'),
  ),
  pkg('frozen_spinach', 12 * OZ, '12 oz frozen bag', 1.49, ers('spinach, frozen')),
  pkg('kale', 8 * OZ, '1 bunch (about 8 oz)', 1.99, ers('kale, fresh')),
  perLb('zucchini', 1, '1 lb', 1.69, ers('zucchini, fresh')),
  perLb('eggplant', 1.25, '1 eggplant (about 1.25 lb)', 1.79, ers('eggplant, fresh')),
  perLb('green_beans', 1, '1 lb', 2.49, ers('green beans, fresh')),
  pkg('frozen_peas', 12 * OZ, '12 oz frozen bag', 1.49, ers('green peas, frozen')),
  pkg('frozen_corn', 12 * OZ, '12 oz frozen bag', 1.29, ers('sweet corn, frozen')),
  pkg('mixed_vegetables', 12 * OZ, '12 oz frozen bag', 1.29, ers('mixed vegetables, frozen')),
  perLb('asparagus', 1, '1 lb bunch', 3.49, ers('asparagus, fresh')),
  perLb('brussels_sprouts', 1, '1 lb', 3.29, ers('Brussels sprouts, fresh')),
  perLb('butternut_squash', 2, '1 squash (about 2 lb)', 1.39, ers('butternut squash, fresh')),
  pkg('pumpkin_puree', 15 * OZ, '15 oz can', 1.79, ers('pumpkin, canned')),
  pkg('bean_sprouts', 12 * OZ, '12 oz bag', 1.99, est(SHELF)),
  pkg('cilantro', 60, '1 bunch', 0.89, est('typical 2024 shelf price per bunch (about 60 g)')),
  pkg('parsley', 60, '1 bunch', 0.99, est('typical 2024 shelf price per bunch (about 60 g)')),
  pkg('basil', 0.75 * OZ, '0.75 oz clamshell', 2.49, est(SHELF)),
  pkg('kimchi', 16 * OZ, '16 oz jar', 5.99, est(SHELF)),
  pkg('nori', 10 * 2.6, '10 sheets', 2.99, est(SHELF)),
  pkg('olives', 6 * OZ, '6 oz can (drained)', 1.79, est(SHELF)),
  pkg('salsa', 16 * OZ, '16 oz jar', 2.49, est(SHELF)),
  pkg('marinara', 24 * OZ, '24 oz jar', 2.49, est(SHELF)),
  pkg('pesto', 6.7 * OZ, '6.7 oz jar', 3.99, est(SHELF)),
  // Fruit
  pkg(
    'avocado',
    200,
    '1 avocado',
    1.25,
    est('typical 2024 price of one Hass avocado (about 200 g as bought)'),
  ),
  perLb(
    'lemon_juice',
    0.5,
    '2 lemons (about 8 oz)',
    2.0,
    est(
      'BLS lemons (APU0000711412) per-lb average as best known; 2 lemons give about 90 g of juice',
    ),
    { edibleGrams: 90 },
  ),
  pkg(
    'lime_juice',
    4 * 67,
    '4 limes',
    1.0,
    est('typical 2024 price of 4 limes at about $0.25 each; 4 limes give about 120 g of juice'),
    { edibleGrams: 120 },
  ),
  perLb('banana', 2.5, '1 bunch (about 2.5 lb)', 0.63, bls('APU0000711211')),
  perLb('apple', 3, '3 lb bag', 1.83, bls('APU0000711111')),
  pkg('blueberries', 6 * OZ, '6 oz clamshell', 2.99, ers('blueberries, fresh')),
  pkg('frozen_blueberries', 16 * OZ, '16 oz frozen bag', 3.49, ers('blueberries, frozen')),
  pkg('strawberries', 16 * OZ, '1 lb clamshell', 3.49, ers('strawberries, fresh')),
  pkg('frozen_strawberries', 16 * OZ, '16 oz frozen bag', 2.99, ers('strawberries, frozen')),
  pkg('raspberries', 6 * OZ, '6 oz clamshell', 3.49, ers('raspberries, fresh')),
  perLb('orange', 3, '3 lb bag', 1.66, bls('APU0000711311')),
  pkg('mango', 350, '1 mango', 0.99, ers('mangoes, fresh')),
  pkg('pineapple', 1800, '1 pineapple', 2.99, ers('pineapple, fresh')),
  perLb('grapes', 2, '2 lb bag', 2.99, ers('grapes, fresh')),
  perLb('pear', 2, '2 lb', 1.75, ers('pears, fresh')),
  perLb('peach', 2, '2 lb', 1.95, ers('peaches, fresh')),
  perLb('kiwi', 1, '1 lb (about 5 kiwis)', 2.49, ers('kiwi, fresh')),
  pkg('raisins', 12 * OZ, '12 oz box', 2.99, ers('raisins, dried')),
  pkg('dates', 8 * OZ, '8 oz package', 4.99, est(SHELF)),
  pkg('applesauce', 24 * OZ, '24 oz jar unsweetened', 2.29, ers('applesauce, canned')),
  pkg('dried_cranberries', 6 * OZ, '6 oz bag', 2.49, ers('cranberries, dried')),
  pkg('coconut_flakes', 7 * OZ, '7 oz bag unsweetened', 3.49, est(SHELF)),
  // Nuts and seeds
  pkg('almonds', 16 * OZ, '16 oz bag', 6.49, est(SHELF)),
  pkg('walnuts', 16 * OZ, '16 oz bag', 6.99, est(SHELF)),
  pkg('cashews', 16 * OZ, '16 oz bag', 7.49, est(SHELF)),
  pkg('pecans', 8 * OZ, '8 oz bag', 5.49, est(SHELF)),
  pkg('pistachios', 12 * OZ, '12 oz bag shelled', 8.99, est(SHELF)),
  pkg('pine_nuts', 2 * OZ, '2 oz bag', 4.99, est(SHELF)),
  pkg('macadamias', 8 * OZ, '8 oz bag', 7.99, est(SHELF)),
  pkg('almond_butter', 12 * OZ, '12 oz jar', 5.99, est(SHELF)),
  pkg('chia_seeds', 12 * OZ, '12 oz bag', 4.99, est(SHELF)),
  pkg('flaxseed', 16 * OZ, '16 oz bag ground', 3.99, est(SHELF)),
  pkg('hemp_seeds', 8 * OZ, '8 oz bag', 7.99, est(SHELF)),
  pkg('pumpkin_seeds', 8 * OZ, '8 oz bag', 4.49, est(SHELF)),
  pkg('sunflower_seeds', 16 * OZ, '16 oz bag hulled', 3.99, est(SHELF)),
  pkg('sesame_seeds', 2.5 * OZ, '2.5 oz jar', 2.49, est(SHELF)),
  pkg('tahini', 16 * OZ, '16 oz jar', 6.99, est(SHELF)),
  // Oils (pantry)
  pkg('olive_oil', 458, '16.9 fl oz bottle', 7.99, est(SHELF)),
  pkg('canola_oil', 1312, '48 fl oz bottle', 4.49, est(SHELF)),
  pkg('sesame_oil', 5 * 29.6 * 0.92, '5 fl oz bottle', 3.49, est(SHELF)),
  pkg('coconut_oil', 14 * 29.6 * 0.92, '14 fl oz jar', 5.99, est(SHELF)),
  // Condiments and sauces
  pkg('soy_sauce', 15 * 29.6 * 1.15, '15 fl oz bottle', 2.49, est(SHELF)),
  pkg('tamari', 10 * 29.6 * 1.15, '10 fl oz bottle', 4.49, est(SHELF)),
  pkg('fish_sauce', 6.76 * 29.6 * 1.2, '6.76 fl oz bottle', 3.49, est(SHELF)),
  pkg('oyster_sauce', 9 * OZ, '9 oz bottle', 3.49, est(SHELF)),
  pkg('hoisin', 8.5 * OZ, '8.5 oz bottle', 3.29, est(SHELF)),
  pkg('teriyaki_sauce', 10 * 29.6 * 1.1, '10 fl oz bottle', 2.99, est(SHELF)),
  pkg('worcestershire', 10 * 29.6 * 1.1, '10 fl oz bottle', 2.99, est(SHELF)),
  pkg('sriracha', 17 * OZ, '17 oz bottle', 4.49, est(SHELF)),
  pkg('hot_sauce', 5 * 29.6, '5 fl oz bottle', 2.49, est(SHELF)),
  pkg('mustard', 14 * OZ, '14 oz bottle', 1.29, est(SHELF)),
  pkg('mayonnaise', 30 * 29.6 * 0.91, '30 fl oz jar', 4.49, est(SHELF)),
  pkg('ketchup', 32 * OZ, '32 oz bottle', 2.49, est(SHELF)),
  pkg('cider_vinegar', 32 * 29.6, '32 fl oz bottle', 2.49, est(SHELF)),
  pkg('red_wine_vinegar', 16 * 29.6, '16 fl oz bottle', 2.29, est(SHELF)),
  pkg('balsamic_vinegar', 16 * 29.6 * 1.1, '16 fl oz bottle', 3.99, est(SHELF)),
  pkg('chicken_broth', 32 * 29.6, '32 fl oz carton', 1.99, est(SHELF)),
  pkg('vegetable_broth', 32 * 29.6, '32 fl oz carton', 1.99, est(SHELF)),
  pkg('enchilada_sauce', 10 * OZ, '10 oz can', 1.49, est(SHELF)),
  // Sweeteners and baking
  pkg('honey', 12 * OZ, '12 oz bottle', 3.99, est(SHELF)),
  pkg('maple_syrup', 12.5 * 29.6 * 1.32, '12.5 fl oz bottle pure maple', 7.49, est(SHELF)),
  perLb('sugar', 4, '4 lb bag', 0.98, bls('APU0000715211')),
  perLb(
    'brown_sugar',
    2,
    '2 lb bag',
    1.25,
    est('BLS white sugar (APU0000715211) plus about 25% for brown sugar'),
  ),
  pkg('cocoa', 8 * OZ, '8 oz can', 3.99, est(SHELF)),
  pkg('dark_chocolate', 3.5 * OZ, '3.5 oz bar', 2.99, est(SHELF)),
  pkg('vanilla', 2 * 29.6 * 0.88, '2 fl oz bottle', 4.99, est(SHELF)),
  pkg('baking_powder', 8.1 * OZ, '8.1 oz can', 2.49, est(SHELF)),
  // Spices (store-brand jars)
  pkg('salt', 26 * OZ, '26 oz canister', 0.99, est(SHELF)),
  pkg('black_pepper', 3 * OZ, '3 oz ground', 2.99, est(SHELF)),
  pkg('cumin', 1.5 * OZ, '1.5 oz jar', 1.99, est(SHELF)),
  pkg('chili_powder', 2.5 * OZ, '2.5 oz jar', 1.49, est(SHELF)),
  pkg('paprika', 2.5 * OZ, '2.5 oz jar', 1.49, est(SHELF)),
  pkg('turmeric', 1.5 * OZ, '1.5 oz jar', 2.49, est(SHELF)),
  pkg('curry_powder', 1.7 * OZ, '1.7 oz jar', 2.49, est(SHELF)),
  pkg('cinnamon', 2.4 * OZ, '2.4 oz jar', 1.49, est(SHELF)),
  pkg('oregano', 0.75 * OZ, '0.75 oz jar', 1.29, est(SHELF)),
  pkg('dried_basil', 0.62 * OZ, '0.62 oz jar', 1.29, est(SHELF)),
  pkg('thyme', 0.75 * OZ, '0.75 oz jar', 1.49, est(SHELF)),
  pkg('rosemary', 0.75 * OZ, '0.75 oz jar', 1.49, est(SHELF)),
  pkg('garlic_powder', 3.4 * OZ, '3.4 oz jar', 1.49, est(SHELF)),
  pkg('onion_powder', 2.6 * OZ, '2.6 oz jar', 1.49, est(SHELF)),
  pkg('ground_ginger', 1.5 * OZ, '1.5 oz jar', 2.29, est(SHELF)),
  pkg('cayenne', 1.5 * OZ, '1.5 oz jar', 1.49, est(SHELF)),
  pkg('coriander', 1.25 * OZ, '1.25 oz jar', 1.99, est(SHELF)),
  pkg('cardamom', 1.5 * OZ, '1.5 oz jar', 5.99, est(SHELF)),
  pkg('nutmeg', 1.1 * OZ, '1.1 oz jar', 2.99, est(SHELF)),
  // Snacks
  pkg('pork_rinds', 3 * OZ, '3 oz bag', 2.49, est(SHELF)),
];

function mergePrices(lists: readonly (readonly Price[])[]): Price[] {
  const byFood = new Map<string, Price>();
  for (const list of lists) {
    for (const price of list) {
      if (byFood.has(price.food)) throw new Error(`food ${price.food} has two prices`);
      byFood.set(price.food, price);
    }
  }
  return [...byFood.values()];
}

/** Every price of the catalogue, one per food. */
export const PRICES: Price[] = mergePrices([basePrices, extraPrices]);

export const pricesByFood: ReadonlyMap<string, Price> = new Map(
  PRICES.map((price) => [price.food, price]),
);
