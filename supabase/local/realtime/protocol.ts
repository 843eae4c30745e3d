/**
 * The Phoenix channel protocol as realtime-js speaks it. Serializer 2.0.0 (realtime-js's default)
 * sends text frames as arrays `[join_ref, ref, topic, event, payload]`; 1.0.0 sends the same five
 * fields as a JSON object. A frame that is neither is malformed.
 */
import { z } from 'zod';

export type Vsn = '1.0.0' | '2.0.0';
export const SUPPORTED_VSNS: readonly Vsn[] = ['1.0.0', '2.0.0'];

export interface PhoenixMessage {
  joinRef: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: Record<string, unknown>;
}

const ref = z
  .union([z.string(), z.number().transform(String)])
  .nullable()
  .optional();
const payload = z.record(z.string(), z.unknown());

const arrayFrame = z
  .tuple([ref, ref, z.string().min(1), z.string().min(1), payload])
  .transform(([joinRef, messageRef, topic, event, body]) => ({
    joinRef: joinRef ?? null,
    ref: messageRef ?? null,
    topic,
    event,
    payload: body,
  }));

const objectFrame = z
  .object({
    join_ref: ref,
    ref,
    topic: z.string().min(1),
    event: z.string().min(1),
    payload,
  })
  .transform((frame) => ({
    joinRef: frame.join_ref ?? null,
    ref: frame.ref ?? null,
    topic: frame.topic,
    event: frame.event,
    payload: frame.payload,
  }));

/** The message in a text frame, or undefined when the frame is not one. */
export function decodeFrame(text: string, vsn: Vsn): PhoenixMessage | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  const result = (vsn === '2.0.0' ? arrayFrame : objectFrame).safeParse(parsed);
  return result.success ? result.data : undefined;
}

export function encodeFrame(message: PhoenixMessage, vsn: Vsn): string {
  const { joinRef, ref: messageRef, topic, event, payload: body } = message;
  return JSON.stringify(
    vsn === '2.0.0'
      ? [joinRef, messageRef, topic, event, body]
      : { join_ref: joinRef, ref: messageRef, topic, event, payload: body },
  );
}

/** The answer to a push: `phx_reply` with the push's ref. */
export function reply(
  to: Pick<PhoenixMessage, 'joinRef' | 'ref' | 'topic'>,
  status: 'ok' | 'error',
  response: Record<string, unknown>,
): PhoenixMessage {
  return {
    joinRef: to.joinRef,
    ref: to.ref,
    topic: to.topic,
    event: 'phx_reply',
    payload: { status, response },
  };
}

/** What a join asks for: its postgres_changes bindings and the user's token. */
export const joinPayloadSchema = z.object({
  config: z
    .object({
      postgres_changes: z
        .array(
          z.object({
            event: z.string(),
            schema: z.string(),
            table: z.string().optional(),
            filter: z.string().optional(),
          }),
        )
        .max(100)
        .optional(),
    })
    .optional(),
  access_token: z.string().optional(),
});

export type JoinPayload = z.infer<typeof joinPayloadSchema>;
