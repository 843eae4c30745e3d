/**
 * A property-based fuzz of every endpoint (auth, REST, functions, mailbox) on a backend as it
 * runs for real: fast-check sends methods, paths, query strings, headers and bodies, right and
 * wrong, and no request may get a server error (5xx) or a dropped connection. Bounded in count
 * and time so it fits `npm test`; FUZZ_RUNS, FUZZ_SECONDS and FUZZ_SEED run it longer or again.
 * The report line prints the requests sent and the answers by status class.
 */
import fc from 'fast-check';
import { fuzzRequest, type FuzzRequest } from './fuzz-arbitraries.ts';
import { rawHttp } from './http-support.ts';
import { createSignedInUser, forEachDbKind, startBackendOn, type TestBackend } from './support.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);
const SECONDS = Number(process.env.FUZZ_SECONDS ?? 60);
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);

interface Outcome {
  status: number;
  detail: string;
}

async function send(backend: TestBackend, request: FuzzRequest): Promise<Outcome> {
  try {
    const answer = await rawHttp(backend.url, {
      method: request.method,
      target: request.target,
      headers: request.headers,
      body: request.body,
      timeoutMs: 30_000,
    });
    return { status: answer.status, detail: answer.body.slice(0, 300) };
  } catch (error) {
    return { status: 0, detail: error instanceof Error ? error.message : String(error) };
  }
}

for (const { kind, skipReason } of forEachDbKind()) {
  describe.skipIf(skipReason !== undefined)(`fuzzing every endpoint on ${kind}`, () => {
    let backend: TestBackend;
    let close: (() => Promise<void>) | undefined;

    beforeAll(async () => {
      ({ backend, close } = await startBackendOn(kind, {
        autoConfirm: false,
      }));
    });

    afterAll(async () => {
      await close?.();
    });

    it(
      'answers every request with less than 500',
      async () => {
        const person = await createSignedInUser(backend);
        const credentials = {
          anonKey: backend.anonKey,
          serviceRoleKey: backend.serviceRoleKey,
          userToken: person.accessToken,
          userId: person.user.id,
        };
        const byClass = new Map<string, number>();
        const byService = new Map<string, number>();
        let sent = 0;
        const started = performance.now();
        const result = await fc.check(
          fc.asyncProperty(fuzzRequest(credentials), async (request) => {
            const outcome = await send(backend, request);
            sent += 1;
            const service =
              /^\/(auth|rest|functions|mailbox)\b/.exec(request.target)?.[1] ?? 'other';
            byService.set(service, (byService.get(service) ?? 0) + 1);
            const statusClass =
              outcome.status === 0 ? 'no answer' : `${String(outcome.status)[0]}xx`;
            byClass.set(statusClass, (byClass.get(statusClass) ?? 0) + 1);
            if (outcome.status === 0 || outcome.status >= 500) {
              throw new Error(
                `${request.method} ${request.target} answered ${outcome.status}: ${outcome.detail}`,
              );
            }
          }),
          { numRuns: RUNS, interruptAfterTimeLimit: SECONDS * 1000, seed: SEED },
        );
        const seconds = ((performance.now() - started) / 1000).toFixed(1);
        const tally = (counts: Map<string, number>): string =>
          [...counts.entries()]
            .sort()
            .map(([name, count]) => `${name} ${count}`)
            .join(', ');
        console.log(
          `[fuzz] ${kind}: ${sent} requests in ${seconds} s (seed ${result.seed}, ${result.numRuns} cases` +
            `${result.interrupted ? ', stopped by the time limit' : ''}): ${tally(byClass)}; to ${tally(byService)}; server errors: ${byClass.get('5xx') ?? 0}`,
        );
        if (result.failed) throw new Error(fc.defaultReportMessage(result));
      },
      (SECONDS + 120) * 1000,
    );
  });
}
