import type { ContentDocument, ContentGame } from '@casino/shared/wire';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import { CONTROL_PREFIX } from '../control/faults';
import { sendInvalidBody } from '../lib/errors';

import type { Dataset } from '../seed/dataset';
import { thumbnailOf } from '../seed/games';
import type { StateStore } from '../state/state-store';

/** The most generated games the sandbox makes (a bound for benchmarks that ask too much). */
export const MAX_GENERATED_GAMES = 100_000;

/** The id of the `index`-th generated game (from 1): `generated-slot-00042`. */
export const generatedGameId = (index: number): string => `generated-slot-${String(index).padStart(5, '0')}`;

/** The ids `generatedGameId` makes; the number is the game's place in the generated list, from 1. */
const GENERATED_GAME_ID = /^generated-slot-(\d{5,})$/;

/** Whether an id is one `generatedGameId` makes. */
export const isGeneratedGameId = (id: string): boolean => GENERATED_GAME_ID.test(id);

/**
 * The content dataset the GROQ endpoint serves: the seed plus, for benchmarks, generated casino slots
 * (`POST /__sandbox/catalogue { size }`, `SANDBOX_CATALOGUE_SIZE`). Generated games are `ContentGame`s
 * named "Generated Slot 00042", in the `slots` category (so also in all-games), their providers
 * cycling through the seed's casino providers (each with the studio of that provider's first seed
 * game), thumbnails from the image route. They live in memory: a restart or reset removes them.
 */
export class Catalogue {
  private generated: ContentGame[] = [];
  private all: ContentDocument[];
  private readonly seedGames: Map<string, ContentGame>;
  private readonly providers: Array<{ id: string; subProvider: ContentGame['subProvider'] }>;

  constructor(
    private readonly dataset: Dataset,
    private readonly publicUrl: string,
  ) {
    this.all = dataset.documents;
    this.seedGames = new Map(dataset.games.map((game) => [game.id, game]));
    const providers = new Map<string, ContentGame['subProvider']>();
    for (const game of dataset.games) if (game.type === 'casino' && !providers.has(game.gameProvider)) providers.set(game.gameProvider, game.subProvider);
    this.providers = [...providers].map(([id, subProvider]) => ({ id, subProvider }));
  }

  /** Every document GROQ runs over. */
  documents(): readonly ContentDocument[] {
    return this.all;
  }

  /** How many generated games there are. */
  get size(): number {
    return this.generated.length;
  }

  /** A seed or generated game by id. */
  findGame(id: string): ContentGame | undefined {
    const seed = this.seedGames.get(id);
    if (seed) return seed;
    const match = GENERATED_GAME_ID.exec(id);
    const index = match ? Number(match[1]) : 0;
    const game = index >= 1 ? this.generated[index - 1] : undefined;
    return game?.id === id ? game : undefined;
  }

  /** Replaces the generated games with `size` of them (0 removes them). */
  setGenerated(size: number): void {
    const count = Math.max(0, Math.min(MAX_GENERATED_GAMES, Math.floor(size)));
    this.generated = Array.from({ length: count }, (_, offset) => this.generate(offset + 1));
    this.all = this.generated.length ? [...this.dataset.documents, ...this.generated] : this.dataset.documents;
  }

  private generate(index: number): ContentGame {
    const id = generatedGameId(index);
    const provider = this.providers[(index - 1) % this.providers.length] as { id: string; subProvider: ContentGame['subProvider'] };
    return {
      _id: `game-${id}`,
      _type: 'game',
      id,
      type: 'casino',
      name: `Generated Slot ${String(index).padStart(5, '0')}`,
      gameProvider: provider.id,
      subProvider: { ...provider.subProvider, restrictedCountries: [...provider.subProvider.restrictedCountries] },
      channels: ['desktop', 'mobile'],
      betLimits: {},
      thumbnail: thumbnailOf(this.publicUrl, id),
      gameType: 'slot',
      jackpotExist: false,
      categories: ['slots'],
    };
  }
}

const catalogueRequestSchema = z.object({ size: z.number().int().min(0).max(MAX_GENERATED_GAMES) });

/**
 * `POST /__sandbox/catalogue { size }` → `{ size, games }`: the generated games become `size` of them
 * (0 removes them); `games` counts every `game` document now served. `GET` the same → the current
 * counts. `POST /__sandbox/reset` removes them.
 */
export function registerCatalogueRoutes(app: FastifyInstance, options: { store: StateStore; catalogue: Catalogue }): void {
  const { catalogue } = options;
  const counts = () => ({ size: catalogue.size, games: catalogue.documents().filter((document) => document._type === 'game').length });
  app.get(`${CONTROL_PREFIX}/catalogue`, async () => counts());
  app.post(`${CONTROL_PREFIX}/catalogue`, async (request, reply) => {
    const parsed = catalogueRequestSchema.safeParse(request.body);
    if (!parsed.success) return sendInvalidBody(reply, 'catalogueRequest', request.body, parsed.error, { error: 'BAD_REQUEST' });
    catalogue.setGenerated(parsed.data.size);
    return counts();
  });
  options.store.onReset(() => catalogue.setGenerated(0));
}
