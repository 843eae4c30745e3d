/**
 * The messages the embedded mailbox has received, newest first, in memory and mirrored to a JSON
 * file in the data directory so a restarted backend still shows the links a person has not
 * clicked yet.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { z } from 'zod';

export const storedMessageSchema = z.object({
  id: z.string(),
  to: z.string(),
  recipients: z.array(z.string()),
  from: z.string(),
  subject: z.string(),
  date: z.string(),
  text: z.string(),
  html: z.string(),
  links: z.array(z.string()),
});

export type StoredMessage = z.infer<typeof storedMessageSchema>;

/** Keeps memory bounded when something sends mail in a loop. */
const MAX_MESSAGES = 1000;

export interface NewMessage {
  recipients: string[];
  from: string;
  subject: string;
  date: string;
  text: string;
  html: string;
}

export class MessageStore {
  #messages: StoredMessage[] = [];
  readonly #file: string | null;

  constructor(file: string | null) {
    this.#file = file;
    if (file) this.#messages = readStoredMessages(file);
  }

  add(message: NewMessage): StoredMessage {
    const recipients = message.recipients.map((address) => address.toLowerCase());
    const stored: StoredMessage = {
      id: randomUUID(),
      to: recipients.join(', '),
      recipients,
      from: message.from,
      subject: message.subject,
      date: message.date,
      text: message.text,
      html: message.html,
      links: extractLinks(message.html, message.text),
    };
    this.#messages.unshift(stored);
    this.#messages.length = Math.min(this.#messages.length, MAX_MESSAGES);
    this.#persist();
    return stored;
  }

  /** Newest first; `to` matches any recipient, ignoring case. */
  list(to?: string): StoredMessage[] {
    if (!to) return [...this.#messages];
    const wanted = to.trim().toLowerCase();
    return this.#messages.filter((message) => message.recipients.includes(wanted));
  }

  get(id: string): StoredMessage | undefined {
    return this.#messages.find((message) => message.id === id);
  }

  clear(): void {
    this.#messages = [];
    this.#persist();
  }

  #persist(): void {
    if (!this.#file) return;
    mkdirSync(dirname(this.#file), { recursive: true });
    // Write then rename, so a crash mid-write never leaves a truncated file behind.
    const temporary = `${this.#file}.tmp`;
    writeFileSync(temporary, JSON.stringify(this.#messages));
    renameSync(temporary, this.#file);
  }
}

function readStoredMessages(file: string): StoredMessage[] {
  let raw: string;
  try {
    raw = readFileSync(file, 'utf8');
  } catch {
    return [];
  }
  try {
    const parsed = z.array(storedMessageSchema).safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : [];
  } catch {
    // A damaged mailbox file only loses old local test mail; start empty rather than fail.
    return [];
  }
}

const HTML_ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
  '&lt;': '<',
  '&gt;': '>',
};

function decodeAttribute(value: string): string {
  return value.replace(
    /&(?:amp|quot|#39|#x27|lt|gt);/g,
    (entity) => HTML_ENTITIES[entity] ?? entity,
  );
}

/** The http(s) links of a message: href targets of the HTML part, then URLs in the text part. */
export function extractLinks(html: string, text: string): string[] {
  const links: string[] = [];
  for (const match of html.matchAll(/href\s*=\s*(?:"([^"]*)"|'([^']*)')/gi)) {
    const target = decodeAttribute(match[1] ?? match[2] ?? '');
    if (/^https?:\/\//i.test(target)) links.push(target);
  }
  for (const match of text.matchAll(/https?:\/\/[^\s<>"')\]]+/gi)) {
    links.push(match[0]);
  }
  return [...new Set(links)];
}
