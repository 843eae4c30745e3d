/**
 * The shopping list as it leaves the app, beside the calendar file (ics.ts): a print window
 * holding only the list, and the list shared through the Web Share API or a mail draft
 * (spec section 8). Both are grouped by store section like the screen.
 */
import { messages } from '../../machines/texts/messages.ts';
import type { ListItem } from '../../machines/shoppingList/shoppingList.types.ts';
import { groupBySection } from '../../machines/shoppingList/sections.ts';
import { planTexts } from '../../machines/texts/plan.ts';
import {
  centsOf,
  dollars,
  dollarsFromCents,
} from '../../supabase/functions/_shared/rules/money.ts';

function itemLine(item: ListItem): string {
  return `${item.name}${item.amount ? ` (${item.amount})` : ''}: ${dollars(item.price)}`;
}

/** The items under their store sections' headings, in the order of the screen. */
function sections(items: readonly ListItem[]): { heading: string; lines: string[] }[] {
  return groupBySection(items).map((group) => ({
    heading: planTexts.shopping.sections[group.section],
    lines: group.items.map(itemLine),
  }));
}

function listLines(items: readonly ListItem[]): string[] {
  return sections(items).flatMap((section, index) => [
    ...(index === 0 ? [] : ['']),
    `${section.heading}:`,
    ...section.lines.map((line) => `- ${line}`),
  ]);
}

function totalLine(items: readonly ListItem[]): string {
  const cents = items.reduce((sum, item) => sum + centsOf(item.price), 0);
  return `Estimated Total: ${dollarsFromCents(cents)}`;
}

/** The list as plain text: the items, the total and the footnote (spec section 8). */
export function shoppingListText(items: readonly ListItem[]): string {
  return [...listLines(items), '', totalLine(items), '', messages.shopping.footnote].join('\n');
}

/**
 * Opens a print window holding only the list. Built with DOM nodes, never HTML strings, so an
 * item's name cannot inject markup. A blocked pop-up is an error (the machine says why).
 */
export async function printList({ items }: { items: ListItem[] }): Promise<void> {
  const printWindow = window.open('', '_blank', 'width=640,height=800');
  if (!printWindow) throw new Error('The print window was blocked');
  const doc = printWindow.document;
  doc.title = messages.shopping.shareSubject;
  const style = doc.createElement('style');
  style.textContent =
    'body{font-family:system-ui,sans-serif;margin:2rem;color:#222}li{margin:.35rem 0}' +
    'h2{font-size:1.05rem;margin:1.2rem 0 .3rem}' +
    '.total{font-weight:700;margin-top:1rem}.note{color:#666;font-size:.85rem;margin-top:1.5rem}';
  doc.head.append(style);
  const heading = doc.createElement('h1');
  heading.textContent = messages.shopping.shareSubject;
  const groups = sections(items).flatMap((section) => {
    const title = doc.createElement('h2');
    title.textContent = section.heading;
    const list = doc.createElement('ul');
    for (const line of section.lines) {
      const entry = doc.createElement('li');
      entry.textContent = line;
      list.append(entry);
    }
    return [title, list];
  });
  const total = doc.createElement('p');
  total.className = 'total';
  total.textContent = totalLine(items);
  const note = doc.createElement('p');
  note.className = 'note';
  note.textContent = messages.shopping.footnote;
  doc.body.replaceChildren(heading, ...groups, total, note);
  printWindow.focus();
  printWindow.print();
}

/** The Web Share API where the browser has it, else a mail draft (spec section 8). */
export async function shareList({
  items,
}: {
  items: ListItem[];
}): Promise<'shared' | 'emailOpened'> {
  const text = shoppingListText(items);
  if (typeof navigator.share === 'function') {
    await navigator.share({ title: messages.shopping.shareSubject, text });
    return 'shared';
  }
  const link = document.createElement('a');
  link.href = `mailto:?subject=${encodeURIComponent(messages.shopping.shareSubject)}&body=${encodeURIComponent(text)}`;
  link.click();
  return 'emailOpened';
}
