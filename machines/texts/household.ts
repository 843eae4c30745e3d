/**
 * The household: the profile review's Household section, the wizard's offer at the end of step
 * 1, the member dialog and its messages. The field rules' own messages are in
 * `_shared/rules/household.ts` (householdMemberSchema), written once for the app and functions.
 */
import { HOUSEHOLD_LIMIT } from '../../supabase/functions/_shared/rules/household.ts';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export const householdTexts = {
  title: 'Household',
  wizardTitle: 'Anyone else you cook for?',
  wizardIntro:
    'Add the people who eat your meals: each gets their own portions, and their allergies and restrictions are kept out of the dishes they eat. You can also do it later on your profile.',
  alone: 'The plan is for you alone.',
  aloneHow:
    'Add the people you cook for: each gets their own portions, and their allergies and restrictions are kept out of the dishes they eat.',
  count: (count: number) =>
    `${plural(count, 'person', 'people')} besides you (at most ${HOUSEHOLD_LIMIT}).`,
  add: 'Add someone',
  edit: 'Edit',
  editLabel: (name: string) => `Edit ${name}`,
  remove: 'Remove',
  removeLabel: (name: string) => `Remove ${name}`,
  loading: 'Loading your household...',
  loadFailed: 'Your household could not be loaded.',
  retry: 'Try again',
  listLabel: 'People in your household',
  /** 'Leo, 6 years, Male'. */
  who: (name: string, age: number, gender: string) =>
    `${name}, ${plural(age, 'year', 'years')}, ${gender === 'Prefer not to say' ? 'sex not given' : gender}`,
  mealsAtHome: 'Meals at home',
  allergies: 'Allergies',
  diets: 'Dietary restrictions',
  none: 'None',
  unreadableTitle: 'A stored household member cannot be read',
  unreadable: (name: string | null, reason: string) =>
    `${name ?? 'Someone'}: ${reason} Remove them and add them again.`,
  unreadableName: 'this household member',
  limitReached: `A household has at most ${HOUSEHOLD_LIMIT} people besides you. Remove someone to add another.`,
  dismiss: 'Dismiss',

  // The dialog
  addTitle: 'Add someone',
  editTitle: (name: string) => `Edit ${name}`,
  name: 'Name',
  age: 'Age (years)',
  sex: 'Sex',
  heightFeet: 'Height (feet)',
  heightInches: 'Height (inches)',
  weight: 'Weight (lb)',
  bodyOptional: 'Height and weight are optional.',
  referenceHint:
    'Left blank, the plan uses the standard reference height and weight for their age and sex (Dietary Reference Intakes).',
  activity: 'Activity level',
  mealsQuestion: 'Meals eaten at home',
  mealsHint: "Untick the meals they eat elsewhere, e.g. a child's school lunches.",
  save: 'Save Changes',
  addSave: 'Add to household',
  saving: 'Saving...',
  cancel: 'Cancel',
  closeDialog: 'Close dialog',
  notANumber: {
    age: 'Enter an age in years.',
    heightFeet: 'Feet must be 1 to 8.',
    heightInches: 'Inches must be 0 to 11.',
    weightLb: 'Enter a weight in whole pounds.',
  },
  saveFailedTitle: 'Not saved',
  saveFailed: (reason: string) => `${reason} What you typed is still here: try again, or cancel.`,
  memberGone: 'This person is no longer in your household (removed on another device?).',
  invalidAnswer: 'The household could not be read back after saving.',

  // Removing
  removeTitle: (name: string) => `Remove ${name}?`,
  removeBody: (name: string) =>
    `${name} is taken off your household; your next plans are made without them. If ${name} signs in with an account of their own, that account stops sharing the household too.`,
  removeConfirm: 'Remove',
  removeFailed: (name: string, reason: string) => `${name} was not removed: ${reason}`,

  // Toasts
  added: (name: string) => `${name} was added to your household`,
  saved: (name: string) => `${name}'s details were saved`,
  removed: (name: string) => `${name} was removed from your household`,
} as const;
