/**
 * The embedded database's files are for the service's own user only: files 600, folders 700. A process
 * umask is not enough: PGlite's file system layer (Emscripten's NODEFS) creates files and folders with mode
 * 777 and then sets the mode PostgreSQL asked for with chmod (666 for pg_internal.init and most others),
 * which no umask narrows. So the layer's mode changes lose their group and other bits here, and what was
 * made before that (while PGlite started, or by an earlier version) is closed once, at open.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

const OTHERS = 0o077;

type Node = { mode: number };
type SetAttr = (
  target: unknown,
  node: Node,
  attr: { mode?: number },
  chmod: (target: unknown, mode: number) => void,
  ...rest: unknown[]
) => void;
type NodeFs = {
  doSetAttr?: SetAttr;
  realPath?: (node: Node) => string;
  node_ops?: { mknod?: (parent: Node, name: string, mode: number, dev: number) => Node };
};

/** Keeps every file and folder under `dataDir`, PGlite's data directory, private to this user. */
export function keepFilesPrivate(client: PGlite, dataDir: string): void {
  const nodefs = (client as unknown as { mod?: { NODEFS?: NodeFs } }).mod?.NODEFS;
  const { doSetAttr, realPath } = nodefs ?? {};
  const mknod = nodefs?.node_ops?.mknod;
  if (!nodefs?.node_ops || !doSetAttr || !realPath || !mknod)
    throw new Error('PGlite no longer exposes its file system layer: review db/pglite-private-files.ts');
  // chmod and fchmod, whichever the layer calls, without the group's and others' bits.
  nodefs.doSetAttr = (target, node, attr, chmod, ...rest) =>
    doSetAttr(target, node, attr, (on, mode) => chmod(on, mode & ~OTHERS), ...rest);
  // A new file or folder is closed at once, before anything is written to it (a file made with 777 is
  // not a program either: 600).
  nodefs.node_ops.mknod = (parent, name, mode, dev) => {
    const node = mknod(parent, name, mode, dev);
    fs.chmodSync(
      realPath(node),
      mode & ((mode & fs.constants.S_IFMT) === fs.constants.S_IFDIR ? 0o700 : 0o600),
    );
    return node;
  };
  closeTree(dataDir);
}

/** Takes the group's and others' bits off `entry` and everything under it. */
function closeTree(entry: string): void {
  const stat = fs.lstatSync(entry);
  if (stat.isSymbolicLink()) return;
  if (stat.mode & OTHERS) fs.chmodSync(entry, stat.mode & 0o7777 & ~OTHERS);
  if (stat.isDirectory()) for (const name of fs.readdirSync(entry)) closeTree(path.join(entry, name));
}
