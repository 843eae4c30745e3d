/**
 * The labels of the plan screens (spec section 2), written once; toasts and errors are in
 * machines/messages.ts.
 */
import { groupThousands } from '../shared/names.ts';

export const planTexts = {
  mealPlan: {
    title: 'YOUR MEAL PLAN',
    generate: 'Generate New Meal Plan',
    regenerate: 'Regenerate Meal Plan',
    generating: 'Generating...',
    note: 'Your meal plan is customized to your dietary preferences, budget and cooking habits.',
    placeholderNote: 'Showing a placeholder plan.',
    noMeals: 'No meals planned',
    dailyCost: 'Estimated Daily Cost',
    dailyPlan: 'Daily Plan',
    weeklyCost: (total: string, budget: string) => `Estimated Weekly Cost: ${total} of ${budget}`,
    checkout: (total: string) =>
      `With none of the pantry staples at home, the checkout is ${total} (staples bought whole).`,
    usedCost: (value: string) =>
      `What this week's meals use is worth ${value} (staples counted by the spoonful: a jar lasts beyond the week).`,
    tillNote: 'The weekly cost is what you pay at the till: whole packages of everything you buy.',
    staplesTitle: 'Which staples do you have?',
    replanTitle: 'Your staples changed',
    replan: 'Plan this week again',
    regenerateTitle: 'Make a new week?',
    regenerateBody: (edits: number) =>
      `You changed this week ${edits === 1 ? 'once' : `${edits} times`} (moved, removed, replaced or added meals). A new week replaces its meals and those changes; your own list items and what you bought stay.`,
    keepWeek: 'Keep this week',
    confirmRegenerate: 'Yes, make a new week',
    exportCalendar: 'Export to Calendar (.ics)',
    backToDashboard: 'BACK TO DASHBOARD',
    viewShoppingList: 'VIEW SHOPPING LIST',
    openDay: (day: string) => `Open ${day}'s meal plan`,
    basisTitle: 'How this plan was made',
    daysHeading: 'The week, day by day',
  },
  weeks: {
    label: 'Which week',
    option: (ahead: number) =>
      ahead === 0 ? 'This week' : ahead === 1 ? 'Next week' : `In ${ahead} weeks`,
  },
  focus: {
    label: 'Spend less or eat better',
    hint: 'Your budget is always the ceiling. Moving this plans the week again.',
    options: [
      { value: 1, label: 'Spend less' },
      { value: 2, label: 'Save' },
      { value: 3, label: 'Balanced' },
      { value: 4, label: 'Healthier' },
      { value: 5, label: 'Eat better' },
    ],
  },
  health: {
    title: 'How healthy this week is',
    score: (total: number) => `Healthy Eating Index: ${Math.round(total)} of 100`,
    scoreNote:
      "USDA's Healthy Eating Index (HEI-2020) scores how well a week follows the Dietary Guidelines for Americans; the average American diet scores 58.",
    componentsTitle: 'The 13 parts of the score',
    componentLabel: (name: string, score: number, max: number) =>
      `${name}: ${score.toFixed(1)} of ${max}`,
    moderationHint: 'less is better',
    groupsTitle: 'Food groups against your targets',
    groupsNote: (level: number, sharePercent: number) =>
      sharePercent >= 100
        ? `Targets: USDA Healthy U.S.-Style pattern at ${groupThousands(level)} kcal a day.`
        : `Targets: USDA Healthy U.S.-Style pattern at ${groupThousands(level)} kcal a day, scaled to the ${sharePercent} % of your eating these meals cover.`,
    groupLabel: (name: string, amount: number, target: number, unit: string, period: string) =>
      `${name}: ${amount.toFixed(1)} of ${target.toFixed(1)} ${unit} a ${period}`,
    limitLabel: (name: string, amount: number, max: number, unit: string) =>
      `${name}: ${amount.toFixed(0)} ${unit === 'mg per day' ? 'mg a day' : '%'} (keep under ${groupThousands(max)}${unit === 'mg per day' ? ' mg' : ' %'})`,
    limitsTitle: 'Limits',
  },
  demoPlan: {
    title: 'SAMPLE MEAL PLAN',
    range: 'Apr 8 - 14, 2025',
    intro: 'A sample week of healthy, affordable meals. Sign up to get a plan made for you.',
    getStarted: 'GET STARTED',
    viewSampleDay: 'VIEW SAMPLE DAY',
    viewSampleList: 'VIEW SAMPLE SHOPPING LIST',
  },
  day: {
    heading: (day: string) => `${day} Meal Plan`,
    summary: 'Daily Summary',
    dailyCost: 'Daily Cost',
    proteinGoal: 'Daily Protein Goal',
    fromMeals: "From this day's meals",
    mealsTotals: (protein: number, kcal: number) =>
      `${protein} g protein · ${groupThousands(kcal)} kcal`,
    shareNote: (goal: number, sharePercent: number, aim: number, kcalAim: number) =>
      sharePercent >= 100
        ? `Each meal's % is of your ${goal} g daily goal; this day's meals aim for all of it (and ${groupThousands(kcalAim)} kcal).`
        : `Each meal's % is of your ${goal} g daily goal. The meals planned on this day make up ${sharePercent} % of a day's eating, so they aim for ${aim} g of protein and ${groupThousands(kcalAim)} kcal.`,
    prepMinutes: (minutes: number, waitNote?: string) => {
      const time =
        minutes >= 60
          ? `${Math.floor(minutes / 60)} h${minutes % 60 ? ` ${minutes % 60} min` : ''}`
          : `${minutes} min`;
      return waitNote ? `${time} (${waitNote})` : time;
    },
    proteinPercent: (percent: number) => `${percent}% of daily protein`,
    targetsTitle: "This day's meals against your targets",
    proteinAgainst: (protein: number, goal: number) => `Protein: ${protein} g of ${goal} g`,
    caloriesAgainst: (kcal: number, target: number) =>
      `Calories: ${groupThousands(kcal)} of ${groupThousands(target)} kcal`,
    removing: 'REMOVING...',
    ingredients: 'Ingredients',
    showInstructions: 'Show Preparation Instructions',
    hideInstructions: 'Hide Preparation Instructions',
    showNutrition: 'Show Nutritional Info',
    hideNutrition: 'Hide Nutritional Info',
    calories: 'Calories',
    protein: 'Protein',
    carbs: 'Carbs',
    fat: 'Fat',
    moveLabel: 'Move to another day',
    movePlaceholder: 'Choose a day',
    replace: 'REPLACE',
    replacing: 'REPLACING...',
    remove: 'REMOVE',
    cancel: 'Cancel',
    confirm: "Yes, I'm sure",
    closeDialog: 'Close dialog',
    empty: 'No meals planned for this day',
    generateMeals: 'Generate Meals',
    backToWeek: 'BACK TO WEEKLY PLAN',
    viewShoppingList: 'VIEW SHOPPING LIST',
    expandMeal: (name: string) => `Show details of ${name}`,
    ownBadge: 'Your recipe',
    ownChanged:
      'You have edited this recipe since the week was planned: the week keeps the version it planned. Replace the meal or regenerate the week to plan the new one.',
    ownDeleted:
      'This recipe was deleted since the week was planned: the week keeps its copy of it.',
  },
  demoDay: {
    bannerTitle: 'Demo Mode',
    bannerBody: 'You are looking at sample data. Sign up to plan your own meals.',
    signUp: 'SIGN UP',
    viewShoppingList: 'VIEW SHOPPING LIST',
    noSamples: 'No sample meals for this day',
    signUpPrompt: 'Sign up to get a personalized meal plan for every day of the week.',
  },
  shopping: {
    title: 'SHOPPING LIST',
    fromPlan: 'Everything your meal plan needs, in amounts you can buy.',
    sample: 'Sample ingredients: generate a meal plan to get your own list.',
    addItem: 'Add Item',
    addTitle: 'Add Custom Item',
    itemName: 'Item name',
    amount: 'Amount',
    price: 'Price',
    add: 'Add',
    cancel: 'Cancel',
    viewList: (count: number) => `View List (${count})`,
    backToPlan: 'Back to Meal Plan',
    viewTitle: 'View Shopping List',
    estimatedTotal: 'Estimated Total',
    print: 'PRINT LIST',
    share: 'SHARE',
    close: 'CLOSE',
    closeDialog: 'Close dialog',
    markBought: 'MARK AS BOUGHT',
    paidFor: (name: string) => `Price paid for ${name}`,
    paidMissing: 'Enter what you paid (0 if it was free)',
    paidTooMuch: (max: string) => `That is more than $${max} for one item: check the amount`,
    savePurchases: 'SAVE PURCHASES',
    bought: (paid: string) => `Bought $${paid}`,
    custom: 'Custom',
    staple: 'Staple',
    fromPantry: 'From your pantry',
    partlyFromPantry: 'Partly from your pantry',
    priceSourceOf: (name: string) => `Where the price of ${name} comes from`,
    wholePackage: (price: string) =>
      `This week uses part of a package; a whole one costs $${price}.`,
    totalsLabel: "The week's totals",
    weekTotal: (total: string) => `This week's list: ${total}`,
    tillNote: 'What you pay at the till: whole packages, staples too unless you have them at home.',
    weekTotalNote: 'pantry staples counted by what the week uses',
    atHome: 'At home',
    forWeek: (week: string) => `For the week of ${week}.`,
    boughtOnTrip: (day: string) => `Bought on the trip of ${day} (on that week's list).`,
    tripTotal: (total: string, weeks: string) =>
      `This trip's list: ${total}, for the weeks of ${weeks}`,
    tripThisWeek: (thisWeek: string) => `This week's meals: ${thisWeek} of it.`,
    tripNotPlanned: (weeks: number) =>
      `Your trip covers ${weeks} weeks: plan the next ${weeks === 2 ? 'week' : 'weeks'} on the meal plan page to buy for ${weeks === 2 ? 'it' : 'them'} on this trip too.`,
    tripLater: (day: string) =>
      `This week is bought on the trip of ${day}: its list holds what keeps; here are its top-ups too.`,
    freeze: (grams: number, meals: string) =>
      `Freeze on shopping day: ${grams} g, for ${meals} (it would not keep in the refrigerator until then).`,
    topUp: (packages: number, day: string) =>
      `Buy ${packages === 1 ? 'one of these' : `${packages} of these`} on ${day}: it does not keep until then, even frozen.`,
    checkoutTotal: (total: string) => `With none of the staples at home: ${total}`,
    /** The store sections, in the words of the list's headings (machines/shoppingList/sections.ts). */
    sections: {
      produce: 'Produce',
      'meat-fish': 'Meat and fish',
      'dairy-eggs': 'Dairy and eggs',
      bakery: 'Bakery',
      pantry: 'Pantry',
      frozen: 'Frozen',
      'spices-condiments': 'Spices and condiments',
      own: 'Your own items',
    },
    offline: 'You are offline: this is the list as this device last saw it.',
    waiting: (count: number) =>
      count === 1 ? '1 change waits to be sent.' : `${count} changes wait to be sent.`,
    sending: (count: number) =>
      count === 1 ? 'Sending 1 change...' : `Sending ${count} changes...`,
    refusedTitle: 'The server refused a change',
    refusedTick: (name: string, checked: boolean) => `${checked ? 'Ticking' : 'Unticking'} ${name}`,
    refusedCustom: (name: string) => `Adding ${name}`,
    refusedPurchase: (count: number) =>
      count === 1 ? 'Marking 1 item bought' : `Marking ${count} items bought`,
    overriddenTitle: 'Changed on another phone',
    overriddenTick: (checked: boolean) =>
      `a later change made on another phone or tab ${checked ? 'ticked' : 'unticked'} it`,
    overriddenPaid: (paid: number) =>
      `a later change made on another phone or tab recorded $${paid.toFixed(2)}`,
    dismiss: 'Dismiss',
    loadFailed: 'The shopping list could not be loaded.',
    retry: 'Try again',
    signUpToUse: 'SIGN UP TO USE THIS FEATURE',
  },
  budget: {
    title: 'BUDGET TRACKER',
    overview: 'Weekly Budget Overview',
    budget: 'Weekly Budget',
    planned: 'Planned',
    plannedNote:
      "Planned is what this week's meals and your own list items cost; Recent Changes adds up to it.",
    spent: 'Spent',
    remaining: 'Remaining',
    percentSpent: (percent: number) => `${percent}% of your budget spent`,
    meals: "Current Week's Meals",
    noMeals: 'No meals planned this week.',
    changes: 'Recent Changes',
    date: 'Date',
    change: 'Change',
    difference: 'Price Difference',
    noChanges: 'No changes yet.',
    backToDashboard: 'BACK TO DASHBOARD',
    backToHome: 'BACK TO HOME',
    toMealPlan: 'VIEW MEAL PLAN',
    demoTitle: 'Track your real spending',
    demoBody: 'Sign up to track what you spend on groceries against your own weekly budget.',
    demoSignUp: 'SIGN UP FREE',
  },
} as const;
