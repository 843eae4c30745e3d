/**
 * The week as an iCalendar file (RFC 5545): one event per meal on its day, at the usual time
 * of that meal and as long as its preparation, so the plan shows up in any calendar app.
 */
import type { Meal, StoredPlan, WeeklyPlan } from '../../machines/planShared/plan.types.ts';
import { mealPortions } from '../../machines/planShared/household.ts';

/** Local wall-clock start of each meal (floating time: it follows the person's time zone). */
const MEAL_START: Record<Meal['type'], string> = {
  BREAKFAST: '080000',
  LUNCH: '123000',
  SNACK: '153000',
  DINNER: '183000',
};

/** Text values escape backslash, semicolon, comma and newline (RFC 5545, 3.3.11). */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r?\n/g, '\\n');
}

/** Lines longer than 75 octets continue on the next line after a space (RFC 5545, 3.1). */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const pieces: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    const limit = pieces.length === 0 ? 75 : 74;
    if (size + bytes > limit) {
      pieces.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += bytes;
  }
  pieces.push(current);
  return pieces.join('\r\n ');
}

function compactDate(iso: string): string {
  return iso.replace(/-/g, '');
}

function utcStamp(moment: Date): string {
  return moment
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

function endTime(start: string, minutes: number): string {
  const total = Number(start.slice(0, 2)) * 60 + Number(start.slice(2, 4)) + minutes;
  const capped = Math.min(total, 23 * 60 + 59);
  return `${String(Math.floor(capped / 60)).padStart(2, '0')}${String(capped % 60).padStart(2, '0')}00`;
}

function mealDescription(meal: Meal): string {
  const lines = [
    `${meal.type} · ${meal.cost} · ${meal.prepTime} min · ${meal.nutrition.calories} kcal, ${meal.nutrition.protein} protein`,
    '',
    'Ingredients:',
    ...meal.ingredients.map((ingredient) => `- ${ingredient.name}: ${ingredient.amount}`),
  ];
  // A household's dish: each person's portion, and that the amounts are for the whole dish.
  const portions = mealPortions(meal);
  if (portions) lines.splice(1, 0, portions.line, portions.wholeDish);
  if (meal.instructions.length > 0) {
    lines.push('', 'Preparation:', ...meal.instructions.map((step, i) => `${i + 1}. ${step}`));
  }
  return lines.join('\n');
}

export function planToIcs(plan: WeeklyPlan, now: Date): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Mealwise//Meal Plan//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(`Meal plan from ${plan.weekStart}`)}`,
  ];
  for (const day of plan.days) {
    for (const meal of day.meals) {
      const start = MEAL_START[meal.type];
      lines.push(
        'BEGIN:VEVENT',
        `UID:${escapeText(`${plan.weekStart}-${meal.id}`)}@mealwise`,
        `DTSTAMP:${utcStamp(now)}`,
        `DTSTART:${compactDate(day.date)}T${start}`,
        `DTEND:${compactDate(day.date)}T${endTime(start, Math.max(15, meal.prepTime))}`,
        `SUMMARY:${escapeText(`${meal.name} (${meal.type.toLowerCase()})`)}`,
        `DESCRIPTION:${escapeText(mealDescription(meal))}`,
        'END:VEVENT',
      );
    }
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** Offers the week's calendar file for download. */
export async function downloadCalendar(stored: StoredPlan): Promise<void> {
  const blob = new Blob([planToIcs(stored.plan, new Date())], {
    type: 'text/calendar;charset=utf-8',
  });
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = `meal-plan-${stored.plan.weekStart}.ics`;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoke after the click has been handled, so the download has started.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}
