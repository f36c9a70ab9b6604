import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

import { sandboxStateSchema, seedState, type SandboxState } from './sandbox-state';

/**
 * The sandbox's mutable state, kept in one JSON file so it survives a restart (ARCHITECTURE §7).
 * Every change is written at once and atomically: a temporary file beside the target, then a rename,
 * so a crash never leaves half a file. Writes are queued, so they land in the order they were made.
 */
export class StateStore {
  private current: SandboxState;
  private writes: Promise<void> = Promise.resolve();
  private readonly resetListeners: Array<() => void> = [];

  private constructor(
    readonly file: string,
    initial: SandboxState,
  ) {
    this.current = initial;
  }

  /**
   * Opens the state file, or starts from the seed when it is missing or unreadable (an unreadable
   * file is reported through `onWarning` and replaced by the seed on the next write).
   */
  static async open(file: string, onWarning: (message: string) => void = () => undefined): Promise<StateStore> {
    let initial = seedState();
    let found = false;
    try {
      const parsed = sandboxStateSchema.safeParse(JSON.parse(await readFile(file, 'utf8')));
      if (parsed.success) {
        initial = parsed.data;
        found = true;
      } else {
        onWarning(`sandbox state file ${file} does not match the state schema; starting from the seed`);
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') onWarning(`cannot read sandbox state file ${file}: ${String(error)}; starting from the seed`);
    }
    const store = new StateStore(file, initial);
    if (!found) await store.save();
    return store;
  }

  /** The current state. Treat it as read-only: change it through `update`. */
  get state(): SandboxState {
    return this.current;
  }

  /** Applies a change to a copy of the state, keeps it, and writes the file. */
  async update(change: (draft: SandboxState) => void): Promise<SandboxState> {
    const draft = structuredClone(this.current);
    change(draft);
    this.current = sandboxStateSchema.parse(draft);
    await this.save();
    return this.current;
  }

  /** Returns every store to the seed, and writes the file. */
  async reset(): Promise<SandboxState> {
    this.current = seedState();
    await this.save();
    for (const listener of this.resetListeners) listener();
    return this.current;
  }

  /** Calls `listener` after every reset (e.g. to close what belonged to the old state: open sockets). */
  onReset(listener: () => void): void {
    this.resetListeners.push(listener);
  }

  /** Resolves when every write made so far has reached the disk. */
  flush(): Promise<void> {
    return this.writes;
  }

  private save(): Promise<void> {
    const text = `${JSON.stringify(this.current, null, 2)}\n`;
    const write = async (): Promise<void> => {
      await mkdir(dirname(this.file), { recursive: true });
      const temporary = `${this.file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
      try {
        await writeFile(temporary, text, 'utf8');
        await rename(temporary, this.file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    };
    this.writes = this.writes.then(write, write);
    return this.writes;
  }
}
