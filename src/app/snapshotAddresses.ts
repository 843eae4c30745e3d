import { addressesOf, pageRecords } from '../../machines/shared/paths.ts';

/**
 * The addresses whose last view is kept (pageSnapshots.ts): the pages whose record keeps a copy
 * of their data (machines/shared/paths.ts, `kept`), each of a day page's seven.
 */
const SNAPSHOT_ADDRESSES: ReadonlySet<string> = new Set(
  pageRecords.filter((record) => record.kept).flatMap(addressesOf),
);

export function isSnapshotPath(pathname: string): boolean {
  return SNAPSHOT_ADDRESSES.has(pathname);
}
