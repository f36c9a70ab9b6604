import type { ContentDocument, ContentGame } from '@casino/shared/wire';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import { CONTROL_PREFIX } from '../control/faults';
import { sendError, sendInvalidBody } from '../lib/errors';

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
  /** Documents a test placed (`placeDocuments`), by `_id`: they replace a seed document of the same id. */
  private readonly placed = new Map<string, ContentDocument>();
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
    this.rebuild();
  }

  /**
   * Adds `documents` to what GROQ runs over, each replacing the document of the same `_id` (seed or placed
   * before), until `removePlaced` or `clearPlaced`. For e2e content a journey writes itself (issue 21 point 3).
   */
  placeDocuments(documents: readonly ContentDocument[]): void {
    for (const document of documents) this.placed.set(document._id, document);
    this.rebuild();
  }

  /** Takes placed documents out again (a seed document they replaced comes back); answers how many were placed. */
  removePlaced(ids: readonly string[]): number {
    const removed = ids.filter((id) => this.placed.delete(id)).length;
    if (removed) this.rebuild();
    return removed;
  }

  /** Takes every placed document out. */
  clearPlaced(): void {
    this.placed.clear();
    this.rebuild();
  }

  /** A new array whenever the documents change: answers are kept per array (`runGroqQuery`). */
  private rebuild(): void {
    const base = this.generated.length ? [...this.dataset.documents, ...this.generated] : this.dataset.documents;
    if (this.placed.size === 0) {
      this.all = base;
      return;
    }
    const replaced = base.map((document) => this.placed.get(document._id) ?? document);
    const seen = new Set(base.map((document) => document._id));
    this.all = [...replaced, ...[...this.placed.values()].filter((document) => !seen.has(document._id))];
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
  options.store.onReset(() => {
    catalogue.setGenerated(0);
    catalogue.clearPlaced();
  });
}

/** A content document as a test places it: any fields, with a string `_id` and `_type`. */
const placedDocumentSchema = z.looseObject({ _id: z.string().min(1).max(200), _type: z.string().min(1).max(100) });
const placeRequestSchema = z.object({ documents: z.array(placedDocumentSchema).min(1).max(100) }).strict();

/**
 * Content a journey writes itself (issue 21 point 3: payloads in content HTML and text fields), under
 * `/__sandbox/content/documents`:
 * - `POST { documents: [{ _id, _type, …fields }] }` (1 to 100) → 201 `{ placed: [_id…] }`: each document is
 *   served by the GROQ endpoint from now on, replacing the one of the same `_id` (seed or placed);
 *   400 `{ error: 'BAD_REQUEST', message }` for a body that does not fit (nothing placed);
 * - `DELETE /:id` → 204: the placed document goes (the seed one it replaced comes back); 404 when none is placed.
 * `POST /__sandbox/reset` removes them all. A journey that shares the sandbox with others targets what it
 * places at its own player (`targetAudience` players), so nobody else is served it.
 */
export function registerPlacedContentRoutes(app: FastifyInstance, options: { store: StateStore; catalogue: Catalogue }): void {
  const { catalogue } = options;
  app.post(`${CONTROL_PREFIX}/content/documents`, async (request, reply) => {
    const parsed = placeRequestSchema.safeParse(request.body ?? {});
    if (!parsed.success) return sendInvalidBody(reply, 'contentDocuments', request.body, parsed.error, { error: 'BAD_REQUEST' });
    const documents = parsed.data.documents as unknown as ContentDocument[];
    catalogue.placeDocuments(documents);
    return reply.code(201).send({ placed: documents.map((document) => document._id) });
  });
  app.delete<{ Params: { id: string } }>(`${CONTROL_PREFIX}/content/documents/:id`, async (request, reply) => {
    if (catalogue.removePlaced([request.params.id]) === 0) return sendError(reply, 404, 'NOT_FOUND', `No placed document ${request.params.id}`);
    return reply.code(204).send();
  });
}
