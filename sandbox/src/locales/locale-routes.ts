import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

import type { FastifyInstance } from 'fastify';

// A language (`fi`, `inen`) or a language with its region (`pt-BR`): nothing that could leave the folder.
const LANGUAGE = /^[a-z]{2,4}(-[A-Z]{2})?$/;

/**
 * `GET /locales/{lang}/default.json` (spec 000 §7): the translations in `<dir>/<lang>/default.json`
 * (`lang` as i18next names it: `fi`, or `pt-BR` for Brazilian Portuguese),
 * read on every request so edits show without a restart; `Cache-Control: public, max-age=300`. An
 * unknown language answers 404 `{ error, message }`.
 */
export function registerLocaleRoutes(app: FastifyInstance, options: { dir: string }): void {
  app.get<{ Params: { lang: string } }>('/locales/:lang/default.json', async (request, reply) => {
    const { lang } = request.params;
    const notFound = () => reply.code(404).send({ error: 'NOT_FOUND', message: `No translations for language "${lang}"` });
    if (!LANGUAGE.test(lang)) return notFound();
    let text: string;
    try {
      text = await readFile(join(options.dir, lang, 'default.json'), 'utf8');
    } catch {
      return notFound();
    }
    return reply.header('cache-control', 'public, max-age=300').type('application/json; charset=utf-8').send(text);
  });
}
