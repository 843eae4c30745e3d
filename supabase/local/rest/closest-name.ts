/**
 * Near misses for the "Perhaps you meant" hints of PostgREST's errors: the candidate closest to a
 * name by edit distance, when it is close enough.
 */
/** The closest table name, for PostgREST's "Perhaps you meant" hint; null when none is close. */
export function closestTable(name: string, tables: Iterable<string>): string | null {
  return closestName(name, tables, 0.75);
}

/** The closest function name, for PostgREST's "Perhaps you meant to call" hint. */
export function closestFunction(name: string, functions: Iterable<string>): string | null {
  return closestName(name, functions, 0.75);
}

/** The closest argument list among several, e.g. `(a, b)`, for the hint on unmatched arguments. */
export function closestArguments(given: string, candidates: Iterable<string>): string | null {
  return closestName(given, candidates, 0.33);
}

/**
 * The column PostgreSQL's hint on an unknown column names: the fewest edits away, and no more
 * edits than half the length of the name asked for.
 */
export function closestColumn(name: string, columns: Iterable<string>): string | null {
  let best: string | null = null;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const column of columns) {
    const distance = levenshtein(column, name);
    if (distance < bestDistance) {
      best = column;
      bestDistance = distance;
    }
  }
  return bestDistance <= Math.floor(name.length / 2) ? best : null;
}

export function closestName(
  name: string,
  candidates: Iterable<string>,
  minimum: number,
): string | null {
  let best: string | null = null;
  let bestScore = 0;
  for (const candidate of candidates) {
    const score = similarity(name.toLowerCase(), candidate.toLowerCase());
    if (score > bestScore) {
      best = candidate;
      bestScore = score;
    }
  }
  return bestScore >= minimum ? best : null;
}

function similarity(a: string, b: string): number {
  const longest = Math.max(a.length, b.length);
  if (longest === 0) return 1;
  return 1 - levenshtein(a, b) / longest;
}

function levenshtein(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current.push(
        Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost),
      );
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}
