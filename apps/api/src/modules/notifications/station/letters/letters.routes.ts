import { newStateAnswer, readAllAnswer, readAllLettersRequest, readLetterRequest, stationLetterListQuery, stationLetterPage } from '@threadway/contracts/notifications/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userIdOf } from '../../../../platform/auth.ts';
import type { Db } from '../../../../platform/database.ts';
import { ok } from '../../../../platform/envelope.ts';
import { notFound } from '../../../../platform/errors.ts';
import { answers, noData } from '../../../../platform/schemas.ts';
import { newStateOf } from '../new-state.repository.ts';
import { toStationLetter } from './letters.presenter.ts';
import { sellerLettersRepository } from './letters.repository.ts';

const tags = ['notifications'];

/** The seller's station letters (spec 7): list by type, open one (read), and the tabs' new flags. */
export const lettersRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    const letters = sellerLettersRepository(db);

    app.get(
      '/api/message/stationLetterSendsList',
      { schema: { tags, summary: 'Letters of one type (1 notification, 2 event) sent to the caller, newest first; receiveState 0 unread, 1 read', querystring: stationLetterListQuery, response: answers(stationLetterPage) } },
      async (request) => {
        const { type, pageNumber, pageSize } = request.query;
        const { rows, total } = await letters.page(userIdOf(request), type, pageNumber, pageSize);
        return ok(request, { list: rows.map(toStationLetter), total, pageNumber, pageSize });
      },
    );

    app.put(
      '/api/message/stationLetterSends',
      { schema: { tags, summary: 'Mark a letter read (form or JSON: id, receiveState=1); a letter not sent to the caller is 404', body: readLetterRequest, response: noData } },
      async (request) => {
        const userId = userIdOf(request);
        if (!(await letters.isVisible(userId, request.body.id))) throw notFound();
        await letters.markRead(userId, request.body.id);
        return ok(request, null);
      },
    );

    app.put(
      '/api/message/stationLetterSends/readAll',
      { schema: { tags, summary: "Mark all of the caller's letters of one type (1 notification, 2 event) read", body: readAllLettersRequest, response: answers(readAllAnswer) } },
      async (request) => ok(request, { marked: await letters.markAllRead(userIdOf(request), request.body.type) }),
    );

    app.get(
      '/api/message/stationLetterNewState',
      { schema: { tags, summary: "Whether tabs '1'-'4' of the new-function dialog hold something new", response: answers(newStateAnswer) } },
      async (request) => ok(request, await newStateOf(db, userIdOf(request))),
    );
  };
