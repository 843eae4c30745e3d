/**
 * zod as the app uses it: every module of the app imports `z` from here, so the setting below is
 * made before anything is parsed.
 *
 * jitless: the browser parses each response, cached copy and form once, and zod's default is to
 * compile a parsing function for every object schema the first time it parses (worth it for a
 * server parsing the same shapes many times). For the app that compilation is the cost: the first
 * parse of a stored week took about 47 ms compiled and 4 ms jitless (Node 20, the fixture plan of
 * tests/web/planFixtures.ts), a long task on a phone as each signed-in page loads. Parsing is
 * exactly as strict either way.
 */
import { z } from 'zod';

z.config({ jitless: true });

export { z };
