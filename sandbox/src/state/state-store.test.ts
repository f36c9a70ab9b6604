import { PERSONAS } from '../seed/personas';
import { testDatabase } from '../testing/test-sandbox';
import { seedState } from './sandbox-state';
import { StateStore } from './state-store';

describe('StateStore (the state document in the sandbox database)', () => {
  beforeEach(async () => {
    const { db } = await testDatabase();
    await db.deleteFrom('sandbox_state').execute();
  });
  const documentOf = async () => (await (await testDatabase()).db.selectFrom('sandbox_state').select('document').executeTakeFirst())?.document;

  it('starts from the seed and writes it when the database has none', async () => {
    const store = await StateStore.open((await testDatabase()).db);
    expect(store.state).toEqual(seedState());
    expect(await documentOf()).toEqual(seedState());
  });

  it('keeps changes across a reopen', async () => {
    const store = await StateStore.open((await testDatabase()).db);
    await store.update((draft) => {
      draft.flags.maintenance = true;
    });
    const reopened = await StateStore.open((await testDatabase()).db);
    expect(reopened.state.flags.maintenance).toBe(true);
  });

  it('falls back to the seed, with a warning, for a document that is not state (an older version)', async () => {
    const { db } = await testDatabase();
    await db.insertInto('sandbox_state').values({ id: 1, document: JSON.stringify({ version: 2, players: {} }), updated_at: new Date() }).execute();
    const warnings: string[] = [];
    const store = await StateStore.open(db, (message) => warnings.push(message));
    expect(store.state).toEqual(seedState());
    expect(warnings).toHaveLength(1);
    expect(await documentOf()).toEqual(seedState());
  });

  it('gives a persona missing from a stored document its seeded entry', async () => {
    const store = await StateStore.open((await testDatabase()).db);
    await store.update((draft) => {
      delete draft.players['nora@sandbox.test'];
      draft.flags.maintenance = true;
    });
    const reopened = await StateStore.open((await testDatabase()).db);
    expect(reopened.state.flags.maintenance).toBe(true);
    expect(Object.keys(reopened.state.players)).toHaveLength(PERSONAS.length);
    expect(reopened.state.players['nora@sandbox.test']).toEqual(seedState().players['nora@sandbox.test']);
  });

  it('reset returns to the seed, writes it, and awaits its listeners in order', async () => {
    const store = await StateStore.open((await testDatabase()).db);
    const heard: string[] = [];
    store.onReset(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      heard.push('first');
    });
    store.onReset(() => {
      heard.push('second');
    });
    await store.update((draft) => {
      draft.flags.restrictedCountry = 'US';
    });
    await store.reset();
    expect(await documentOf()).toEqual(seedState());
    expect(heard).toEqual(['first', 'second']);
  });
});
