/**
 * health: tells a caller the functions runtime is up and who it thinks the caller is. The runtime
 * (hosted edge runtime or the local host) has already verified the JWT; this only reads its
 * subject, so an anon-key call answers user: null.
 */
import { z } from 'zod';

const claimsSchema = z.looseObject({ sub: z.string().min(1).optional() });

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
  const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The JWT's subject, or null when there is no bearer token or it carries no user. */
export function callerSubject(authorization: string | null): string | null {
  const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const claims = claimsSchema.safeParse(JSON.parse(decodeBase64Url(payload)));
    return claims.success ? (claims.data.sub ?? null) : null;
  } catch {
    return null;
  }
}

const corsHeaders = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
};

export default async function handler(
  req: Request,
  _env: Record<string, string>,
): Promise<Response> {
  if (req.method === 'OPTIONS') return new Response(null, { status: 204, headers: corsHeaders });
  const body = {
    status: 'ok',
    user: callerSubject(req.headers.get('authorization')),
    time: new Date().toISOString(),
  };
  return new Response(JSON.stringify(body), {
    status: 200,
    headers: { ...corsHeaders, 'Content-Type': 'application/json' },
  });
}
