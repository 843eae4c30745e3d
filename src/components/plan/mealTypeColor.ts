/** The badge colour of each meal type, the same on every screen. */
const TYPE_COLORS: Record<string, string> = {
  BREAKFAST: 'yellow',
  LUNCH: 'blue',
  DINNER: 'grape',
  SNACK: 'teal',
};

export function mealTypeColor(type: string): string {
  return TYPE_COLORS[type] ?? 'gray';
}
