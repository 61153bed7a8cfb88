/**
 * Reading the mail outbox: the folder of .eml files the mail transport writes when no SMTP
 * server is configured. The dev outbox page and the tests read it; the mail service writes it.
 */
import fs from 'node:fs';
import path from 'node:path';

export interface OutboxEntry {
  /** Plain file name inside the outbox directory (pass it to readOutboxMessage). */
  file: string;
  to: string;
  subject: string;
  /** The Date header as ISO 8601, or the raw header if it cannot be parsed. */
  date: string;
  /** File size in bytes. */
  size: number;
}

/** Only names like the ones the outbox writes: no directories, no leading dot, ending .eml. */
export const OUTBOX_FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*\.eml$/;
const DEFAULT_LIST_LIMIT = 50;
/** Headers are read from the start of each file; no sane header block is longer than this. */
const HEADER_READ_BYTES = 64 * 1024;

/** The newest `limit` messages in the outbox, newest first. A missing directory is an empty outbox. */
export function listOutbox(outboxDir: string, limit = DEFAULT_LIST_LIMIT): OutboxEntry[] {
  let names: string[];
  try {
    names = fs.readdirSync(outboxDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const newestFirst = names.filter((name) => OUTBOX_FILE_NAME.test(name)).sort().reverse();
  const entries: OutboxEntry[] = [];
  for (const name of newestFirst) {
    if (entries.length >= Math.max(0, limit)) break;
    const entry = readEntry(path.join(outboxDir, name), name);
    if (entry) entries.push(entry);
  }
  return entries;
}

function readEntry(filePath: string, name: string): OutboxEntry | undefined {
  let fd: number | undefined;
  try {
    const stat = fs.lstatSync(filePath);
    if (!stat.isFile()) return undefined;
    fd = fs.openSync(filePath, 'r');
    const buffer = Buffer.alloc(Math.min(stat.size, HEADER_READ_BYTES));
    const read = fs.readSync(fd, buffer, 0, buffer.length, 0);
    const headers = parseHeaders(buffer.subarray(0, read).toString('utf8'));
    const rawDate = headers.get('date') ?? '';
    const time = Date.parse(rawDate);
    return {
      file: name,
      to: headers.get('to') ?? '',
      subject: headers.get('subject') ?? '',
      date: Number.isNaN(time) ? rawDate : new Date(time).toISOString(),
      size: stat.size,
    };
  } catch (error) {
    // A file removed between readdir and read is simply skipped.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  } finally {
    if (fd !== undefined) fs.closeSync(fd);
  }
}

/** The full text of one outbox message, or undefined if the name is not a plain .eml file there. */
export function readOutboxMessage(outboxDir: string, file: string): string | undefined {
  if (typeof file !== 'string' || !OUTBOX_FILE_NAME.test(file) || path.basename(file) !== file) return undefined;
  const root = path.resolve(outboxDir);
  const filePath = path.resolve(root, file);
  if (path.dirname(filePath) !== root) return undefined;
  try {
    if (!fs.lstatSync(filePath).isFile()) return undefined;
    return fs.readFileSync(filePath, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Header block of a message: unfolded, names lowercased, first occurrence wins, RFC 2047 decoded. */
export function parseHeaders(message: string): Map<string, string> {
  const end = message.search(/\r?\n\r?\n/);
  const block = end === -1 ? message : message.slice(0, end);
  const lines: string[] = [];
  for (const line of block.split(/\r?\n/)) {
    if (/^[ \t]/.test(line) && lines.length > 0) lines[lines.length - 1] += line;
    else lines.push(line);
  }
  const headers = new Map<string, string>();
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!headers.has(name)) headers.set(name, decodeEncodedWords(line.slice(colon + 1).trim()));
  }
  return headers;
}

/** Decodes RFC 2047 encoded words (`=?UTF-8?Q?...?=`, `=?UTF-8?B?...?=`). */
function decodeEncodedWords(value: string): string {
  // Whitespace between two adjacent encoded words is not part of the text.
  const joined = value.replace(/(=\?[^?\s]+\?[BbQq]\?[^?\s]*\?=)\s+(?==\?[^?\s]+\?[BbQq]\?[^?\s]*\?=)/g, '$1');
  return joined.replace(/=\?([^?\s]+)\?([BbQq])\?([^?\s]*)\?=/g, (whole, charset: string, encoding: string, data: string) => {
    const bytes =
      encoding.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64')
        : Buffer.from(
            data.replace(/_/g, ' ').replace(/=([0-9A-Fa-f]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          );
    try {
      return new TextDecoder(charset.replace(/\*.*$/, '')).decode(bytes);
    } catch {
      return whole;
    }
  });
}

/**
 * The decoded body of the first `text/plain` (or `text/html`) part of a raw message, undoing
 * quoted-printable or base64 transfer encoding; undefined if there is no such part. Handy for a
 * development outbox page that shows the message, or a test that follows the reset link.
 */
export function readMessagePart(eml: string, type: 'text/plain' | 'text/html' = 'text/plain'): string | undefined {
  const split = eml.search(/\r?\n\r?\n/);
  const head = split === -1 ? eml : eml.slice(0, split);
  const body = split === -1 ? '' : eml.slice(split).replace(/^\r?\n\r?\n/, '');
  const headers = parseHeaders(head);
  const contentType = headers.get('content-type') ?? 'text/plain';
  const mediaType = contentType.split(';')[0]!.trim().toLowerCase();

  if (mediaType.startsWith('multipart/')) {
    const boundary = /boundary\s*=\s*(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
    const marker = boundary?.[1] ?? boundary?.[2];
    if (!marker) return undefined;
    const delimiter = `--${marker}`;
    const parts = body.split(new RegExp(`(?:^|\\r?\\n)${escapeRegExp(delimiter)}(?:--)?[ \\t]*(?:\\r?\\n|$)`));
    // parts[0] is the preamble; the part after the closing delimiter is the epilogue.
    for (const part of parts.slice(1)) {
      const found = readMessagePart(part, type);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (mediaType !== type) return undefined;

  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').trim().toLowerCase();
  const charset = /charset\s*=\s*"?([^";\s]+)"?/i.exec(contentType)?.[1] ?? 'utf-8';
  let bytes: Buffer;
  if (encoding === 'base64') {
    bytes = Buffer.from(body.replace(/\s+/g, ''), 'base64');
  } else if (encoding === 'quoted-printable') {
    const unfolded = body.replace(/=\r?\n/g, '');
    bytes = Buffer.from(
      unfolded.replace(/=([0-9A-Fa-f]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    );
  } else {
    return body;
  }
  try {
    return new TextDecoder(charset).decode(bytes);
  } catch {
    return bytes.toString('utf8');
  }
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
