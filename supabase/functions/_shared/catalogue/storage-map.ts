/**
 * How each catalogue food is stored, in the terms of USDA FSIS FoodKeeper (data version 128,
 * data/foodkeeper/): the FoodKeeper product the food is stored like, where it is kept from the
 * shopping day, and which of the product's windows give its figures. This file is judgement and
 * the input of `npm run catalogue:storage` (scripts/generate-storage.ts), which reads the
 * windows' days from data/foodkeeper/foodkeeper-products.csv and writes storage.generated.ts.
 * The generator fails when a food has no entry, when an id is not a FoodKeeper product or when
 * a window named here holds no number for that product.
 *
 * The windows are the CSV's: `*_dop` are FoodKeeper's times from the date of purchase, the plain
 * `pantry`, `refrigerate` and `freeze` give no starting point, and the `*_after_opening` and
 * `refrigerate_after_thawing` windows start when the package is opened or the food has thawed.
 *
 * Rules followed for every food:
 * - A raw or fresh grocery uses the product's `*_dop` windows where FoodKeeper has them; where
 *   the product's row has only the plain windows (fresh herbs, hot peppers, the bulk seeds and
 *   nuts of its shelf-stable list), those are read as counting from purchase.
 * - `place` is where FoodKeeper keeps the food longest from purchase, leaving out the freezer.
 *   So apples, citrus, ginger, onions, winter squash, Medjool dates, corn tortillas and the
 *   shelled nuts (walnuts, pecans, cashews, macadamias, pistachios, pine nuts, almonds: a few
 *   weeks to four months in the cupboard, most of a year in the refrigerator) are kept in the
 *   refrigerator, and garlic, potatoes, sweet potatoes and a jar of peanuts in the cupboard.
 *   Exceptions: green onions (FoodKeeper's 30 days on the counter for product 295 repeats its
 *   figure for dry onions, 294; green onions are sold chilled and wilt out of the refrigerator),
 *   and the fruits FoodKeeper keeps on the counter until ripe (tomatoes, bananas, avocados,
 *   kiwis, peaches, pears, pineapples): they are kept in the pantry with an estimate.
 * - A can, jar, carton or bottle sold on the shelf is kept in the pantry for its `pantry_dop`
 *   window and, once opened, in the refrigerator for `refrigerate_after_opening`. Its freezer
 *   time is null: nobody freezes a can on the shopping day (FoodKeeper's freezer times for
 *   coconut milk and tomato paste are for what is left of an opened can).
 * - `opened` is FoodKeeper's `refrigerate_after_opening` where FoodKeeper moves the opened
 *   package to the refrigerator (cans, jars, cartons, bottles, deli packages, bacon). Where it
 *   keeps the opened package in the cupboard (`pantry_after_opening`: rice, flour, oils, crackers,
 *   nuts, dried fruit, peanut butter) `opened` is null, because the field is a refrigerator time.
 * - A frozen-section food is kept in the freezer for its `freeze_dop` window. FoodKeeper's
 *   refrigerator times for its 'Food Purchased Frozen' products are for the food once cooked
 *   (their tips say so), so they are not used as times after thawing.
 * - The time after thawing (`thawed`) is FoodKeeper's `refrigerate_after_thawing` where it has one
 *   (frozen edamame only). Otherwise it is an estimate: USDA FSIS advises handling food thawed
 *   in the refrigerator like fresh food (Freezing and Food Safety), so it is the product's
 *   refrigerator time from purchase, or, for a food kept in the cupboard that FoodKeeper gives no
 *   refrigerator time, its time in the cupboard; a frozen-section food names the fresh product
 *   whose refrigerator time it takes. It is null when the food is not frozen, and for the two
 *   frozen foods FoodKeeper says not to thaw in the refrigerator (hash browns, 313: refrigerator
 *   'Not Recommended'; frozen fruit, 315: its tip says thawing in the refrigerator is not
 *   recommended).
 *
 * Judgement calls, food by food:
 * - Canned beans, chickpeas, pumpkin purée and hominy -> 372 'Canned goods, low acid' (beans,
 *   corn and vegetables are in its list). Refried beans have their own row (499).
 * - Canned salmon, tuna and sardines -> 372 too (fish is in its list). FoodKeeper also has 618
 *   'Tuna, canned' (3 years in the pantry, inside 372's 2-5 years, and no time once opened) and
 *   619 'Seafood, canned' (1 year, 1-2 days once opened), which are vaguer rows.
 * - Canned diced tomatoes, tomato sauce and red enchilada sauce -> 373 'Canned goods, high acid'
 *   (tomato-based; tomato soup is in its list). 599 'Tomato sauce' gives the unopened can only
 *   as the package's use-by date.
 * - Spinach -> 291 'Lettuce, leaf, spinach'; romaine -> 290 'Lettuce, iceberg, romaine'; kale
 *   -> 423 'Kale'. 415 'Bagged greens' counts its days after the date on the bag, not from
 *   purchase.
 * - Napa cabbage -> 278 'Cabbage' (a head cabbage); bok choy has its own row (275).
 * - Zucchini -> 302 'Squash, summer and zucchini' (windows from purchase); 547 'Zucchini, fresh,
 *   whole' gives 7 days in the refrigerator without a starting point.
 * - Bean sprouts -> 549 'Bean sprouts' (5-10 days); 679 'Mung bean, sprouts' gives 4-6 weeks,
 *   which does not fit fresh sprouts.
 * - Cilantro -> 506, parsley -> 611, fresh basil -> 509: FoodKeeper's rows for those herbs, not
 *   288 'Herbs'. Dried basil -> 508 'Basil, dried'; dried oregano, thyme and rosemary -> 236
 *   'Herbs, dried'.
 * - Ground spices -> 238 'Spice/spices, ground', or their own rows: black pepper 469, cinnamon
 *   472, cumin 473, garlic powder 474, onion powder 475, nutmeg 476, chili powder 232. Curry
 *   powder is a blend -> 233 'Seasoning blends'. Cayenne (or red pepper flakes) -> 238.
 * - Lemons and limes (the catalogue's lemon and lime juice is squeezed from fresh fruit) and
 *   oranges -> 256 'Citrus fruit'.
 * - Chicken thighs -> 118 'Chicken parts, legs or thighs'; chicken breast -> 117; ground turkey
 *   -> 115. Flank steak -> 40 'Beef, steaks'; pork loin -> 61 'Pork, loin roast, boneless'.
 * - Italian and breakfast sausage (raw) -> 102 'Sausage, raw bulk type or patties'. Chorizo is
 *   the raw Mexican kind the recipes fry -> 630 'Chorizo, fresh'.
 * - Deli turkey and ham -> 514 and 515 (pre-packaged luncheon meat); bacon -> 79.
 * - Smoked salmon -> 167 'Fish, cold smoked, vacuum pack' (the common 4 oz package of lox).
 * - Salmon -> 146 'Fatty fish'. Tilapia and cod are sold as frozen fillets (price-list.ts: a
 *   2 lb frozen bag, 1 lb frozen): they are kept in the freezer for 144 'Lean fish' (cod, and
 *   tilapia, a lean white fish) freezer time from purchase, and after thawing keep its 1-2 days.
 *   Shrimp is sold frozen and peeled -> 325 'Shrimp, shellfish' (Food Purchased Frozen); after
 *   thawing it keeps the 1-3 days of fresh shrimp (151).
 * - Cheddar and Monterey Jack blocks -> 3 'Cheese, hard such as cheddar, swiss'. Grated parmesan
 *   -> 4. A block of low-moisture mozzarella -> 5 'Cheese, shredded; cheddar, mozzarella', the one
 *   row naming mozzarella (its month lies between hard and soft cheese). Feta, goat cheese and
 *   queso fresco -> 7 'Cheese, soft such as brie, bel paese, goat'.
 * - Heavy whipping cream -> 14 'Cream, heavy' (10 days, freezes) rather than 11 'Cream, whipping,
 *   ultrapasteurized' (30 days), as not every pint is ultrapasteurized.
 * - Liquid egg whites in a carton -> 17 'Egg substitutes, liquid' (mostly egg white, sold the
 *   same way); 22 'Eggs, raw whites, yolks' is for whites separated at home.
 * - Greek and plain yogurt -> 33; kefir -> 25; hummus -> 181 (commercial).
 * - Soy milk -> 421, almond milk -> 427: the refrigerated cartons of the dairy case.
 * - Tofu -> 168; miso -> 169; TVP -> 171 'Textured soy protein'; tempeh -> 328 (FoodKeeper has
 *   tempeh only as bought frozen: its refrigerator time is an estimate, below).
 * - Rolled oats -> 375 'Cereal, cook before eating (oatmeal, etc.)'. Brown rice -> 339; white
 *   and short-grain rice -> 338; quinoa -> 425; bulgur -> 637; lentils -> 334; dry beans and
 *   chickpeas -> 333.
 * - Dry pasta, whole-wheat pasta, soba, rice noodles and couscous (a semolina pasta) -> 335
 *   'Pasta, dry, without eggs'; egg noodles -> 336.
 * - Cornmeal -> 218 'Cornmeal, regular, degerminated': the catalogue's canister is the common
 *   degerminated kind, though SR28's whole-grain entry gives its nutrients (219, stone-ground,
 *   keeps only a month).
 * - Whole-wheat bread -> 461 'Whole wheat bread, commercially baked & pre-sliced' (3-5 days);
 *   the general 195 'Commercial bread products' gives 14-18 days and covers the pitas, English
 *   muffins and hamburger buns.
 * - Flour tortillas -> 196, corn tortillas -> 553 (kept in the refrigerator, FoodKeeper's longer
 *   time), crackers -> 377, popcorn kernels -> 389, pork rinds -> 556, jerky -> 109.
 * - Ground flaxseed -> 504 (FoodKeeper keeps it in the refrigerator); pepitas -> 604 'Pumpkin
 *   seeds, raw, no shell'; sunflower kernels -> 608 'Sunflower seeds, raw, unsalted, no shell';
 *   a jar of dry-roasted peanuts -> 386 'Nuts, jars or cans'; bags of shelled nuts -> their own
 *   'no shell' rows (438-446) and pine nuts 653.
 * - Oils: olive -> 227 'Oils, olive or vegetable'; canola 520; toasted sesame 612; coconut 454.
 * - Vinegars: cider and red wine -> 361 'Vinegar' (2 years; 557 says apple cider vinegar keeps
 *   indefinitely, which gives no number); balsamic -> 669.
 * - Sauces: soy sauce, tamari and teriyaki -> 360; oyster 434; hoisin 435; worcestershire 362;
 *   sriracha and hot sauce -> 559 'Hot sauce'; ketchup 348; mustard 351; mayonnaise 350;
 *   salsa 357; marinara 359 'Spaghetti sauce, in jars'; pesto 354 (sold refrigerated);
 *   olives 352; applesauce 370; tahini 416; kimchi 493; coconut milk 602; tomato paste 501.
 * - Broth in cartons -> 486 (chicken) and 487 (vegetable); FoodKeeper gives the unopened carton
 *   only as the package's use-by date (estimate, below).
 * - Maple syrup -> 534 'Genuine maple syrup, unopened, plastic' (2 years; glass, 533, gives 4);
 *   its refrigerator time (18-24 months) is what it keeps once opened.
 * - Sugar 240, brown sugar 239, cocoa 217, dark chocolate 216, honey 345, vanilla 530, baking
 *   powder 212, cornstarch 220, flour 222, salt 468.
 *
 * Estimates (each says so and why, in its entry):
 * - FoodKeeper lacks the food: vital wheat gluten, rice cakes, tortilla chips, nori, hemp hearts
 *   and fish sauce. Each takes its nearest FoodKeeper relative's figure, named in its reason.
 * - FoodKeeper has the food but no number for where it is kept: milk, sour cream, soy and almond
 *   milk and broth (the package's use-by date), tempeh in the refrigerator (only as bought
 *   frozen), tomatoes, bananas, avocados, kiwis, peaches, pears and pineapples ('When Ripe' on
 *   the counter), sugar, brown sugar and cocoa (unopened: 'Indefinitely'), and salt (no number
 *   at all).
 */
import type { DayRange, StoragePlace } from './storage.ts';

/** A window of FoodKeeper's derived CSV: its `<window>_min_days` and `<window>_max_days`. */
export type FoodKeeperWindow =
  | 'pantry'
  | 'pantry_dop'
  | 'pantry_after_opening'
  | 'refrigerate'
  | 'refrigerate_dop'
  | 'refrigerate_after_opening'
  | 'refrigerate_after_thawing'
  | 'freeze'
  | 'freeze_dop';

/** A figure FoodKeeper does not give, with why it is this one (a clause, no final stop). */
export interface Estimated {
  estimate: DayRange;
  why: string;
}

export type Figure = FoodKeeperWindow | Estimated;

export interface StorageSpec {
  /** The FoodKeeper product (its ID) the food is stored like; null when FoodKeeper lacks it. */
  id: number | null;
  /** Where it is kept from the shopping day until opened. */
  place: StoragePlace;
  /** Its days there, unopened. */
  days: Figure;
  /** Its days in the freezer when frozen on the shopping day; null: not frozen. */
  freezer: FoodKeeperWindow | null;
  /** Its days in the refrigerator once opened; null: opening does not move or shorten it. */
  opened: FoodKeeperWindow | null;
  /** Its days in the refrigerator after thawing there; absent: the rule in the header. */
  thawed?: Figure | null;
}

const estimate = (min: number, max: number, why: string): Estimated => ({
  estimate: [min, max],
  why,
});

/** A fresh or raw food kept in the refrigerator, its days and freezer time from purchase. */
const chilled = (
  id: number,
  more: Partial<Omit<StorageSpec, 'id' | 'place'>> = {},
): StorageSpec => ({
  id,
  place: 'refrigerator',
  days: 'refrigerate_dop',
  freezer: 'freeze_dop',
  opened: null,
  ...more,
});

/** A food kept in the cupboard or on the counter. */
const shelf = (
  id: number | null,
  more: Partial<Omit<StorageSpec, 'id' | 'place'>> = {},
): StorageSpec => ({
  id,
  place: 'pantry',
  days: 'pantry_dop',
  freezer: null,
  opened: null,
  ...more,
});

/** A can, jar, carton or bottle: the cupboard unopened, the refrigerator once opened. */
const canned = (id: number, more: Partial<Omit<StorageSpec, 'id' | 'place'>> = {}) =>
  shelf(id, { opened: 'refrigerate_after_opening', ...more });

/** A food bought frozen and kept in the freezer. */
const frozen = (id: number, thawed: Figure | null): StorageSpec => ({
  id,
  place: 'freezer',
  days: 'freeze_dop',
  freezer: 'freeze_dop',
  opened: null,
  thawed,
});

/** A ground spice or dried herb: its pantry window from purchase. */
const spice = (id: number, days: FoodKeeperWindow = 'pantry_dop') => shelf(id, { days });

/** Frozen produce thaws to what FoodKeeper gives the fresh product in the refrigerator. */
const thawsLike = (id: number, fresh: string, min: number, max: number): Estimated =>
  estimate(
    min,
    max,
    `the refrigerator time FoodKeeper gives ${fresh} from purchase (product ${id}), as USDA FSIS advises handling food thawed in the refrigerator like fresh`,
  );

/** Fruit FoodKeeper keeps on the counter until ripe, then its refrigerator time once ripe. */
const ripens = (fruit: string, id: number, min: number, max: number): Estimated =>
  estimate(
    min,
    max,
    `FoodKeeper keeps ${fruit} on the counter until ripe without a number of days; this is its refrigerator time for the ripe fruit (product ${id}), as if bought ripe`,
  );

export const STORAGE_MAP: Readonly<Record<string, StorageSpec>> = {
  // Eggs and dairy
  egg: chilled(21, { freezer: null }),
  egg_white: chilled(17, { freezer: null, opened: 'refrigerate_after_opening' }),
  milk: chilled(27, {
    days: estimate(
      7,
      7,
      "FoodKeeper gives milk in the refrigerator only as the package's use-by date; 7 days is the time it gives lactose-free milk once opened (product 543)",
    ),
  }),
  butter: chilled(1),
  greek_yogurt: chilled(33, { freezer: 'freeze' }),
  yogurt: chilled(33, { freezer: 'freeze' }),
  cottage_cheese: chilled(9, { freezer: null, opened: 'refrigerate_after_opening' }),
  cheddar: chilled(3, { opened: 'refrigerate_after_opening' }),
  mozzarella: chilled(5),
  parmesan: chilled(4, { freezer: null }),
  feta: chilled(7),
  ricotta: chilled(490, { freezer: null, opened: 'refrigerate_after_opening' }),
  cream_cheese: chilled(10, { freezer: null }),
  sour_cream: chilled(29, {
    freezer: null,
    days: estimate(
      14,
      14,
      "FoodKeeper gives sour cream only the package's use-by date; 14 days is its time for sour-cream dips (product 16)",
    ),
  }),
  heavy_cream: chilled(14),
  monterey_jack: chilled(3, { opened: 'refrigerate_after_opening' }),
  queso_fresco: chilled(7),
  goat_cheese: chilled(7),
  kefir: chilled(25, { freezer: null, opened: 'refrigerate_after_opening' }),
  soy_milk: chilled(421, {
    freezer: null,
    opened: 'refrigerate_after_opening',
    days: estimate(
      7,
      10,
      "FoodKeeper gives refrigerated soy milk unopened only the package's use-by date; its 7-10 days once opened is the shortest the carton keeps",
    ),
  }),
  almond_milk: chilled(427, {
    freezer: null,
    opened: 'refrigerate_after_opening',
    days: estimate(
      7,
      10,
      "FoodKeeper gives refrigerated almond milk unopened only the package's use-by date; its 7-10 days once opened is the shortest the carton keeps",
    ),
  }),

  // Soy, legumes, nuts and seeds
  coconut_milk: canned(602),
  tofu: chilled(168),
  tempeh: chilled(328, {
    days: estimate(
      7,
      7,
      'FoodKeeper has tempeh only as bought frozen; 7 days is its refrigerator time for tofu (product 168), the nearest chilled soy food',
    ),
  }),
  edamame: frozen(641, 'refrigerate_after_thawing'),
  tvp: shelf(171),
  miso: chilled(169, { freezer: null }),
  vital_wheat_gluten: shelf(null, {
    days: estimate(
      180,
      360,
      'FoodKeeper has no vital wheat gluten; this is its time for white flour (product 222), the wheat flour it is milled like',
    ),
  }),
  lentils: shelf(334),
  red_lentils: shelf(334),
  chickpeas_dry: shelf(333),
  chickpeas: canned(372),
  black_beans_dry: shelf(333),
  black_beans: canned(372),
  kidney_beans: canned(372),
  pinto_beans_dry: shelf(333),
  white_beans: canned(372),
  refried_beans: canned(499),
  peanuts: shelf(386, { freezer: 'freeze' }),
  peanut_butter: shelf(387),
  hummus: chilled(181, { freezer: null, opened: 'refrigerate_after_opening' }),

  // Grains
  oats: shelf(375),
  brown_rice: shelf(339),
  white_rice: shelf(338),
  sushi_rice: shelf(338),
  quinoa: shelf(425),
  pasta: shelf(335),
  whole_wheat_pasta: shelf(335),
  egg_noodles: shelf(336),
  rice_noodles: shelf(335),
  soba: shelf(335),
  couscous: shelf(335),
  bulgur: shelf(637, { days: 'pantry' }),
  cornmeal: shelf(218),
  flour: shelf(222),
  cornstarch: shelf(220),
  whole_wheat_bread: shelf(461, { days: 'pantry', freezer: 'freeze' }),
  pita: shelf(195, { freezer: 'freeze_dop' }),
  english_muffin: shelf(195, { freezer: 'freeze_dop' }),
  flour_tortilla: shelf(196, { freezer: 'freeze_dop' }),
  corn_tortilla: chilled(553, { freezer: null }),
  whole_wheat_crackers: shelf(377, { freezer: 'freeze' }),
  rice_cakes: shelf(null, {
    days: estimate(
      240,
      240,
      'FoodKeeper has no rice cakes; this is its time for crackers (product 377), the dry snack they are stored like',
    ),
  }),
  popcorn: shelf(389),
  tortilla_chips: shelf(null, {
    days: estimate(
      60,
      60,
      'FoodKeeper has no tortilla chips; this is its time for potato chips (product 392), the nearest fried chip it lists',
    ),
  }),
  hash_browns: frozen(313, null),
  hamburger_bun: shelf(195, { freezer: 'freeze_dop' }),
  hominy: canned(372),

  // Meat, poultry and fish
  chicken_breast: chilled(117),
  chicken_thigh: chilled(118),
  ground_turkey: chilled(115),
  turkey_deli: chilled(514, { opened: 'refrigerate_after_opening' }),
  ground_beef: chilled(43),
  flank_steak: chilled(40),
  pork_loin: chilled(61),
  ground_pork: chilled(73),
  bacon: chilled(79, { opened: 'refrigerate_after_opening' }),
  ham: chilled(515, { opened: 'refrigerate_after_opening' }),
  italian_sausage: chilled(102),
  breakfast_sausage: chilled(102),
  chorizo: chilled(630, { days: 'refrigerate', freezer: 'freeze' }),
  ground_lamb: chilled(50),
  beef_jerky: shelf(109, { opened: 'refrigerate_after_opening' }),
  pork_rinds: shelf(556, { days: 'pantry' }),
  salmon: chilled(146),
  canned_salmon: canned(372),
  smoked_salmon: chilled(167),
  canned_tuna: canned(372),
  tilapia: frozen(144, 'refrigerate_dop'),
  cod: frozen(144, 'refrigerate_dop'),
  sardines: canned(372),
  shrimp: frozen(
    325,
    estimate(
      1,
      3,
      "FoodKeeper's refrigerator time for shrimp bought frozen is for cooked shrimp; this is its time for fresh shrimp (product 151), as USDA FSIS advises handling food thawed in the refrigerator like fresh",
    ),
  ),

  // Vegetables
  broccoli: chilled(276),
  frozen_broccoli: frozen(331, thawsLike(276, 'fresh broccoli', 3, 5)),
  cabbage: chilled(278),
  red_cabbage: chilled(278),
  napa_cabbage: chilled(278),
  bok_choy: chilled(275),
  carrot: chilled(279),
  cauliflower: chilled(280),
  celery: chilled(281),
  cucumber: chilled(283, { freezer: null }),
  garlic: shelf(285, { freezer: 'freeze_dop' }),
  ginger: chilled(286),
  romaine: chilled(290, { freezer: null }),
  mushrooms: chilled(292),
  shiitake: chilled(292),
  onion: chilled(294),
  green_onion: chilled(295),
  green_bell_pepper: chilled(296),
  red_bell_pepper: chilled(296),
  jalapeno: chilled(548, { freezer: 'freeze' }),
  potato: shelf(297, { freezer: 'freeze' }),
  sweet_potato: shelf(422),
  tomato: shelf(306, {
    freezer: 'freeze_dop',
    days: estimate(
      7,
      7,
      "FoodKeeper keeps tomatoes on the counter 'When Ripe'; its tip for them gives 7 days once ripe, and tomatoes are sold ripe or nearly",
    ),
  }),
  canned_tomatoes: canned(373),
  tomato_paste: canned(501),
  tomato_sauce: canned(373),
  spinach: chilled(291, { freezer: null }),
  frozen_spinach: frozen(331, thawsLike(291, 'fresh spinach', 3, 7)),
  kale: chilled(423),
  zucchini: chilled(302),
  eggplant: chilled(284),
  green_beans: chilled(273),
  frozen_peas: frozen(331, thawsLike(273, 'fresh peas and green beans', 3, 5)),
  frozen_corn: frozen(331, thawsLike(282, 'corn on the cob', 1, 2)),
  mixed_vegetables: frozen(
    331,
    thawsLike(273, 'fresh peas and green beans, most of the mix', 3, 5),
  ),
  asparagus: chilled(271),
  brussels_sprouts: chilled(277),
  butternut_squash: chilled(303),
  pumpkin_puree: canned(372),
  bean_sprouts: chilled(549, { freezer: null }),
  cilantro: chilled(506, { days: 'refrigerate', freezer: null }),
  parsley: chilled(611, { days: 'refrigerate', freezer: 'freeze' }),
  basil: chilled(509, { days: 'refrigerate', freezer: null }),
  kimchi: chilled(493, { freezer: null }),
  nori: shelf(null, {
    days: estimate(
      365,
      730,
      'FoodKeeper has no seaweed; this is its time for dried mushrooms (product 385), the dried vegetable it lists',
    ),
  }),
  olives: canned(352),
  salsa: canned(357),
  marinara: canned(359),
  pesto: chilled(354, { freezer: 'freeze', opened: 'refrigerate_after_opening' }),

  // Fruit
  avocado: shelf(250, { days: ripens('avocados', 250, 3, 4) }),
  lemon_juice: chilled(256, { freezer: null }),
  lime_juice: chilled(256, { freezer: null }),
  banana: shelf(251, { freezer: 'freeze', days: ripens('bananas', 251, 3, 3) }),
  apple: chilled(248, { freezer: 'freeze' }),
  blueberries: chilled(254, { freezer: 'freeze' }),
  frozen_blueberries: frozen(315, null),
  strawberries: chilled(481, { freezer: 'freeze' }),
  frozen_strawberries: frozen(315, null),
  raspberries: chilled(482, { freezer: 'freeze' }),
  orange: chilled(256, { freezer: null }),
  mango: chilled(265, { freezer: 'freeze' }),
  pineapple: shelf(267, { freezer: 'freeze', days: ripens('pineapples', 267, 5, 7) }),
  grapes: chilled(261, { freezer: 'freeze' }),
  pear: shelf(266, { freezer: 'freeze', days: ripens('pears', 266, 3, 5) }),
  peach: shelf(266, { freezer: 'freeze', days: ripens('peaches', 266, 3, 5) }),
  kiwi: shelf(263, { days: ripens('kiwis', 263, 3, 6) }),
  raisins: shelf(379),
  dates: chilled(260, { freezer: 'freeze' }),
  applesauce: canned(370),
  dried_cranberries: shelf(379),
  coconut_flakes: shelf(257, { freezer: 'freeze', opened: 'refrigerate_after_opening' }),

  // Nuts and seeds (shelled)
  almonds: chilled(438),
  walnuts: chilled(446),
  cashews: chilled(439),
  pecans: chilled(444),
  pistachios: chilled(445),
  pine_nuts: chilled(653, { days: 'refrigerate', freezer: 'freeze' }),
  macadamias: chilled(440),
  almond_butter: shelf(466, { days: 'pantry' }),
  chia_seeds: shelf(573, { days: 'pantry' }),
  flaxseed: chilled(504, { freezer: 'freeze' }),
  hemp_seeds: shelf(null, {
    days: estimate(
      360,
      360,
      'FoodKeeper has no hemp hearts; this is its time for raw hulled sunflower seeds (product 608), the nearest hulled seed it lists',
    ),
  }),
  pumpkin_seeds: shelf(604, { days: 'pantry' }),
  sunflower_seeds: shelf(608, { days: 'pantry' }),
  sesame_seeds: shelf(613, { days: 'pantry' }),
  tahini: canned(416),

  // Oils, sauces and condiments
  olive_oil: shelf(227),
  canola_oil: shelf(520),
  sesame_oil: shelf(612),
  coconut_oil: shelf(454, { days: 'pantry' }),
  soy_sauce: canned(360),
  tamari: canned(360),
  fish_sauce: shelf(null, {
    days: estimate(
      365,
      365,
      'FoodKeeper has no fish sauce; this is its time for worcestershire sauce (product 362), the fermented anchovy sauce it lists',
    ),
  }),
  oyster_sauce: canned(434),
  hoisin: canned(435),
  teriyaki_sauce: canned(360),
  worcestershire: shelf(362),
  sriracha: shelf(559, { days: 'pantry' }),
  hot_sauce: shelf(559, { days: 'pantry' }),
  mustard: canned(351),
  mayonnaise: canned(350),
  ketchup: canned(348),
  cider_vinegar: shelf(361),
  red_wine_vinegar: shelf(361),
  balsamic_vinegar: canned(669),
  chicken_broth: canned(486, {
    days: estimate(
      180,
      360,
      "FoodKeeper gives an unopened carton of broth only the package's use-by date; this is its time for shelf-stable milk (product 644), the other food it lists in a shelf-stable carton",
    ),
  }),
  vegetable_broth: canned(487, {
    days: estimate(
      180,
      360,
      "FoodKeeper gives an unopened carton of broth only the package's use-by date; this is its time for shelf-stable milk (product 644), the other food it lists in a shelf-stable carton",
    ),
  }),
  enchilada_sauce: canned(373),

  // Sweeteners and baking
  honey: shelf(345),
  maple_syrup: shelf(534, { days: 'pantry', opened: 'refrigerate' }),
  sugar: shelf(240, {
    days: estimate(
      540,
      720,
      "FoodKeeper keeps unopened sugar 'Indefinitely', which is no number; this is its time once opened",
    ),
  }),
  brown_sugar: shelf(239, {
    days: estimate(
      540,
      720,
      "FoodKeeper keeps unopened brown sugar 'Indefinitely', which is no number; this is its time once opened",
    ),
  }),
  cocoa: shelf(217, {
    days: estimate(
      365,
      365,
      "FoodKeeper keeps unopened cocoa 'Indefinitely', which is no number; this is its time once opened",
    ),
  }),
  dark_chocolate: shelf(216),
  vanilla: shelf(530, { days: 'pantry' }),
  baking_powder: shelf(212),

  // Spices and dried herbs
  salt: shelf(468, {
    days: estimate(
      1825,
      1825,
      "FoodKeeper keeps salt 'Indefinitely', which is no number; 5 years, the longest time it gives any food in the cupboard, stands for it",
    ),
  }),
  black_pepper: spice(469),
  cumin: spice(473),
  chili_powder: spice(232),
  paprika: spice(238),
  turmeric: spice(238),
  curry_powder: spice(233),
  cinnamon: spice(472),
  oregano: spice(236),
  dried_basil: spice(508, 'pantry'),
  thyme: spice(236),
  rosemary: spice(236),
  garlic_powder: spice(474),
  onion_powder: spice(475),
  ground_ginger: spice(238),
  cayenne: spice(238),
  coriander: spice(238),
  cardamom: spice(238),
  nutmeg: spice(476),
};
