/**
 * The character encoding of a fetched page and its text. The encoding is taken, as browsers take
 * it, from a byte-order mark, then the Content-Type header, then a <meta charset> (or http-equiv)
 * in the first 1024 bytes, else UTF-8; the text is decoded with TextDecoder in fatal mode, so a
 * page whose bytes are not valid in its encoding is refused rather than read with mangled words.
 */

/** How far into the page a <meta> declaring the encoding is looked for (the HTML prescan's). */
const PRESCAN_BYTES = 1024;

const CHARSET = /charset\s*=\s*["']?\s*([a-z0-9_:.+-]+)/i;

function fromBom(bytes: Uint8Array): string | undefined {
  const [a, b, c] = bytes;
  if (a === 0xef && b === 0xbb && c === 0xbf) return 'utf-8';
  if (a === 0xfe && b === 0xff) return 'utf-16be';
  if (a === 0xff && b === 0xfe) return 'utf-16le';
  return undefined;
}

function fromMeta(bytes: Uint8Array): string | undefined {
  // latin1 maps every byte to one character, so the ASCII of the markup reads as written.
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, PRESCAN_BYTES));
  for (const tag of head.match(/<meta\b[^>]*>/gi) ?? []) {
    const match = CHARSET.exec(tag);
    if (match !== null) return match[1];
  }
  return undefined;
}

/** The encoding a page declares (or UTF-8), as a label for TextDecoder. */
export function pageCharset(contentType: string | null, bytes: Uint8Array): string {
  const declared = fromBom(bytes) ?? CHARSET.exec(contentType ?? '')?.[1] ?? fromMeta(bytes);
  return (declared ?? 'utf-8').toLowerCase();
}

/**
 * What windows-1252 bytes 0x80 to 0x9F stand for (the WHATWG table). Some Node releases decode
 * windows-1252 as latin-1 and leave those bytes as C1 controls (U+0080 to U+009F); mapping them
 * afterwards gives the same text on every runtime, and changes nothing where decoding is right.
 * The five bytes the table leaves undefined stay as they are.
 */
const WINDOWS_1252_C1 = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

function fixWindows1252(text: string): string {
  return text.replace(/[\u0080-\u009f]/g, (c) => WINDOWS_1252_C1[c.charCodeAt(0) - 0x80] as string);
}

export type DecodedPage = { ok: true; text: string } | { ok: false; error: string };

/** The page's text in its encoding, or a message a person can read. */
export function decodePage(bytes: Uint8Array, charset: string): DecodedPage {
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(charset, { fatal: true });
  } catch {
    return {
      ok: false,
      error: `That page says its text is in the "${charset}" encoding, which the import cannot read.`,
    };
  }
  try {
    const text = decoder.decode(bytes);
    return { ok: true, text: decoder.encoding === 'windows-1252' ? fixWindows1252(text) : text };
  } catch {
    return {
      ok: false,
      error: `That page's text is not valid ${decoder.encoding}, the encoding it declares, so it cannot be read.`,
    };
  }
}
