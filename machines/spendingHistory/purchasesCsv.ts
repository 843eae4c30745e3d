/**
 * The purchases as a CSV file (RFC 4180): a header line, then one line per purchase with its
 * week start, the date it was marked bought, the item, its store section and the amount paid.
 * Lines end in CRLF; a field holding a comma, a double quote, a line break or an outer space is
 * put in double quotes with its quotes doubled. A text that a spreadsheet would run as a formula
 * (starting with =, +, -, @, a tab or a carriage return) gets a leading apostrophe, the
 * usual guard against formula injection. The file starts with a UTF-8 byte order mark so
 * spreadsheet programs read names like "jalapeño" right.
 */
import type { ListSection } from '../shoppingList/sections.ts';
import { historyTexts } from '../texts/history.ts';
import type { HistoryPurchase } from './history.types.ts';

export const CSV_BOM = '\uFEFF';

/** One field, quoted when it must be. */
export function csvField(value: string): string {
  const guarded = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]|^\s|\s$/.test(guarded) ? `"${guarded.replace(/"/g, '""')}"` : guarded;
}

/** Dollars as a spreadsheet reads them: 5.25, never $ or a thousands separator. */
function amountField(amount: number): string {
  return amount.toFixed(2);
}

export function purchasesCsv(
  purchases: readonly HistoryPurchase[],
  sectionName: (section: ListSection) => string = (section) => historyTexts.sections[section],
): string {
  const lines = [
    historyTexts.csvHeader.map(csvField).join(','),
    ...purchases.map((purchase) =>
      [
        csvField(purchase.weekStart),
        csvField(purchase.purchasedOn),
        csvField(purchase.item),
        csvField(sectionName(purchase.section)),
        amountField(purchase.amountPaid),
      ].join(','),
    ),
  ];
  return `${CSV_BOM}${lines.join('\r\n')}\r\n`;
}

/**
 * Reads a CSV text back into rows of fields (the inverse of purchasesCsv's quoting): for the
 * tests, and for anyone checking a downloaded file.
 */
export function parseCsv(text: string): string[][] {
  const body = text.startsWith(CSV_BOM) ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < body.length; index += 1) {
    const char = body[index];
    if (quoted) {
      if (char === '"' && body[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\r' && body[index + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      index += 1;
    } else field += char;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}
