/**
 * How each food is bought and which figure prices it: the input of `npm run catalogue:prices`
 * (scripts/generate-prices.ts), which reads the official tables in data/prices/ and writes
 * prices.generated.ts. Nothing here is a price the planner uses directly.
 *
 * A package is what a shopper takes off the shelf: `purchasedGrams` as bought, and a label.
 * Its edible grams (what recipes weigh) are the purchased grams less the food's SR28 refuse,
 * unless `edible` says otherwise: 'as-bought' when the package is already trimmed (shelled nuts,
 * boneless meat, peeled shrimp: SR28's refuse is the shell, bone or skin of the whole food),
 * 'ers-yield' for cans whose food is the drained solids (the USDA ERS yield of the can), or a
 * number of grams (the juice of two lemons).
 *
 * The basis, in order of preference:
 * - bls(series, units): the BLS U.S. city average price of the item in the reference month,
 *   times the package size in the series' unit. `units` is needed only where the unit is not a
 *   weight (a dozen, a gallon); for a weight it follows from `purchasedGrams`.
 * - ers(table, item, form): the USDA ERS 2022 price per pound as bought of that item and form,
 *   times the pounds bought, brought to the reference month by the CPI for fruits and
 *   vegetables.
 * - ppnap(code) / produce(code): the USDA ERS Purchase to Plate National Average Price
 *   (PP-NAP, 2017/2018) of an FNDDS food code, per 100 edible grams, times the package's edible
 *   grams, brought to the reference month by the CPI for food at home (ppnap) or, for fresh and
 *   frozen vegetables, the CPI for fruits and vegetables (produce). Only a code that is the
 *   same food in the same form is used: FNDDS prices most grains, meats and fish cooked, so raw
 *   rice, pasta, quinoa, raw meat and raw white fish stay on the figures above or estimates.
 * - anchored(figure, factor, note): an estimate, a stated factor times one of the figures above,
 *   for a food no table covers but a close one does (boneless thighs as 80 % of breast).
 * - shelf(price, note): an estimate, the typical September 2024 shelf price of a store-brand
 *   package, brought to the reference month by the CPI for food at home.
 */
export type EdibleRule = 'as-bought' | 'ers-yield' | number;

/** The CPI series that brings a PP-NAP price to the reference month. */
export type PpNapIndex = 'CUUR0000SAF11' | 'CUSR0000SAF113';

export type OfficialBasis =
  | { kind: 'BLS'; series: string; units?: number }
  | { kind: 'ERS'; table: 'fruit' | 'vegetable'; item: string; form: string }
  | { kind: 'PPNAP'; foodCode: string; index: PpNapIndex };

export type PriceBasisSpec =
  | OfficialBasis
  | { kind: 'anchored'; figure: OfficialBasis; factor: number; note: string }
  | { kind: 'shelf'; price: number; month: string; note: string };

export interface PriceSpec {
  food: string;
  label: string;
  purchasedGrams: number;
  edible?: EdibleRule;
  basis: PriceBasisSpec;
}

export const LB = 453.6;
export const OZ = 28.35;
/** Grams in one US fluid ounce of water; oils and syrups scale it by their density. */
export const FL_OZ = 29.57;

/** Month the typed shelf prices were observed. */
export const SHELF_MONTH = '2024-09';

export function bls(series: string, units?: number): OfficialBasis {
  return units === undefined ? { kind: 'BLS', series } : { kind: 'BLS', series, units };
}

export function ers(table: 'fruit' | 'vegetable', item: string, form: string): OfficialBasis {
  return { kind: 'ERS', table, item, form };
}

export function ppnap(foodCode: string): OfficialBasis {
  return { kind: 'PPNAP', foodCode, index: 'CUUR0000SAF11' };
}

export function produce(foodCode: string): OfficialBasis {
  return { kind: 'PPNAP', foodCode, index: 'CUSR0000SAF113' };
}

export function anchored(figure: OfficialBasis, factor: number, note: string): PriceBasisSpec {
  return { kind: 'anchored', figure, factor, note };
}

const SHELF_NOTE = 'typical US supermarket shelf price of a store-brand package this size';

export function shelf(price: number, note: string = SHELF_NOTE): PriceBasisSpec {
  return { kind: 'shelf', price, month: SHELF_MONTH, note };
}

export function spec(
  food: string,
  purchasedGrams: number,
  label: string,
  basis: PriceBasisSpec,
  edible?: EdibleRule,
): PriceSpec {
  return edible === undefined
    ? { food, purchasedGrams, label, basis }
    : { food, purchasedGrams, label, basis, edible };
}

const veg = (item: string, form: string): OfficialBasis => ers('vegetable', item, form);
const fruit = (item: string, form: string): OfficialBasis => ers('fruit', item, form);

const CHEDDAR = bls('APU0000710212');
const RICE = bls('APU0000701312');
const PASTA = bls('APU0000701322');
const SUGAR = bls('APU0000715211');
const DRIED_BEANS = bls('APU0000714233');
const CHICKEN_BREAST = bls('APU0000FF1101');
const BEEF_STEAKS = bls('APU0000FC3101');
const LENTILS = veg('Lentils', 'Dried');

export const basePriceSpecs: PriceSpec[] = [
  // Eggs and dairy
  spec('egg', 12 * 57, '1 dozen large (about 57 g each in the shell)', bls('APU0000708111', 1)),
  spec('egg_white', 16 * OZ, '16 oz carton liquid egg whites', shelf(3.49)),
  // SR28 01079 is 2 % milk; a gallon weighs about 3.9 kg.
  spec('milk', 3900, '1 gallon (2 %)', bls('APU0000FJ1101', 1)),
  spec('butter', LB, '1 lb (4 sticks)', bls('APU0000FS1101')),
  spec('greek_yogurt', 32 * OZ, '32 oz tub', ppnap('11411420')),
  spec('yogurt', 8 * OZ, '8 oz cup', bls('APU0000FJ4101')),
  spec('cottage_cheese', 16 * OZ, '16 oz tub', ppnap('14204010')),
  spec('cheddar', LB / 2, '8 oz block', CHEDDAR),
  spec('mozzarella', LB, '16 oz block', ppnap('14107030')),
  spec('parmesan', 8 * OZ, '8 oz grated', ppnap('14108010')),
  spec('feta', 6 * OZ, '6 oz crumbles', ppnap('14104400')),
  spec('ricotta', 15 * OZ, '15 oz tub', ppnap('14201500')),
  spec('cream_cheese', 8 * OZ, '8 oz block', ppnap('14301010')),
  spec('sour_cream', 16 * OZ, '16 oz tub', ppnap('12310100')),
  spec('heavy_cream', 473, '1 pint', ppnap('12130100')),
  spec('monterey_jack', LB / 2, '8 oz block', ppnap('14106200')),
  spec('queso_fresco', 10 * OZ, '10 oz round', ppnap('14133000')),
  spec('goat_cheese', 4 * OZ, '4 oz log', ppnap('14104700')),
  spec('kefir', 946, '32 oz bottle', ppnap('11115400')),
  // Plant milks and soy
  // FNDDS prices soy milk of any kind (original, vanilla) as one food, as SR28 16139 is.
  spec('soy_milk', 1893, 'half gallon', ppnap('11320000')),
  spec('almond_milk', 1893, 'half gallon', ppnap('11350020')),
  // FNDDS's coconut milk (11370000) is the carton drink, not canned coconut milk.
  spec('coconut_milk', 13.5 * OZ, '13.5 oz can', shelf(2.29)),
  spec('tofu', 14 * OZ, '14 oz block', ppnap('41420010')),
  spec('tempeh', 8 * OZ, '8 oz block', shelf(2.99)),
  // Frozen shelled edamame is sold blanched: FNDDS's 'Edamame, cooked' is the same food.
  spec('edamame', 12 * OZ, '12 oz frozen bag (shelled)', ppnap('41420020')),
  spec('tvp', 10 * OZ, '10 oz bag', ppnap('41440000')),
  // PP-NAP's miso (41420110) is set aside: ERS's price rose 55 % from 2015/2016 to 2017/2018
  // while the CPI for food at home fell 1 %, and it is over four times a tub's shelf price.
  spec('miso', 14 * OZ, '14 oz tub', shelf(5.99)),
  spec(
    'vital_wheat_gluten',
    22 * OZ,
    '22 oz bag',
    shelf(7.99, 'typical shelf price of a 22 oz bag of vital wheat gluten'),
  ),
  // Legumes
  spec('lentils', LB, '1 lb bag', LENTILS),
  spec(
    'red_lentils',
    LB,
    '1 lb bag',
    anchored(
      LENTILS,
      1.2,
      'USDA ERS prices lentils, not red lentils; priced at 120 % of its dried lentil price, the usual premium of split red lentils',
    ),
  ),
  // Chickpeas are dried beans in the BLS sample; ERS has no chickpea item.
  spec('chickpeas_dry', LB, '1 lb bag', DRIED_BEANS),
  // PP-NAP prices canned chickpeas per 100 g drained, the 250 g a can holds.
  spec('chickpeas', 15.5 * OZ, '15.5 oz can', ppnap('41302080'), 250),
  spec('black_beans_dry', LB, '1 lb bag', veg('Black beans', 'Dried')),
  spec('black_beans', 15 * OZ, '15 oz can', veg('Black beans', 'Canned')),
  spec('kidney_beans', 15.5 * OZ, '15.5 oz can', veg('Kidney beans', 'Canned'), 'ers-yield'),
  spec('pinto_beans_dry', 2 * LB, '2 lb bag', veg('Pinto beans', 'Dried')),
  // SR28 16051 is canned white beans; great northern beans are the white bean ERS prices.
  spec('white_beans', 15.5 * OZ, '15.5 oz can', veg('Great northern beans', 'Canned')),
  spec('refried_beans', 16 * OZ, '16 oz can', ppnap('41205010')),
  spec('peanuts', 16 * OZ, '16 oz jar dry-roasted', ppnap('42111210')),
  spec('peanut_butter', 16 * OZ, '16 oz jar', ppnap('42202000')),
  spec('hummus', 10 * OZ, '10 oz tub', ppnap('41205070')),
  // Grains and breads
  // 'Oats, raw' is rolled oats as bought; FNDDS prices oatmeal, rice, quinoa, pasta, noodles,
  // couscous and bulgur only cooked, so those stay on BLS anchors or estimates.
  spec('oats', 18 * OZ, '18 oz canister', ppnap('57602100')),
  spec(
    'brown_rice',
    2 * LB,
    '2 lb bag',
    anchored(
      RICE,
      1.15,
      'BLS prices white long-grain rice only; brown rice priced at 115 % of it, its usual shelf premium',
    ),
  ),
  spec('white_rice', 2 * LB, '2 lb bag', RICE),
  spec(
    'sushi_rice',
    2 * LB,
    '2 lb bag',
    anchored(
      RICE,
      2,
      'short-grain (Calrose) rice has no BLS series; priced at twice its long-grain white rice average',
    ),
  ),
  spec('quinoa', 16 * OZ, '16 oz bag', shelf(4.49)),
  spec('pasta', LB, '1 lb box', PASTA),
  spec(
    'whole_wheat_pasta',
    LB,
    '1 lb box',
    anchored(
      PASTA,
      1.25,
      'BLS prices spaghetti and macaroni of any kind; whole wheat priced at 125 % of that average',
    ),
  ),
  spec('egg_noodles', 12 * OZ, '12 oz bag', shelf(2.29)),
  spec('rice_noodles', 14 * OZ, '14 oz package', shelf(2.99)),
  spec('soba', 9.5 * OZ, '9.5 oz package', shelf(2.99)),
  spec('couscous', 10 * OZ, '10 oz box', shelf(2.49)),
  spec('bulgur', 16 * OZ, '16 oz bag', shelf(2.99)),
  spec('cornmeal', 24 * OZ, '24 oz canister', shelf(2.49)),
  spec('flour', 5 * LB, '5 lb bag', bls('APU0000701111')),
  spec('cornstarch', 16 * OZ, '16 oz box', shelf(1.79)),
  spec('whole_wheat_bread', 1.25 * LB, '20 oz loaf', bls('APU0000702212')),
  spec('pita', 12 * OZ, '6-count pita bag', ppnap('51301600')),
  spec('english_muffin', 13 * OZ, '6-count package', ppnap('51303030')),
  spec('flour_tortilla', 20 * OZ, '10-count burrito size', ppnap('52215200')),
  spec('corn_tortilla', 30 * OZ, '30-count package', ppnap('52215100')),
  spec('whole_wheat_crackers', 9 * OZ, '9 oz box', ppnap('54337010')),
  spec('rice_cakes', 4.47 * OZ, '4.47 oz sleeve', ppnap('54318500')),
  // FNDDS prices popcorn air-popped, per 100 g popped: a little high per gram of kernels.
  spec('popcorn', 30 * OZ, '30 oz jar of kernels', ppnap('54403010')),
  spec('tortilla_chips', 13 * OZ, '13 oz bag', ppnap('54401075')),
  // FNDDS's 'ready-to-heat' hash browns are the frozen bag.
  spec('hash_browns', 30 * OZ, '30 oz frozen bag', produce('71405040')),
  // Poultry and meat
  spec('chicken_breast', LB, '1 lb', CHICKEN_BREAST),
  // FNDDS prices raw chicken, turkey, pork, lamb, beef cuts, fresh sausages and white fish only
  // cooked, so those stay on BLS anchors or estimates; deli meats, jerky, cured chorizo,
  // canned and smoked fish and raw salmon are priced as sold.
  spec(
    'chicken_thigh',
    1.5 * LB,
    '1.5 lb tray',
    anchored(
      CHICKEN_BREAST,
      0.8,
      'boneless thighs have no BLS series; priced at 80 % of its boneless breast average, the usual shelf gap between the two cuts',
    ),
    'as-bought',
  ),
  spec('ground_turkey', LB, '1 lb', shelf(4.49)),
  spec('turkey_deli', 8 * OZ, '8 oz package', ppnap('25230780')),
  spec('ground_beef', LB, '1 lb', bls('APU0000703112')),
  spec(
    'flank_steak',
    LB,
    '1 lb',
    anchored(
      BEEF_STEAKS,
      1,
      'flank steak has no BLS series; priced as its average of all uncooked beef steaks',
    ),
  ),
  // Boneless pork chops are cut from the loin: the same meat, sliced.
  spec('pork_loin', LB, '1 lb', bls('APU0000704212'), 'as-bought'),
  spec('ground_pork', LB, '1 lb', shelf(3.99)),
  spec('bacon', LB, '16 oz package', bls('APU0000704111')),
  spec('ham', 9 * OZ, '9 oz deli package', ppnap('25230210')),
  spec('italian_sausage', LB, '1 lb package', shelf(4.69)),
  spec('breakfast_sausage', LB, '1 lb roll', shelf(4.29)),
  spec('chorizo', 9 * OZ, '9 oz package', ppnap('25220710')),
  spec('ground_lamb', LB, '1 lb', shelf(8.99)),
  spec('beef_jerky', 3.25 * OZ, '3.25 oz bag', ppnap('21602100')),
  // Fish
  spec('salmon', LB, '1 lb fillet', ppnap('26137100')),
  spec('canned_salmon', 14.75 * OZ, '14.75 oz can', ppnap('26137180'), 330),
  spec('smoked_salmon', 4 * OZ, '4 oz package', ppnap('26137190')),
  // FNDDS prices canned tuna in oil or in water as one food.
  spec('canned_tuna', 5 * OZ, '5 oz can', ppnap('26155110'), 113),
  spec('tilapia', 2 * LB, '2 lb frozen bag', shelf(8.98)),
  spec('cod', LB, '1 lb frozen', shelf(7.99)),
  spec('sardines', 3.75 * OZ, '3.75 oz can', ppnap('26139180'), 92),
  spec('shrimp', LB, '1 lb frozen peeled', shelf(7.99), 'as-bought'),
  // Vegetables
  spec('broccoli', LB, '1 lb crown', veg('Broccoli heads', 'Fresh')),
  spec('frozen_broccoli', 12 * OZ, '12 oz frozen bag', veg('Broccoli', 'Frozen')),
  spec('cabbage', 2 * LB, '1 small head (about 2 lb)', veg('Cabbage, green', 'Fresh')),
  spec('red_cabbage', 2 * LB, '1 small head (about 2 lb)', veg('Cabbage, red', 'Fresh')),
  // FNDDS prices the Chinese cabbages (napa, bok choy) as one food.
  spec('napa_cabbage', 2 * LB, '1 head (about 2 lb)', produce('75104000')),
  spec('bok_choy', LB, '1 lb', produce('75104000')),
  spec('carrot', LB, '1 lb bag', veg('Carrots, raw whole', 'Fresh')),
  spec('cauliflower', 2 * LB, '1 head (about 2 lb)', veg('Cauliflower heads', 'Fresh')),
  spec('celery', 1.5 * LB, '1 bunch (about 1.5 lb)', veg('Celery, trimmed bunches', 'Fresh')),
  spec('cucumber', 0.75 * LB, '1 cucumber (about 12 oz)', veg('Cucumbers with peel', 'Fresh')),
  spec('garlic', 3 * 55, '3-bulb sleeve', produce('75111500')),
  // PP-NAP has ginger only pickled and shiitake only dried and cooked.
  spec(
    'ginger',
    2 * OZ,
    '1 small piece (about 2 oz)',
    shelf(0.5, 'typical shelf price of fresh ginger, about $3.99 per lb, for a 2 oz piece'),
  ),
  spec('romaine', 1.25 * LB, '3 hearts (about 20 oz)', bls('APU0000FL2101')),
  spec('mushrooms', 8 * OZ, '8 oz package', veg('Mushrooms, whole', 'Fresh')),
  spec('shiitake', 3.5 * OZ, '3.5 oz package', shelf(2.99)),
  // Sold loose, by the piece: what one piece weighs at the table's price per pound. The piece's
  // grams as bought are SR28's household weight (data/usda-sr28/WEIGHT.txt) plus the food's SR28
  // refuse, rounded: onion 'large' 150 g + 10 % = 170 g; potato 'medium' 213 g + 25 % = 280 g.
  // A sweet potato of 230 g lies between SR28's 5-inch one (130 g edible, 181 g bought) and a
  // store's usual larger ones: an estimate of the piece.
  spec('onion', 170, '1 large onion (about 6 oz)', veg('Onions', 'Fresh')),
  spec('green_onion', 100, '1 bunch', produce('75117010')),
  spec('green_bell_pepper', 0.5 * LB, '1 pepper (about 8 oz)', veg('Green peppers', 'Fresh')),
  spec('red_bell_pepper', 0.5 * LB, '1 pepper (about 8 oz)', veg('Red peppers', 'Fresh')),
  // FNDDS prices hot chili peppers (jalapeno included) as one food.
  spec('jalapeno', 0.25 * LB, '4 oz (about 5 peppers)', produce('75121000')),
  spec('potato', 280, '1 medium potato (about 10 oz), loose', bls('APU0000712112')),
  spec('sweet_potato', 230, '1 sweet potato (about 8 oz), loose', veg('Sweet potatoes', 'Fresh')),
  spec('tomato', LB, '1 lb', bls('APU0000712311')),
  spec('canned_tomatoes', 14.5 * OZ, '14.5 oz can', veg('Tomatoes', 'Canned')),
  // No PP-NAP food code is tomato paste or tomato sauce.
  spec('tomato_paste', 6 * OZ, '6 oz can', shelf(0.89)),
  spec('tomato_sauce', 15 * OZ, '15 oz can', shelf(1.09)),
  spec('spinach', 5 * OZ, '5 oz bag', veg('Spinach, eaten raw', 'Fresh')),
  spec('frozen_spinach', 12 * OZ, '12 oz frozen bag', veg('Spinach', 'Frozen')),
  spec('kale', 8 * OZ, '1 bunch (about 8 oz)', veg('Kale', 'Fresh')),
  spec('zucchini', LB, '1 lb', veg('Zucchini', 'Fresh')),
  spec('eggplant', 1.25 * LB, '1 eggplant (about 1.25 lb)', produce('75111200')),
  spec('green_beans', LB, '1 lb', veg('Green beans', 'Fresh')),
  spec('frozen_peas', 12 * OZ, '12 oz frozen bag', veg('Green peas', 'Frozen')),
  spec('frozen_corn', 12 * OZ, '12 oz frozen bag', veg('Corn', 'Frozen')),
  spec(
    'mixed_vegetables',
    12 * OZ,
    '12 oz frozen bag',
    veg('Mixed vegetables, carrots, peas, corn, green beans', 'Frozen'),
  ),
  spec('asparagus', LB, '1 lb bunch', veg('Asparagus', 'Fresh')),
  spec('brussels_sprouts', LB, '1 lb', veg('Brussels sprouts', 'Fresh')),
  spec('butternut_squash', 2 * LB, '1 squash (about 2 lb)', veg('Butternut squash', 'Fresh')),
  spec('pumpkin_puree', 15 * OZ, '15 oz can', veg('Pumpkin', 'Canned')),
  spec('bean_sprouts', 12 * OZ, '12 oz bag', produce('75101000')),
  spec('cilantro', 60, '1 bunch', produce('75109550')),
  spec('parsley', 60, '1 bunch', produce('75119000')),
  spec('basil', 0.75 * OZ, '0.75 oz clamshell', produce('75109400')),
  spec('kimchi', 16 * OZ, '16 oz jar', ppnap('75502520')),
  // FNDDS's seaweed is fresh, not dried sheets.
  spec('nori', 10 * 2.6, '10 sheets', shelf(2.99)),
  spec('olives', 6 * OZ, '6 oz can (drained)', veg('Olives', 'Canned')),
  spec('salsa', 16 * OZ, '16 oz jar', ppnap('74402150')),
  spec('marinara', 24 * OZ, '24 oz jar', ppnap('74404010')),
  spec('pesto', 6.7 * OZ, '6.7 oz jar', ppnap('81302070')),
  // Fruit
  spec('avocado', 200, '1 avocado (about 200 g)', veg('Avocados', 'Fresh')),
  // Sold loose, by the piece: one lemon (about 4 oz) gives about 45 g of juice (SR28 09152: a
  // lemon yields 48 g).
  spec('lemon_juice', 0.25 * LB, '1 lemon (about 4 oz)', bls('APU0000711412'), 45),
  // PP-NAP prices bottled lime juice (its fresh-squeezed price is imputed from it), not limes.
  spec(
    'lime_juice',
    67,
    '1 lime',
    shelf(
      0.25,
      'typical price of a lime sold loose, about $0.25; a lime gives about 30 g of juice',
    ),
    30,
  ),
  // Sold loose, by the piece (as the onion above): banana 'medium' 118 g + 36 % = 180 g; apple
  // 'medium' 182 g + 10 % = 200 g; orange 131 g + 27 % = 180 g; pear 'medium' 178 g + 10 % =
  // 200 g; a peach of 170 g lies between SR28's medium (150 g) and large (175 g) with their 4 %
  // refuse: an estimate of the piece.
  spec('banana', 180, '1 banana (about 6 oz)', bls('APU0000711211')),
  spec('apple', 200, '1 apple (about 7 oz), loose', fruit('Apples', 'Fresh')),
  spec('blueberries', 6 * OZ, '6 oz clamshell', fruit('Blueberries', 'Fresh')),
  spec('frozen_blueberries', 16 * OZ, '16 oz frozen bag', fruit('Blueberries', 'Frozen')),
  // BLS prices strawberries per 12 oz dry pint; a 1 lb clamshell is 16/12 of that.
  spec('strawberries', LB, '1 lb clamshell', bls('APU0000711415')),
  spec('frozen_strawberries', 16 * OZ, '16 oz frozen bag', fruit('Strawberries', 'Frozen')),
  spec('raspberries', 6 * OZ, '6 oz clamshell', fruit('Raspberries', 'Fresh')),
  spec('orange', 180, '1 orange (about 6 oz), loose', bls('APU0000711311')),
  spec('mango', 350, '1 mango (about 350 g)', fruit('Mangoes', 'Fresh')),
  spec('pineapple', 1800, '1 pineapple (about 4 lb)', fruit('Pineapple', 'Fresh')),
  spec('grapes', 2 * LB, '2 lb bag', fruit('Grapes', 'Fresh')),
  spec('pear', 200, '1 pear (about 7 oz), loose', fruit('Pears', 'Fresh')),
  spec('peach', 170, '1 peach (about 6 oz), loose', fruit('Peaches', 'Fresh')),
  spec('kiwi', LB, '1 lb (about 5 kiwis)', fruit('Kiwi', 'Fresh')),
  spec('raisins', 12 * OZ, '12 oz box', fruit('Grapes (raisins)', 'Dried')),
  spec('dates', 8 * OZ, '8 oz package', fruit('Dates', 'Dried')),
  spec('applesauce', 24 * OZ, '24 oz jar unsweetened', fruit('Apples, applesauce', 'Canned')),
  spec('dried_cranberries', 6 * OZ, '6 oz bag', fruit('Cranberries', 'Dried')),
  // PP-NAP's packaged coconut does not say whether it is sweetened; most is.
  spec('coconut_flakes', 7 * OZ, '7 oz bag unsweetened', shelf(3.49)),
  // Nuts and seeds
  spec('almonds', 16 * OZ, '16 oz bag', ppnap('42101000'), 'as-bought'),
  // PP-NAP's walnuts and pistachios are its 'NFS' codes, imputed from the matched ones.
  spec('walnuts', 16 * OZ, '16 oz bag', ppnap('42116000'), 'as-bought'),
  spec('cashews', 16 * OZ, '16 oz bag', ppnap('42104050'), 'as-bought'),
  spec('pecans', 8 * OZ, '8 oz bag', ppnap('42112100'), 'as-bought'),
  spec('pistachios', 12 * OZ, '12 oz bag shelled', ppnap('42114130'), 'as-bought'),
  spec('pine_nuts', 2 * OZ, '2 oz bag', ppnap('42113000'), 'as-bought'),
  spec('macadamias', 8 * OZ, '8 oz bag', ppnap('42109100'), 'as-bought'),
  spec('almond_butter', 12 * OZ, '12 oz jar', ppnap('42200500')),
  spec('chia_seeds', 12 * OZ, '12 oz bag', ppnap('43108010')),
  spec('flaxseed', 16 * OZ, '16 oz bag ground', ppnap('43104000')),
  spec('hemp_seeds', 8 * OZ, '8 oz bag', shelf(7.99)),
  // PP-NAP's pumpkin seed codes disagree threefold ($3.16 NFS, $1.06 salted or not, per 100 g).
  spec('pumpkin_seeds', 8 * OZ, '8 oz bag', shelf(4.49), 'as-bought'),
  spec('sunflower_seeds', 16 * OZ, '16 oz bag hulled', ppnap('43102000'), 'as-bought'),
  spec('sesame_seeds', 2.5 * OZ, '2.5 oz jar', ppnap('43103000')),
  spec('tahini', 16 * OZ, '16 oz jar', ppnap('43103300')),
  // Oils (pantry)
  spec('olive_oil', 458, '16.9 fl oz bottle', ppnap('82104000')),
  // PP-NAP has no canola oil, only 'Vegetable oil, NFS', imputed from other oils.
  spec('canola_oil', 1312, '48 fl oz bottle', shelf(4.49)),
  spec('sesame_oil', 5 * FL_OZ * 0.92, '5 fl oz bottle', ppnap('82107000')),
  spec('coconut_oil', 14 * FL_OZ * 0.92, '14 fl oz jar', ppnap('82101500')),
  // Condiments and sauces
  // FNDDS prices soy sauce and tamari as one food.
  spec('soy_sauce', 15 * FL_OZ * 1.15, '15 fl oz bottle', ppnap('41420300')),
  spec('tamari', 10 * FL_OZ * 1.15, '10 fl oz bottle', ppnap('41420300')),
  spec('fish_sauce', 6.76 * FL_OZ * 1.2, '6.76 fl oz bottle', ppnap('27150210')),
  spec('oyster_sauce', 9 * OZ, '9 oz bottle', ppnap('28520100')),
  spec('hoisin', 8.5 * OZ, '8.5 oz bottle', ppnap('41420250')),
  spec('teriyaki_sauce', 10 * FL_OZ * 1.1, '10 fl oz bottle', ppnap('41420400')),
  spec('worcestershire', 10 * FL_OZ * 1.1, '10 fl oz bottle', ppnap('41420450')),
  spec('sriracha', 17 * OZ, '17 oz bottle', ppnap('74403000')),
  spec('hot_sauce', 5 * FL_OZ, '5 fl oz bottle', ppnap('75511010')),
  spec('mustard', 14 * OZ, '14 oz bottle', ppnap('75506010')),
  spec('mayonnaise', 30 * FL_OZ * 0.91, '30 fl oz jar', ppnap('83107000')),
  spec('ketchup', 32 * OZ, '32 oz bottle', ppnap('74401010')),
  // FNDDS prices every vinegar as one food, so cider vinegar is dear and balsamic cheap here.
  spec('cider_vinegar', 32 * FL_OZ, '32 fl oz bottle', ppnap('64401000')),
  spec('red_wine_vinegar', 16 * FL_OZ, '16 fl oz bottle', ppnap('64401000')),
  spec('balsamic_vinegar', 16 * FL_OZ * 1.1, '16 fl oz bottle', ppnap('64401000')),
  spec('chicken_broth', 32 * FL_OZ, '32 fl oz carton', ppnap('28340110')),
  spec('vegetable_broth', 32 * FL_OZ, '32 fl oz carton', ppnap('75657000')),
  spec('enchilada_sauce', 10 * OZ, '10 oz can', ppnap('74402250')),
  // Sweeteners and baking
  spec('honey', 12 * OZ, '12 oz bottle', ppnap('91302010')),
  // PP-NAP's syrup is pancake syrup, not pure maple syrup.
  spec('maple_syrup', 12.5 * FL_OZ * 1.32, '12.5 fl oz bottle pure maple', shelf(7.49)),
  spec('sugar', 4 * LB, '4 lb bag', SUGAR),
  spec('brown_sugar', 2 * LB, '2 lb bag', ppnap('91102010')),
  spec('cocoa', 8 * OZ, '8 oz can', ppnap('11830150')),
  // FNDDS prices sweet and dark chocolate as one food.
  spec('dark_chocolate', 3.5 * OZ, '3.5 oz bar', ppnap('91705300')),
  spec('vanilla', 2 * FL_OZ * 0.88, '2 fl oz bottle', shelf(4.99)),
  spec('baking_powder', 8.1 * OZ, '8.1 oz can', shelf(2.49)),
  // Spices (store-brand jars)
  // No PP-NAP food code is a spice or salt (nor vanilla extract or baking powder).
  spec('salt', 26 * OZ, '26 oz canister', shelf(0.99)),
  spec('black_pepper', 3 * OZ, '3 oz ground', shelf(2.99)),
  spec('cumin', 1.5 * OZ, '1.5 oz jar', shelf(1.99)),
  spec('chili_powder', 2.5 * OZ, '2.5 oz jar', shelf(1.49)),
  spec('paprika', 2.5 * OZ, '2.5 oz jar', shelf(1.49)),
  spec('turmeric', 1.5 * OZ, '1.5 oz jar', shelf(2.49)),
  spec('curry_powder', 1.7 * OZ, '1.7 oz jar', shelf(2.49)),
  spec('cinnamon', 2.4 * OZ, '2.4 oz jar', shelf(1.49)),
  spec('oregano', 0.75 * OZ, '0.75 oz jar', shelf(1.29)),
  spec('dried_basil', 0.62 * OZ, '0.62 oz jar', shelf(1.29)),
  spec('thyme', 0.75 * OZ, '0.75 oz jar', shelf(1.49)),
  spec('rosemary', 0.75 * OZ, '0.75 oz jar', shelf(1.49)),
  spec('garlic_powder', 3.4 * OZ, '3.4 oz jar', shelf(1.49)),
  spec('onion_powder', 2.6 * OZ, '2.6 oz jar', shelf(1.49)),
  spec('ground_ginger', 1.5 * OZ, '1.5 oz jar', shelf(2.29)),
  spec('cayenne', 1.5 * OZ, '1.5 oz jar', shelf(1.49)),
  spec('coriander', 1.25 * OZ, '1.25 oz jar', shelf(1.99)),
  spec('cardamom', 1.5 * OZ, '1.5 oz jar', shelf(5.99)),
  spec('nutmeg', 1.1 * OZ, '1.1 oz jar', shelf(2.99)),
  // Snacks
  spec('pork_rinds', 3 * OZ, '3 oz bag', ppnap('22709010')),
];
