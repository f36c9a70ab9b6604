import type { Kysely } from 'kysely';

import type { Database } from '../db/schema';
import { PERSONAS } from '../seed/personas';
import { sandboxStateSchema, seedPlayer, seedState, type SandboxState } from './sandbox-state';

/** The one row the document lives in. */
const ROW_ID = 1;

/**
 * The sandbox's mutable state other than money (ARCHITECTURE §7): flags, faults, sessions, profiles, my
 * games, password-reset requests …, kept as one jsonb document in the sandbox database (table
 * `sandbox_state`), so it survives a restart. Reads are synchronous from the copy in memory; every change
 * is written at once, and writes are queued so they land in the order they were made.
 */
export class StateStore {
  private current: SandboxState;
  private writes: Promise<void> = Promise.resolve();
  private readonly resetListeners: Array<() => void | Promise<void>> = [];

  private constructor(
    private readonly db: Kysely<Database>,
    initial: SandboxState,
  ) {
    this.current = initial;
  }

  /**
   * Reads the document, or starts from the seed when there is none or it does not match the schema
   * (reported through `onWarning`, e.g. a document of an older version). A persona added to the seed since
   * the document was written gets its seeded entry.
   */
  static async open(db: Kysely<Database>, onWarning: (message: string) => void = () => undefined): Promise<StateStore> {
    const row = await db.selectFrom('sandbox_state').select('document').where('id', '=', ROW_ID).executeTakeFirst();
    let initial = seedState();
    let dirty = true;
    if (row) {
      const parsed = sandboxStateSchema.safeParse(row.document);
      if (parsed.success) {
        initial = parsed.data;
        dirty = false;
      } else {
        onWarning('the sandbox state in the database does not match the state schema (an older version?); starting from the seed');
      }
    }
    for (const persona of PERSONAS) {
      if (initial.players[persona.email]) continue;
      initial.players[persona.email] = seedPlayer(persona);
      dirty = true;
    }
    const store = new StateStore(db, initial);
    if (dirty) await store.save();
    return store;
  }

  /** The current state. Treat it as read-only: change it through `update`. */
  get state(): SandboxState {
    return this.current;
  }

  /** Applies a change to a copy of the state, keeps it, and writes it. */
  async update(change: (draft: SandboxState) => void): Promise<SandboxState> {
    const draft = structuredClone(this.current);
    change(draft);
    this.current = sandboxStateSchema.parse(draft);
    await this.save();
    return this.current;
  }

  /** Returns the state to the seed and writes it, then runs the reset listeners in order (the ledger's among them). */
  async reset(): Promise<SandboxState> {
    this.current = seedState();
    await this.save();
    for (const listener of this.resetListeners) await listener();
    return this.current;
  }

  /** Calls `listener` after every reset (to reseed the ledger, close open sockets …); a promise is awaited. */
  onReset(listener: () => void | Promise<void>): void {
    this.resetListeners.push(listener);
  }

  /** Resolves when every write made so far has reached the database. */
  flush(): Promise<void> {
    return this.writes;
  }

  private save(): Promise<void> {
    const document = JSON.stringify(this.current);
    const write = async (): Promise<void> => {
      const updatedAt = new Date();
      await this.db
        .insertInto('sandbox_state')
        .values({ id: ROW_ID, document, updated_at: updatedAt })
        .onConflict((conflict) => conflict.column('id').doUpdateSet({ document, updated_at: updatedAt }))
        .execute();
    };
    this.writes = this.writes.then(write, write);
    return this.writes;
  }
}
