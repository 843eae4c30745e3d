/**
 * The review form's ingredient lines as the review machine changes them: added, removed, queued
 * to be read by the own-recipes function one at a time, and what a read brings back.
 */
import type { DraftLine } from '../../supabase/functions/_shared/own-recipes/draft-schema.ts';
import type { ReviewContext, ReviewLine } from './recipeReview.types.ts';
import { isStale } from './reviewForm.ts';

export function withLine(
  lines: ReviewLine[],
  key: number,
  change: Partial<ReviewLine>,
): ReviewLine[] {
  return lines.map((line) => (line.key === key ? { ...line, ...change } : line));
}

export function withoutKey<T>(record: Record<number, T>, key: number): Record<number, T> {
  const rest = { ...record };
  delete rest[key];
  return rest;
}

/** Queues a line to be read (once: a later request for the same line replaces the earlier). */
export function queued(
  context: ReviewContext,
  key: number,
  food?: string,
): ReviewContext['readQueue'] {
  const rest = context.readQueue.filter((entry) => entry.key !== key);
  return [...rest, food === undefined ? { key } : { key, food }];
}

/** Every line whose text was not read yet, queued (those already queued keep their food). */
export function staleQueue(context: ReviewContext): ReviewContext['readQueue'] {
  const waiting = new Set(context.readQueue.map((entry) => entry.key));
  const fresh = context.lines
    .filter((line) => isStale(line) && !waiting.has(line.key) && line.key !== context.reading?.key)
    .map((line) => ({ key: line.key }));
  return [...context.readQueue, ...fresh];
}

export function addedLine(context: ReviewContext): Partial<ReviewContext> {
  return {
    lines: [
      ...context.lines,
      { key: context.nextKey, text: '', read: null, readText: '', grams: '' },
    ],
    nextKey: context.nextKey + 1,
  };
}

export function removedLine(context: ReviewContext, key: number): Partial<ReviewContext> {
  return {
    lines: context.lines.filter((line) => line.key !== key),
    readQueue: context.readQueue.filter((entry) => entry.key !== key),
    lineErrors: withoutKey(context.lineErrors, key),
    errors: { ...context.errors, lines: withoutKey(context.errors.lines, key) },
    search: context.search?.key === key ? null : context.search,
  };
}

/** The first line of the queue, taken out of it to be read now. */
export function nextRead(context: ReviewContext): Partial<ReviewContext> {
  const [next, ...rest] = context.readQueue;
  const line = context.lines.find((candidate) => candidate.key === next?.key);
  return {
    readQueue: rest,
    reading:
      next && line
        ? { key: next.key, text: line.text, ...(next.food ? { food: next.food } : {}) }
        : null,
  };
}

/** Typed grams equal to the grams read are no override: the line follows its reads again. */
const sameGrams = (typed: string, read: number | undefined) =>
  read !== undefined && typed.trim() !== '' && Math.abs(Number(typed) - read) < 0.05;

/**
 * What a read brings: it belongs to the text that was sent (a line typed over since stays
 * stale, so it is read again when its field is left or the form is saved).
 */
export function readTaken(context: ReviewContext, read: DraftLine): Partial<ReviewContext> {
  const reading = context.reading;
  if (!reading) return {};
  const line = context.lines.find((candidate) => candidate.key === reading.key);
  if (!line) return { reading: null };
  return {
    reading: null,
    lines: withLine(context.lines, reading.key, {
      read,
      readText: reading.text,
      grams: sameGrams(line.grams, read.grams) ? '' : line.grams,
    }),
    lineErrors: withoutKey(context.lineErrors, reading.key),
  };
}

export function readFailed(context: ReviewContext, message: string): Partial<ReviewContext> {
  const reading = context.reading;
  if (!reading) return {};
  return {
    reading: null,
    // Marked as read, so it is not sent again until the person changes it; its message shows.
    lines: withLine(context.lines, reading.key, { readText: reading.text }),
    lineErrors: { ...context.lineErrors, [reading.key]: message },
  };
}
