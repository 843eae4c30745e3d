/**
 * The mailbox as web pages a person opens in the browser: every message, newest first, with its
 * links clickable. Everything from a message is escaped; the HTML part is shown only inside a
 * sandboxed frame without scripts.
 */
import type { StoredMessage } from './store.ts';

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Escapes text and turns its http(s) URLs into links that open in a new tab. */
function linkify(text: string): string {
  let out = '';
  let last = 0;
  for (const match of text.matchAll(/https?:\/\/[^\s<>"')\]]+/gi)) {
    const index = match.index ?? 0;
    out += escapeHtml(text.slice(last, index));
    const url = escapeHtml(match[0]);
    out += `<a href="${url}" target="_blank" rel="noopener noreferrer">${url}</a>`;
    last = index + match[0].length;
  }
  return out + escapeHtml(text.slice(last));
}

const STYLE = `
  body { font-family: system-ui, sans-serif; margin: 0 auto; max-width: 60rem; padding: 1rem; color: #1f2933; }
  h1 { font-size: 1.4rem; }
  article { border: 1px solid #cbd2d9; border-radius: 6px; margin: 0 0 1rem; padding: 0.75rem 1rem; }
  article h2 { font-size: 1.1rem; margin: 0 0 0.25rem; }
  .meta { color: #52606d; font-size: 0.9rem; margin: 0 0 0.5rem; }
  pre { white-space: pre-wrap; word-break: break-word; font-family: inherit; }
  iframe { width: 100%; min-height: 24rem; border: 1px solid #e4e7eb; }
`;

function layout(title: string, body: string, refreshSeconds?: number): string {
  // The list reloads itself so a person waiting for an email sees it arrive.
  const refresh = refreshSeconds ? `\n<meta http-equiv="refresh" content="${refreshSeconds}">` : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">${refresh}
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
${body}
</body>
</html>`;
}

function messageMeta(message: StoredMessage): string {
  return `<p class="meta">To ${escapeHtml(message.to)} · from ${escapeHtml(message.from)} · ${escapeHtml(message.date)}</p>`;
}

function linkList(message: StoredMessage): string {
  if (message.links.length === 0) return '';
  const items = message.links
    .map(
      (link) =>
        `<li><a href="${escapeHtml(link)}" target="_blank" rel="noopener noreferrer">${escapeHtml(link)}</a></li>`,
    )
    .join('\n');
  return `<h3>Links</h3><ul>${items}</ul>`;
}

/** `base` is the mailbox's own path, e.g. /mailbox, so links work behind any prefix. */
export function renderMailboxPage(
  messages: StoredMessage[],
  base: string,
  filter?: string,
): string {
  const heading = filter ? `Mailbox for ${escapeHtml(filter)}` : 'Mailbox';
  const articles = messages
    .map(
      (message) => `<article>
<h2><a href="${escapeHtml(`${base}/messages/${message.id}`)}">${escapeHtml(message.subject || '(no subject)')}</a></h2>
${messageMeta(message)}
<pre>${linkify(message.text)}</pre>
</article>`,
    )
    .join('\n');
  const empty =
    '<p>No messages yet. Emails the backend sends (sign-up confirmations, password resets) appear here.</p>';
  return layout(
    heading,
    `<h1>${heading}</h1>
<p>${messages.length} message${messages.length === 1 ? '' : 's'}, newest first. <a href="${escapeHtml(base)}">Refresh</a></p>
${messages.length === 0 ? empty : articles}`,
    5,
  );
}

export function renderMessagePage(message: StoredMessage, base: string): string {
  // The HTML part runs in a frame without scripts; <base target> opens its links in a new tab.
  const frame = message.html
    ? `<iframe title="HTML version" sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="${escapeHtml(`<base target="_blank">${message.html}`)}"></iframe>`
    : '';
  return layout(
    message.subject || 'Message',
    `<p><a href="${escapeHtml(base)}">← All messages</a></p>
<h1>${escapeHtml(message.subject || '(no subject)')}</h1>
${messageMeta(message)}
${linkList(message)}
${frame}
<h3>Text version</h3>
<pre>${linkify(message.text)}</pre>`,
  );
}
