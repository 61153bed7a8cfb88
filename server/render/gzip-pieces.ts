import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * A page in gzip, most of it compressed ahead of time. Deflate (RFC 1951) is a run of blocks, and
 * a piece compressed on its own and ended on a byte boundary (a sync flush) may stand anywhere in
 * that run: its back-references reach only into itself. So the cached header (more than half of a
 * page) is deflated once, at level 9, when it is first rendered, and each page deflates only its
 * own parts around it. The gzip wrapper (RFC 1952) asks for the CRC-32 and length of the whole,
 * which are cheap next to compressing it.
 *
 * Brotli has no such seams, so a rendered page goes out in gzip to any browser that takes it. No
 * library does this; `tests/unit/gzip-pieces.test.ts` checks the output against zlib's gunzip.
 */

const ahead = new WeakMap<Buffer, Buffer>();

/** Deflates `bytes` now, so that every page sending these same bytes reuses the result. Returns `bytes`. */
export function compressAhead(bytes: Buffer): Buffer {
  ahead.set(bytes, deflateRawSync(bytes, { level: 9, finishFlush: constants.Z_SYNC_FLUSH }));
  return bytes;
}

/** gzip's header: deflate, no name or time, unknown system. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0xff]);
/** Below this, a page's own bytes are stored as they are: setting up a compressor costs more. */
const STORE_BELOW = 256;
const LEVEL = 1;

/** Bytes kept as they are, in a non-final stored block (at most 65,535). */
function stored(bytes: Buffer): Buffer {
  const block = Buffer.allocUnsafe(5);
  block[0] = 0;
  block.writeUInt16LE(bytes.length, 1);
  block.writeUInt16LE(~bytes.length & 0xffff, 3);
  return Buffer.concat([block, bytes]);
}

/** The document `chunks` make, as one gzip member. */
export function gzipPieces(chunks: readonly Buffer[]): Buffer {
  const out: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let size = 0;
  let own: Buffer[] = [];
  const flushOwn = (last: boolean) => {
    const bytes = own.length === 1 ? own[0]! : Buffer.concat(own);
    own = [];
    if (!last && bytes.length < STORE_BELOW) {
      if (bytes.length > 0) out.push(stored(bytes));
      return;
    }
    out.push(deflateRawSync(bytes, { level: LEVEL, finishFlush: last ? constants.Z_FINISH : constants.Z_SYNC_FLUSH }));
  };
  for (const chunk of chunks) {
    crc = crc32(chunk, crc);
    size += chunk.length;
    const deflated = ahead.get(chunk);
    if (!deflated) {
      own.push(chunk);
      continue;
    }
    flushOwn(false);
    out.push(deflated);
  }
  flushOwn(true);
  const trailer = Buffer.allocUnsafe(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  out.push(trailer);
  return Buffer.concat(out);
}
