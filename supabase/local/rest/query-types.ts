/**
 * The parsed form of a request's query string: plain trees that the planner validates against the
 * schema cache, so nothing parsed ever becomes SQL text directly.
 */

export interface JsonStep {
  arrow: '->' | '->>';
  key: string;
  /** An integer operand indexes a JSON array instead of naming a key. */
  isIndex: boolean;
}

export interface Field {
  name: string;
  jsonPath: JsonStep[];
}

export const AGGREGATES = ['count', 'sum', 'avg', 'max', 'min'] as const;
export type AggregateFunction = (typeof AGGREGATES)[number];

export type JoinType = 'inner' | 'left';

export type SelectItem =
  | { kind: 'star' }
  | {
      kind: 'field';
      /** `count()` alone is a field named `*` with the count aggregate. */
      field: Field;
      alias: string | null;
      cast: string | null;
      aggregate?: AggregateFunction;
      aggregateCast?: string | null;
    }
  | {
      kind: 'embed';
      /** A table, view, foreign key column, constraint or computed relationship function. */
      name: string;
      alias: string | null;
      /** `!hint`: a constraint, a column or a junction table naming the relationship to use. */
      hint: string | null;
      joinType: JoinType | null;
      /** `...name(...)`: the embedded columns join the parent's own. */
      spread: boolean;
      select: SelectItem[];
    };

export const SIMPLE_OPERATORS = ['neq', 'cs', 'cd', 'ov', 'sl', 'sr', 'nxr', 'nxl', 'adj'] as const;
export const QUANT_OPERATORS = [
  'eq',
  'gte',
  'gt',
  'lte',
  'lt',
  'like',
  'ilike',
  'match',
  'imatch',
] as const;
export const FTS_OPERATORS = ['fts', 'plfts', 'phfts', 'wfts'] as const;
export const IS_VALUES = ['null', 'not_null', 'true', 'false', 'unknown'] as const;

export type SimpleOperator = (typeof SIMPLE_OPERATORS)[number];
export type QuantOperator = (typeof QUANT_OPERATORS)[number];
export type FtsOperator = (typeof FTS_OPERATORS)[number];
export type IsValue = (typeof IS_VALUES)[number];

export type Operation =
  | { kind: 'in'; values: string[] }
  | { kind: 'is'; value: IsValue }
  | { kind: 'isdistinct'; value: string }
  | { kind: 'fts'; operator: FtsOperator; language: string | null; value: string }
  | { kind: 'simple'; operator: SimpleOperator; value: string }
  | { kind: 'quant'; operator: QuantOperator; quantifier: 'any' | 'all' | null; value: string };

export interface Filter {
  field: Field;
  negated: boolean;
  operation: Operation;
}

export type LogicTree =
  | { kind: 'filter'; filter: Filter }
  | { kind: 'expr'; negated: boolean; operator: 'and' | 'or'; children: LogicTree[] };

export interface OrderTerm {
  /** `order=client(name)`: a column of an embedded to-one resource. */
  relation: string | null;
  field: Field;
  direction: 'asc' | 'desc' | null;
  nulls: 'first' | 'last' | null;
}

/** Where a parameter applies: [] for the requested resource, else the embedded resource's names. */
export type EmbedPath = string[];

export interface Paging {
  path: EmbedPath;
  limit: number | null;
  offset: number;
}

export interface ParsedQuery {
  select: SelectItem[];
  filters: { path: EmbedPath; filter: Filter }[];
  logic: { path: EmbedPath; tree: LogicTree }[];
  order: { path: EmbedPath; terms: OrderTerm[] }[];
  paging: Paging[];
  columns: string[] | null;
  onConflict: string[] | null;
  /** GET/HEAD of a function: the parameters that are no filters are its arguments, as sent. */
  arguments: [string, string][];
}

/** The limit and offset of the requested resource itself. */
export function rootPaging(query: ParsedQuery): { limit: number | null; offset: number } {
  return query.paging.find((paging) => paging.path.length === 0) ?? { limit: null, offset: 0 };
}
