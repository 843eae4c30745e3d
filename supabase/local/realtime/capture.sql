-- Change capture for the local Realtime service. Hosted Supabase decodes the write-ahead log of
-- the supabase_realtime publication; PGlite has no logical decoding, so here a trigger on every
-- published table records each row change in realtime_local.changes and NOTIFYs its id. NOTIFY
-- is delivered only when the transaction commits, in commit order. Idempotent: run on each start.

create schema if not exists realtime_local;
revoke all on schema realtime_local from public;

create table if not exists realtime_local.changes (
  id bigserial primary key,
  schema_name text not null,
  table_name text not null,
  change_type text not null check (change_type in ('INSERT', 'UPDATE', 'DELETE')),
  -- The new row (insert, update) and the whole old row (update, delete): row-level security and
  -- filters of a delete are evaluated on the old row; what the client receives follows the
  -- table's replica identity, as on hosted.
  record jsonb,
  old_record jsonb,
  captured_at timestamptz not null default clock_timestamp()
);

create or replace function realtime_local.capture() returns trigger
  language plpgsql security definer set search_path = pg_catalog
as $$
declare
  change_id bigint;
begin
  insert into realtime_local.changes (schema_name, table_name, change_type, record, old_record)
  values (
    tg_table_schema, tg_table_name, tg_op,
    case when tg_op <> 'DELETE' then to_jsonb(new) end,
    case when tg_op <> 'INSERT' then to_jsonb(old) end
  )
  returning id into change_id;
  -- The id only: NOTIFY payloads are limited to 8000 bytes, a week's plan is larger.
  perform pg_notify('realtime_local', change_id::text);
  return null;
end
$$;

-- One capture trigger on each table of the publication, none on tables taken out of it.
create or replace function realtime_local.sync_triggers() returns void
  language plpgsql
as $$
declare
  target regclass;
begin
  for target in
    select format('%I.%I', p.schemaname, p.tablename)::regclass
      from pg_publication_tables p
     where p.pubname = 'supabase_realtime'
  loop
    if not exists (
      select 1 from pg_trigger where tgrelid = target and tgname = 'realtime_local_capture'
    ) then
      execute format(
        'create trigger realtime_local_capture after insert or update or delete on %s '
        'for each row execute function realtime_local.capture()', target);
    end if;
  end loop;
  for target in
    select t.tgrelid::regclass from pg_trigger t
     where t.tgname = 'realtime_local_capture'
       and not exists (
         select 1 from pg_publication_tables p
          where p.pubname = 'supabase_realtime'
            and format('%I.%I', p.schemaname, p.tablename)::regclass = t.tgrelid)
  loop
    execute format('drop trigger realtime_local_capture on %s', target);
  end loop;
end
$$;

-- The condition under which `role` may select a row of `target`, as PostgreSQL itself builds it
-- for a select: the table privilege first; then no row-level security for a role that bypasses it,
-- owns the table (unless forced) or when it is off; otherwise the SELECT (and ALL) policies'
-- USING expressions that apply to the role, permissive ones OR'd, restrictive ones AND'd, and
-- nothing visible without a permissive one. Null: the role sees no row.
create or replace function realtime_local.select_condition(target regclass, role_name text)
  returns text
  language plpgsql stable
as $$
declare
  role_oid oid;
  bypass boolean;
  rls_on boolean;
  forced boolean;
  owner_oid oid;
  permissive text;
  restrictive text;
begin
  select oid, rolbypassrls into role_oid, bypass from pg_roles where rolname = role_name;
  if role_oid is null or not has_table_privilege(role_oid, target, 'SELECT') then
    return null;
  end if;
  select relrowsecurity, relforcerowsecurity, relowner into rls_on, forced, owner_oid
    from pg_class where oid = target;
  if bypass or not rls_on or (pg_has_role(role_oid, owner_oid, 'member') and not forced) then
    return 'true';
  end if;
  select string_agg('(' || pg_get_expr(p.polqual, p.polrelid) || ')', ' or ')
           filter (where p.polpermissive),
         string_agg('(' || pg_get_expr(p.polqual, p.polrelid) || ')', ' and ')
           filter (where not p.polpermissive)
    into permissive, restrictive
    from pg_policy p
   where p.polrelid = target
     and p.polcmd in ('r', '*')
     and p.polqual is not null
     and (0 = any (p.polroles)
          or exists (select 1 from unnest(p.polroles) as r(oid) where pg_has_role(role_oid, r.oid, 'member')));
  if permissive is null then
    return null;
  end if;
  return '(' || permissive || ')' || coalesce(' and (' || restrictive || ')', '');
end
$$;

-- Which of the subscribers' claim groups may see `row_value` (a row of `target` as JSON), and
-- which filters it passes. Each group's check runs as that group's role with its JWT claims set,
-- as a REST request runs, so a policy's subqueries see what that user sees. One call answers all
-- subscribers of a change.
--   groups:  [{"key": 0, "role": "authenticated", "claims": {...}}, ...]
--   filters: [{"key": 0, "column": "user_id", "op": "eq", "values": ["..."]}, ...]
-- Returns {"groups": [keys that see the row], "filters": [keys of the filters it passes]}.
create or replace function realtime_local.evaluate(target regclass, row_value jsonb, groups jsonb, filters jsonb)
  returns jsonb
  language plpgsql volatile
as $$
declare
  g record;
  f record;
  condition text;
  check_sql text;
  current_role_name text;
  column_type text;
  passed boolean;
  visible jsonb := '[]'::jsonb;
  passing jsonb := '[]'::jsonb;
  alias text := (select relname from pg_class where oid = target);
begin
  for f in
    select (e ->> 'key')::int as key, e ->> 'column' as column_name, e ->> 'op' as op, e -> 'values' as vals
      from jsonb_array_elements(filters) as e
  loop
    select format_type(a.atttypid, a.atttypmod) into column_type
      from pg_attribute a
     where a.attrelid = target and a.attname = f.column_name and a.attnum > 0 and not a.attisdropped;
    continue when column_type is null or row_value ->> f.column_name is null;
    begin
      if f.op = 'in' then
        execute format('select $1::%s = any ($2::%s[])', column_type, column_type)
          into passed
          using row_value ->> f.column_name, array(select jsonb_array_elements_text(f.vals));
      else
        execute format('select $1::%s %s $2::%s', column_type,
                       case f.op when 'eq' then '=' when 'neq' then '<>' when 'lt' then '<'
                                 when 'lte' then '<=' when 'gt' then '>' when 'gte' then '>=' end,
                       column_type)
          into passed
          using row_value ->> f.column_name, f.vals ->> 0;
      end if;
    exception when others then
      passed := false;
    end;
    if passed then
      passing := passing || to_jsonb(f.key);
    end if;
  end loop;

  for g in
    select (e ->> 'key')::int as key, e ->> 'role' as role_name, e -> 'claims' as claims
      from jsonb_array_elements(groups) as e
     order by e ->> 'role'
  loop
    if current_role_name is distinct from g.role_name then
      current_role_name := g.role_name;
      condition := realtime_local.select_condition(target, g.role_name);
      check_sql := format(
        'select exists (select 1 from jsonb_populate_record(null::%s, $1) as %I where %s)',
        target, alias, condition);
    end if;
    continue when condition is null;
    begin
      perform set_config('role', g.role_name, true);
      perform set_config('request.jwt.claims', g.claims::text, true);
      perform set_config('request.jwt.claim.sub', coalesce(g.claims ->> 'sub', ''), true);
      perform set_config('request.jwt.claim.role', g.role_name, true);
      execute check_sql into passed using row_value;
      perform set_config('role', 'none', true);
    exception when others then
      -- A policy that fails for this row hides it, as the failing select would.
      passed := false;
    end;
    if passed then
      visible := visible || to_jsonb(g.key);
    end if;
  end loop;
  perform set_config('role', 'none', true);
  perform set_config('request.jwt.claims', '', true);
  perform set_config('request.jwt.claim.sub', '', true);
  perform set_config('request.jwt.claim.role', '', true);
  return jsonb_build_object('groups', visible, 'filters', passing);
end
$$;

revoke all on all functions in schema realtime_local from public;
