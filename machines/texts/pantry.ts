/**
 * The pantry screen (signed in): what is at home by store section, the add form, an item's edit
 * dialog (correct the amount, used up, thrown away), the change waiting to be saved, and what
 * went off. The store sections' names are the shopping list's (planTexts.shopping.sections).
 */
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
