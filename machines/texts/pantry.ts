/**
 * The pantry screen (signed in): what is at home by store section, the add form, an item's edit
 * dialog (correct the amount, used up, thrown away), the change waiting to be saved, and what
 * went off. The store sections' names are the shopping list's (planTexts.shopping.sections).
 * The staples checklist (staplesTexts) is the Pantry screen's and the meal plan page's; its
 * groups' names are the catalogue's (STAPLE_GROUP_LABELS).
 */
import { STAPLE_GROUP_LABELS } from '../../supabase/functions/_shared/catalogue/staples.ts';
import { planTexts } from './plan.ts';
import { shortWeekLabel } from './history.ts';

export const pantryTexts = {
  title: 'PANTRY',
  intro:
    'What you have at home. Meals you plan use it first, and the shopping list buys only what is missing.',
  asOf: (isoDate: string) => `Amounts as of ${shortWeekLabel(isoDate)}`,
  loading: 'Loading your pantry...',
  loadFailed: 'Your pantry could not be loaded.',
  retry: 'Try again',
  empty: 'Your pantry is empty.',
  emptyHow:
    'It fills itself with what your meals leave over when you mark items bought on the shopping list, and you can add what you already have at home with the form above.',
  sections: planTexts.shopping.sections,
  listLabel: 'What you have at home',
  since: (isoDate: string) => `Since ${shortWeekLabel(isoDate)}`,
  fromPurchases: 'From purchases',
  /** A staple said to be at home: no amount, no date, and one button to say it ran out. */
  stapleBadge: 'Staple',
  usedUpAction: 'Used up',
  usedUpLabel: (name: string) => `Mark ${name} used up`,
  edit: 'Change',
  editLabel: (name: string) => `Change ${name}`,
  addTitle: 'Add what you have',
  food: 'Food',
  foodPlaceholder: 'Search foods',
  foodNothing: 'No food of that name',
  amount: 'Amount',
  unit: 'Unit',
  units: { g: 'g', kg: 'kg', oz: 'oz', lb: 'lb' },
  soldAs: (packageLabel: string) => `Sold as: ${packageLabel}`,
  add: 'ADD TO PANTRY',
  correctTitle: 'How much is there?',
  correctHelp: 'Set the amount you really have, from a scale or the package.',
  saveAmount: 'SAVE AMOUNT',
  orMark: 'Or, when none is left:',
  usedUp: 'USED UP',
  thrownAway: 'THROWN AWAY',
  cancel: 'Cancel',
  closeDialog: 'Close dialog',
  amountMissing: 'Enter an amount',
  amountNotNumber: 'Amount must be a number, like 2 or 1.5',
  foodMissing: 'Choose a food from the list',
  pendingAdd: (name: string, amount: string) => `Adding ${amount} of ${name}`,
  pendingCorrect: (name: string, amount: string) => `Setting ${name} to ${amount}`,
  pendingUsed: (name: string) => `Marking ${name} used up`,
  pendingDiscarded: (name: string) => `Marking ${name} thrown away`,
  saving: (label: string) => `${label}...`,
  saveFailedTitle: 'Your change is not saved yet',
  retryingSoon: (attempt: number, of: number) =>
    `Trying again in a moment (attempt ${attempt} of ${of} failed).`,
  notRetried: 'Check the change, then try again or cancel it.',
  stillFailing: (attempts: number) =>
    `It failed ${attempts} times. Try again when you are back online, or cancel the change.`,
  retryNow: 'TRY AGAIN',
  cancelChange: 'Cancel this change',
  saved: (label: string) => `Saved: ${label.charAt(0).toLowerCase()}${label.slice(1)}`,
  cancelled: (label: string) => `Not saved: ${label.charAt(0).toLowerCase()}${label.slice(1)}`,
  spoiledTitle: 'Gone off in the last week',
  spoiledLine: (name: string, amount: string, on: string) =>
    `${name}, ${amount} (${shortWeekLabel(on)})`,
  dismiss: 'Dismiss',
  unknownFood: 'this food',
  unreachable: 'The pantry could not be reached. Check your connection.',
  invalidAnswer: 'The pantry answered in a way this app cannot read. Please try again.',
  backToList: 'BACK TO SHOPPING LIST',
  toPlan: 'VIEW MEAL PLAN',
  openPantry: 'YOUR PANTRY',
} as const;

/** The staples checklist: which kitchen staples are at home (the staples question). */
export const staplesTexts = {
  title: 'Staples at home',
  unanswered:
    'You have not told us which staples you have, so your plans buy every staple they use, whole.',
  answered: (isoDate: string) =>
    `You told us which staples you have on ${shortWeekLabel(isoDate)}: your plans use those and buy the others whole.`,
  howItWorks:
    'Tick what is in your kitchen. Weeks not over yet are priced again with your answer (their meals stay the same), and the meal plan page offers to plan the week again around it.',
  groups: STAPLE_GROUP_LABELS,
  haveMost: 'I have most of these',
  scratch: "I'm starting from scratch",
  save: 'SAVE STAPLES',
  ticked: (count: number, of: number) => `${count} of ${of} ticked`,
  unsaved: 'Not saved yet.',
  saving: 'Saving your staples...',
  saved: 'Saved. Weeks not over yet are priced with these staples.',
  saveFailedTitle: 'Your staples are not saved yet',
  tryAgain: 'TRY AGAIN',
  loading: 'Loading the staples...',
  loadFailed: 'The staples could not be loaded.',
  retry: 'Try again',
} as const;
