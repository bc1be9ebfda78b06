/** Match records (replays) are stored as gzip-compressed JSON. */
import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

export interface CompressedRecord {
  readonly bytes: Buffer;
  /** Uncompressed JSON size in bytes. */
  readonly size: number;
}

export async function compressRecord(record: unknown): Promise<CompressedRecord> {
  const json = Buffer.from(JSON.stringify(record), 'utf8');
  return { bytes: await gzipAsync(json), size: json.length };
}

export async function decompressRecord(bytes: Uint8Array): Promise<unknown> {
  const json = await gunzipAsync(bytes);
  return JSON.parse(json.toString('utf8')) as unknown;
}
