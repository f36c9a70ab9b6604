import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { seedState } from './sandbox-state';
import { StateStore } from './state-store';

describe('StateStore', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'sandbox-state-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('starts from the seed and writes the file when there is none', async () => {
    const file = join(dir, 'nested', 'state.json');
    const store = await StateStore.open(file);
    expect(store.state).toEqual(seedState());
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual(seedState());
  });

  it('keeps changes across a reopen, and leaves no temporary files', async () => {
    const file = join(dir, 'state.json');
    const store = await StateStore.open(file);
    await store.update((draft) => {
      draft.flags.maintenance = true;
    });
    const reopened = await StateStore.open(file);
    expect(reopened.state.flags.maintenance).toBe(true);
    expect(await readdir(dir)).toEqual(['state.json']);
  });

  it('falls back to the seed, with a warning, for a file that is not state', async () => {
    const file = join(dir, 'state.json');
    await writeFile(file, '{"hello":1}');
    const warnings: string[] = [];
    const store = await StateStore.open(file, (message) => warnings.push(message));
    expect(store.state).toEqual(seedState());
    expect(warnings).toHaveLength(1);
  });

  it('reset returns to the seed and writes it', async () => {
    const file = join(dir, 'state.json');
    const store = await StateStore.open(file);
    await store.update((draft) => {
      draft.flags.restrictedCountry = 'US';
    });
    await store.reset();
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual(seedState());
  });
});
