/**
 * What a day plan card says of a meal's sides and the kitchen's schedule
 * (machines/dayPlan/dayPlan.cards.ts): the sides' line and list, the thaw step, a bulk-prep
 * meal's leftover line and the evening's task for tomorrow's meals; nothing for a week without
 * them.
 */
import { describe, expect, it } from 'vitest';
import { eveningTask, mealCardKitchen } from '../../machines/dayPlan/dayPlan.cards.ts';
import type { Meal } from '../../machines/planShared/plan.types.ts';
import { inSentence } from '../../machines/texts/dayKitchen.ts';
import { fixturePlan, kitchenPlan } from '../web/planFixtures.ts';

// The fixture week starts on Monday 16 November 2026: the soup is Wednesday's.
const soupOf = (plan: ReturnType<typeof kitchenPlan>['plan']) => plan.days[2]?.meals[0] as Meal;

describe("a day plan card's sides and kitchen schedule", () => {
  it('says the sides in a line and lists each with its items', () => {
    const oatmeal = kitchenPlan(fixturePlan()).plan.days[0]?.meals[0] as Meal;
    const card = mealCardKitchen(oatmeal);
    expect(card.sidesLine).toBe('With: a banana · a glass of soy milk');
    expect(card.sides).toEqual([
      { id: 'side-banana', name: 'A banana', items: ['Bananas: 1 medium (118 g)'] },
      { id: 'side-soy-milk', name: 'A glass of soy milk', items: ['Soy milk: 1 cup (243 g)'] },
    ]);
    expect(card.thaw).toBeNull();
    expect(card.thawsEveningBefore).toBe(false);
  });

  it("keeps a side name's proper adjective and an abbreviation in the line", () => {
    expect(['A banana', 'Grapes', 'Greek yogurt', 'BBQ chips'].map(inSentence)).toEqual([
      'a banana',
      'grapes',
      'Greek yogurt',
      'BBQ chips',
    ]);
  });

  it('names every frozen portion the meal uses', () => {
    const soup = soupOf(kitchenPlan(fixturePlan()).plan);
    const twice: Meal = {
      ...soup,
      kitchen: {
        thaw: [
          ...(soup.kitchen?.thaw ?? []),
          { food: 'peas', name: 'Peas, green, frozen', grams: 80, amount: '1/2 cup (80 g)' },
        ],
      },
    };
    expect(mealCardKitchen(twice).thaw).toBe(
      'Move to the refrigerator the evening before: Ground turkey, 93% lean, 5 oz (142 g); Peas, green, frozen, 1/2 cup (80 g)',
    );
    expect(mealCardKitchen(twice).thawsEveningBefore).toBe(true);
  });

  it("says where a bulk-prep portion was kept, by the cooking day's name", () => {
    const fridge = mealCardKitchen(
      soupOf(kitchenPlan(fixturePlan(), { leftover: 'refrigerator' }).plan),
    );
    expect(fridge.leftover).toBe('Cooked on Monday; kept in the refrigerator');
    expect(fridge.thawsEveningBefore).toBe(false);
    const frozen = mealCardKitchen(
      soupOf(kitchenPlan(fixturePlan(), { leftover: 'freezer' }).plan),
    );
    expect(frozen.leftover).toBe(
      'Cooked on Monday and frozen in portions: move to the refrigerator the evening before',
    );
    expect(frozen.thawsEveningBefore).toBe(true);
  });

  it("gives the evening's task on the day before, and none on other days", () => {
    const plan = kitchenPlan(fixturePlan()).plan;
    expect(eveningTask(plan, 'Tuesday')).toEqual({
      intro: 'Move to the refrigerator this evening for tomorrow, Wednesday:',
      lines: ['Lentil Soup: Ground turkey, 93% lean, 5 oz (142 g)'],
    });
    expect(eveningTask(plan, 'Monday')).toBeNull();
    expect(eveningTask(plan, 'Wednesday')).toBeNull();
    // The week's last day: its next day belongs to another week.
    expect(eveningTask(plan, 'Sunday')).toBeNull();
  });

  it('gives nothing for a week without sides or a schedule', () => {
    const plan = fixturePlan().plan;
    for (const meal of plan.days.flatMap((day) => day.meals))
      expect(mealCardKitchen(meal)).toEqual({
        sidesLine: null,
        sides: [],
        thawsEveningBefore: false,
        thaw: null,
        leftover: null,
      });
    expect(plan.days.map((day) => eveningTask(plan, day.day))).toEqual(plan.days.map(() => null));
  });
});
