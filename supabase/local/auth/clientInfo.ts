import type { RequestContext } from '../contracts.ts';
import type { ClientInfo } from './sessions.ts';

/** Recorded on each session, as GoTrue does, to show where a sign-in came from. */
export function clientInfo(ctx: RequestContext): ClientInfo {
  const agent = ctx.req.headers['user-agent'];
  return { ip: ctx.clientIp, userAgent: typeof agent === 'string' ? agent : undefined };
}
