/**
 * The query-string grammar of the REST service on its own: what PostgREST's parsers accept,
 * what they refuse (PGRST100 with the position), and that values come out exactly as sent.
 */
import fc from 'fast-check';
import { RestError } from '../../supabase/local/rest/errors.ts';
import {
  parseFilterValue,
  parseLogicParam,
  parseOrder,
  parseQuery,
  parseSelect,
  type Field,
} from '../../supabase/local/rest/params.ts';
import { textArrayLiteral } from '../../supabase/local/rest/sql.ts';

const column = (name: string): Field => ({ name, jsonPath: [] });

function parseError(run: () => unknown): RestError {
  try {
    run();
  } catch (error) {
    if (error instanceof RestError) return error;
    throw error;
  }
  throw new Error('expected a RestError');
}

describe('select', () => {
  it('reads columns, aliases, casts, JSON paths and the star', () => {
    expect(parseSelect('*')).toEqual([{ kind: 'star' }]);
    expect(parseSelect('id,budget:custom_budget::text, first:plan->days->0->>day')).toEqual([
      { kind: 'field', field: column('id'), alias: null, cast: null },
      { kind: 'field', field: column('custom_budget'), alias: 'budget', cast: 'text' },
      {
        kind: 'field',
        field: {
          name: 'plan',
          jsonPath: [
            { arrow: '->', key: 'days', isIndex: false },
            { arrow: '->', key: '0', isIndex: true },
            { arrow: '->>', key: 'day', isIndex: false },
          ],
        },
        alias: 'first',
        cast: null,
      },
    ]);
  });

  it('reads quoted names with escapes and names with dashes', () => {
    expect(parseSelect('"odd, \\"name\\"",kebab-case')).toEqual([
      { kind: 'field', field: column('odd, "name"'), alias: null, cast: null },
      { kind: 'field', field: column('kebab-case'), alias: null, cast: null },
    ]);
  });

  it('reads embedded resources with aliases, hints, join types, spreads and nesting', () => {
    const embed = (name: string, select: unknown[], extra: Record<string, unknown> = {}) => ({
      kind: 'embed',
      name,
      alias: null,
      hint: null,
      joinType: null,
      spread: false,
      select,
      ...extra,
    });
    const id = { kind: 'field', field: column('id'), alias: null, cast: null };
    expect(
      parseSelect(
        'id,users!inner(id),author:users!messages_user_fkey!left(*),...channel!channel_id(id),a(b(id)),c()',
      ),
    ).toEqual([
      id,
      embed('users', [id], { joinType: 'inner' }),
      embed('users', [{ kind: 'star' }], {
        alias: 'author',
        hint: 'messages_user_fkey',
        joinType: 'left',
      }),
      embed('channel', [id], { hint: 'channel_id', spread: true }),
      embed('a', [embed('b', [id])]),
      embed('c', []),
    ]);
    expect(parseSelect('x:users!inner!fk(id)')).toEqual([
      embed('users', [id], { alias: 'x', hint: 'fk', joinType: 'inner' }),
    ]);
  });

  it('reads aggregates, which the planner refuses unless enabled', () => {
    expect(parseSelect('count(),total:price.sum()::int,id.max()')).toEqual([
      {
        kind: 'field',
        field: column('*'),
        alias: null,
        cast: null,
        aggregate: 'count',
        aggregateCast: null,
      },
      {
        kind: 'field',
        field: column('price'),
        alias: 'total',
        cast: null,
        aggregate: 'sum',
        aggregateCast: 'int',
      },
      {
        kind: 'field',
        field: column('id'),
        alias: null,
        cast: null,
        aggregate: 'max',
        aggregateCast: null,
      },
    ]);
  });

  it('refuses SQL with PGRST100 and the position of the fault', () => {
    const error = parseError(() => parseSelect('id,full_name);drop table x'));
    expect(error.status).toBe(400);
    expect(error.body.code).toBe('PGRST100');
    expect(error.body.message).toBe(
      '"failed to parse select parameter (id,full_name);drop table x)" (line 1, column 13)',
    );
    expect(parseError(() => parseSelect('id::text from pg_authid')).body.code).toBe('PGRST100');
    expect(parseSelect('x::Double  Precision')).toEqual([
      { kind: 'field', field: column('x'), alias: null, cast: 'double precision' },
    ]);
    expect(parseError(() => parseSelect('users(id')).body.code).toBe('PGRST100');
    expect(parseError(() => parseSelect('users!a!b!c(id)')).body.code).toBe('PGRST100');
  });
});

describe('filters', () => {
  it('reads every operator, with negation and quantifiers', () => {
    expect(parseFilterValue(column('a'), 'eq.5').operation).toEqual({
      kind: 'quant',
      operator: 'eq',
      quantifier: null,
      value: '5',
    });
    expect(parseFilterValue(column('a'), 'not.neq.x')).toMatchObject({
      negated: true,
      operation: { kind: 'simple', operator: 'neq', value: 'x' },
    });
    expect(parseFilterValue(column('a'), 'like(any).{a*,b*}').operation).toEqual({
      kind: 'quant',
      operator: 'like',
      quantifier: 'any',
      value: '{a*,b*}',
    });
    expect(parseFilterValue(column('a'), 'is.NULL').operation).toEqual({
      kind: 'is',
      value: 'null',
    });
    expect(parseFilterValue(column('a'), 'is.not_null').operation).toEqual({
      kind: 'is',
      value: 'not_null',
    });
    expect(parseFilterValue(column('a'), 'wfts(english).cats dogs').operation).toEqual({
      kind: 'fts',
      operator: 'wfts',
      language: 'english',
      value: 'cats dogs',
    });
    expect(parseFilterValue(column('a'), 'isdistinct.').operation).toEqual({
      kind: 'isdistinct',
      value: '',
    });
    for (const operator of ['gt', 'gte', 'lt', 'lte', 'ilike', 'match', 'imatch']) {
      expect(parseFilterValue(column('a'), `${operator}.v`).operation).toMatchObject({
        kind: 'quant',
        operator,
      });
    }
    for (const operator of ['cs', 'cd', 'ov', 'sl', 'sr', 'nxr', 'nxl', 'adj']) {
      expect(parseFilterValue(column('a'), `${operator}.v`).operation).toMatchObject({
        kind: 'simple',
        operator,
      });
    }
  });

  it('reads in-lists with quoted, escaped and empty elements', () => {
    expect(parseFilterValue(column('a'), 'in.(1,"a,b","say \\"hi\\"",,x y)').operation).toEqual({
      kind: 'in',
      values: ['1', 'a,b', 'say "hi"', '', 'x y'],
    });
    expect(parseFilterValue(column('a'), 'in.("open)').operation).toEqual({
      kind: 'in',
      values: ['"open'],
    });
    // As in PostgREST, quotes make one element only when a comma or the closing parenthesis follows.
    expect(parseFilterValue(column('a'), 'in.( "a,b" )').operation).toEqual({
      kind: 'in',
      values: ['"a', 'b" '],
    });
  });

  it('keeps the value of a simple filter exactly as sent, whatever it holds', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (value) => {
        const filter = parseFilterValue(column('name'), `eq.${value}`);
        expect(filter.operation).toEqual({
          kind: 'quant',
          operator: 'eq',
          quantifier: null,
          value,
        });
      }),
    );
  });

  it('round-trips any list of values through quoting and escaping', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: 'grapheme' }), { minLength: 1, maxLength: 8 }),
        (values) => {
          const quoted = values
            .map((value) => `"${value.replace(/[\\"]/g, (char) => `\\${char}`)}"`)
            .join(',');
          expect(parseFilterValue(column('name'), `in.(${quoted})`).operation).toEqual({
            kind: 'in',
            values,
          });
        },
      ),
    );
  });

  it('builds array literals whose elements are quoted and escaped', () => {
    expect(textArrayLiteral(['a', 'b,c', 'd"e', 'f\\g', ''])).toBe(
      '{"a","b,c","d\\"e","f\\\\g",""}',
    );
  });

  it('refuses unknown operators and malformed lists with PGRST100', () => {
    for (const value of ['foo.bar', 'eq', 'in.1,2', 'in.(1,2', 'is.maybe', 'like(some).x', '']) {
      const error = parseError(() => parseFilterValue(column('a'), value));
      expect(error.body.code, value).toBe('PGRST100');
    }
  });
});

describe('logic trees, order and the whole query', () => {
  it('reads nested and/or trees with quoted values and array literals', () => {
    expect(parseLogicParam('or', '(a.eq.1,and(b.gt.2,c.cs.{x,y}),name.eq."q, r")')).toEqual({
      kind: 'expr',
      negated: false,
      operator: 'or',
      children: [
        {
          kind: 'filter',
          filter: {
            field: column('a'),
            negated: false,
            operation: { kind: 'quant', operator: 'eq', quantifier: null, value: '1' },
          },
        },
        {
          kind: 'expr',
          negated: false,
          operator: 'and',
          children: [
            {
              kind: 'filter',
              filter: {
                field: column('b'),
                negated: false,
                operation: { kind: 'quant', operator: 'gt', quantifier: null, value: '2' },
              },
            },
            {
              kind: 'filter',
              filter: {
                field: column('c'),
                negated: false,
                operation: { kind: 'simple', operator: 'cs', value: '{x,y}' },
              },
            },
          ],
        },
        {
          kind: 'filter',
          filter: {
            field: column('name'),
            negated: false,
            operation: { kind: 'quant', operator: 'eq', quantifier: null, value: 'q, r' },
          },
        },
      ],
    });
    expect(parseLogicParam('not.and', '(a.is.null,b.in.(1,2))')).toMatchObject({
      negated: true,
      operator: 'and',
    });
  });

  it('reads order terms with direction and nulls placement, also on embedded resources', () => {
    expect(parseOrder('a,b.desc,c.asc.nullsfirst,d.nullslast,users(name).desc')).toEqual([
      { relation: null, field: column('a'), direction: null, nulls: null },
      { relation: null, field: column('b'), direction: 'desc', nulls: null },
      { relation: null, field: column('c'), direction: 'asc', nulls: 'first' },
      { relation: null, field: column('d'), direction: null, nulls: 'last' },
      { relation: 'users', field: column('name'), direction: 'desc', nulls: null },
    ]);
    expect(parseError(() => parseOrder('a.sideways')).body.code).toBe('PGRST100');
    expect(parseError(() => parseOrder('users(name')).body.code).toBe('PGRST100');
  });

  it('sorts parameters into select, filters, logic, order, paging, columns and on_conflict', () => {
    const query = parseQuery(
      new URLSearchParams(
        'select=id&id=eq.1&or=(a.eq.1,b.eq.2)&order=id.desc&limit=10&offset=5&columns="id",name&on_conflict=user_id, week_start&apikey=key',
      ),
    );
    expect(query.select).toEqual([{ kind: 'field', field: column('id'), alias: null, cast: null }]);
    expect(query.filters).toHaveLength(1);
    expect(query.logic).toHaveLength(1);
    expect(query.order).toHaveLength(1);
    expect(query).toMatchObject({
      paging: [{ path: [], limit: 10, offset: 5 }],
      columns: ['id', 'name'],
      onConflict: ['user_id', 'week_start'],
      arguments: [],
    });
  });

  it('files parameters prefixed with an embed path under that path', () => {
    const query = parseQuery(
      new URLSearchParams(
        'users.id=eq.1&users.posts.order=id.desc&users.limit=2&users.offset=1&users.not.or=(a.eq.1,b.eq.2)&users.and=(a.eq.1)',
      ),
    );
    expect(query.filters).toEqual([
      {
        path: ['users'],
        filter: {
          field: column('id'),
          negated: false,
          operation: { kind: 'quant', operator: 'eq', quantifier: null, value: '1' },
        },
      },
    ]);
    expect(query.order).toEqual([
      {
        path: ['users', 'posts'],
        terms: [{ relation: null, field: column('id'), direction: 'desc', nulls: null }],
      },
    ]);
    expect(query.paging).toEqual([{ path: ['users'], limit: 2, offset: 1 }]);
    expect(query.logic.map((entry) => [entry.path, entry.tree])).toMatchObject([
      [['users'], { kind: 'expr', negated: true, operator: 'or' }],
      [['users'], { kind: 'expr', negated: false, operator: 'and' }],
    ]);
  });

  it('reads the arguments of a function call from the parameters that are no filters', () => {
    const query = parseQuery(new URLSearchParams('start=2026-01-05&days=eq.7&limit=2'), true);
    expect(query.arguments).toEqual([['start', '2026-01-05']]);
    expect(query.filters).toHaveLength(1);
    expect(parseError(() => parseQuery(new URLSearchParams('start=2026-01-05'))).body.code).toBe(
      'PGRST100',
    );
  });

  it('refuses bad paging values', () => {
    expect(parseError(() => parseQuery(new URLSearchParams('limit=ten'))).body.code).toBe(
      'PGRST100',
    );
    expect(parseError(() => parseQuery(new URLSearchParams('offset=-1'))).status).toBe(416);
  });
});
