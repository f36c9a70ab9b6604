import type { ContentGame } from '@casino/shared/wire';
import type { FastifyInstance, FastifyReply } from 'fastify';

import type { Dataset } from '../seed/dataset';
import { isGeneratedGameId } from '../content/catalogue';
import { titleOf } from '../seed/providers';
import { webpOf } from './raster';
import { backdropSvg, cardSvg } from './svg';

const ONE_DAY_S = 86_400;

function sendSvg(reply: FastifyReply, svg: string): FastifyReply {
  return reply.type('image/svg+xml; charset=utf-8').header('cache-control', `public, max-age=${ONE_DAY_S}`).send(svg);
}

/**
 * Generated images of the seeded content (ARCHITECTURE §7): a gradient card whose colours come from
 * the id, with the title written on it.
 * - `GET /images/games/<id>@<1|2|3>x.webp`: a game thumbnail, 200 × 200 times the density, as WebP
 *   (what the content points to, `raster.ts` says why); `.svg` gives the same drawing as SVG.
 * - `GET /images/providers/<id>.svg`: a provider or studio logo, 160 × 64.
 * - `GET /images/promotions/<slug>.svg`: a promotion image, 800 × 400.
 * - `GET /images/banners/<market>-<slug>.svg`: a banner image, 1200 × 400 (`?device=mobile`: 600 × 600),
 *   artwork without words (the site writes the banner's heading over it).
 * - `GET /images/pages/<key>.svg`: a content page's picture (VIP, landing, promo, vertical tiles, facelift
 *   banners), 1200 × 400 (`?device=mobile`: 600 × 600), artwork without words (the page writes its title).
 * - `GET /images/pay-and-play/<market>.svg`: a pay-and-play banner's image (fi, pp), 192 × 192.
 * - `GET /images/payment-methods/<name>.svg`: a payment method logo, 120 × 48.
 * Unknown ids answer 404.
 */
export function registerImageRoutes(app: FastifyInstance, options: { dataset: Dataset; findGame?: (id: string) => ContentGame | undefined }): void {
  const { dataset } = options;
  const seedGames = new Map(dataset.games.map((game) => [game.id, game]));
  const findGame = options.findGame ?? ((id: string) => seedGames.get(id));
  const providerIds = new Set([...dataset.providers.map((provider) => provider.id), ...dataset.subProviders.map((subProvider) => subProvider.providerId)]);
  const promotions = new Map(dataset.promotions.map((promotion) => [promotion.slug, promotion]));
  const banners = new Map(dataset.banners.map((banner) => [banner._id.replace(/^banner-/, ''), banner]));
  const pageImages = new Map(dataset.pageImages.map((image) => [image.key, image]));
  const paymentMethods = new Map(dataset.paymentMethods.map((method) => [method.name.toLowerCase(), method]));
  const notFound = (reply: FastifyReply) => reply.code(404).send({ error: 'NOT_FOUND', message: 'No such image' });

  app.get<{ Params: { file: string } }>('/images/games/:file', async (request, reply) => {
    const match = /^(.+)@([123])x\.(svg|webp)$/.exec(request.params.file);
    const game = match ? findGame(match[1] as string) : undefined;
    if (!match || !game) return notFound(reply);
    // A generated game (catalogue.ts) wears its studio's artwork: a catalogue of 10,000 is drawn
    // once per studio and density, not once per game, so the sandbox does not take the CPU from the
    // browser scrolling it. Its tile prints its own name.
    const art = isGeneratedGameId(game.id)
      ? { id: `studio:${game.subProvider._id}`, title: game.subProvider.title, subtitle: 'Slot' }
      : { id: game.id, title: game.name, subtitle: game.subProvider.title };
    const drawing = () => cardSvg({ ...art, width: 200, height: 200, scale: Number(match[2]), fontSize: 22, lineWidth: 14 });
    if (match[3] === 'svg') return sendSvg(reply, drawing());
    // The title is part of the key: a regenerated catalogue may give an id another title.
    const webp = await webpOf(`${art.id}@${match[2]}\n${art.title}\n${art.subtitle}`, drawing);
    return reply.type('image/webp').header('cache-control', `public, max-age=${ONE_DAY_S}`).send(webp);
  });

  app.get<{ Params: { file: string } }>('/images/providers/:file', async (request, reply) => {
    const id = request.params.file.replace(/\.svg$/, '');
    if (!request.params.file.endsWith('.svg') || !providerIds.has(id)) return notFound(reply);
    return sendSvg(reply, cardSvg({ id: `provider:${id}`, title: titleOf(id), width: 160, height: 64, fontSize: 16, lineWidth: 16 }));
  });

  app.get<{ Params: { file: string } }>('/images/promotions/:file', async (request, reply) => {
    const promotion = promotions.get(request.params.file.replace(/\.svg$/, ''));
    if (!request.params.file.endsWith('.svg') || !promotion) return notFound(reply);
    return sendSvg(reply, cardSvg({ id: `promotion:${promotion.slug}`, title: promotion.title, width: 800, height: 400, fontSize: 44, lineWidth: 26 }));
  });

  app.get<{ Params: { file: string }; Querystring: { device?: string } }>('/images/banners/:file', async (request, reply) => {
    const banner = banners.get(request.params.file.replace(/\.svg$/, ''));
    if (!request.params.file.endsWith('.svg') || !banner) return notFound(reply);
    const mobile = request.query.device === 'mobile';
    return sendSvg(
      reply,
      // Words-free: the home page writes the banner's heading over it.
      backdropSvg({ id: `banner:${banner.slug}`, title: banner.title, width: mobile ? 600 : 1200, height: mobile ? 600 : 400 }),
    );
  });

  app.get<{ Params: { file: string }; Querystring: { device?: string } }>('/images/pages/:file', async (request, reply) => {
    const image = pageImages.get(request.params.file.replace(/\.svg$/, ''));
    if (!request.params.file.endsWith('.svg') || !image) return notFound(reply);
    const mobile = request.query.device === 'mobile';
    return sendSvg(
      reply,
      // Words-free: the page writes its own title (one key serves every market's page, in its own language).
      backdropSvg({ id: `page:${image.key}`, title: image.title, width: mobile ? 600 : 1200, height: mobile ? 600 : 400 }),
    );
  });

  const payAndPlayBanners = new Map(dataset.payAndPlayBanners.map((banner) => [banner._id.replace('pay-and-play-banner-', ''), banner]));
  app.get<{ Params: { file: string } }>('/images/pay-and-play/:file', async (request, reply) => {
    const banner = payAndPlayBanners.get(request.params.file.replace(/\.svg$/, ''));
    if (!request.params.file.endsWith('.svg') || !banner) return notFound(reply);
    return sendSvg(reply, cardSvg({ id: `pay-and-play:${banner._id}`, title: banner.title, width: 192, height: 192, fontSize: 22, lineWidth: 12 }));
  });

  app.get<{ Params: { file: string } }>('/images/payment-methods/:file', async (request, reply) => {
    const method = paymentMethods.get(request.params.file.replace(/\.svg$/, ''));
    if (!request.params.file.endsWith('.svg') || !method) return notFound(reply);
    return sendSvg(reply, cardSvg({ id: `payment:${method.name}`, title: method.altTag, width: 120, height: 48, fontSize: 13, lineWidth: 16 }));
  });
}
