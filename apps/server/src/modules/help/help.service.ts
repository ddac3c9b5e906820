import type { HelpMessage } from '@kasir/contracts';
import { formatOutletDate, HELP_INBOX_LIMIT } from '@kasir/domain';
import type { FastifyBaseLogger } from 'fastify';
import { AppError, notFound } from '../../platform/app-error.ts';
import type { AuthContext } from '../../platform/access.ts';
import { isUniqueViolation } from '../../platform/db-errors.ts';
import type { OutletsService } from '../outlets/outlets.service.ts';
import type { HelpMailer } from './help-mailer.ts';
import { presentHelpMessage, type HelpRepository } from './help.repository.ts';

/** A cashier's own list of what they sent shows this many, newest first. */
const OWN_MESSAGES_LIMIT = 20;

type Deps = {
  help: HelpRepository;
  outlets: OutletsService;
  mailer: HelpMailer | null;
  log: FastifyBaseLogger;
};

export function createHelpService(deps: Deps) {
  /** Sends still on their way; closing the server waits for them (a test reads the result). */
  const pendingMails = new Set<Promise<void>>();

  async function readOne(ownerId: number, id: number): Promise<HelpMessage> {
    const row = await deps.help.findOne(ownerId, id);
    if (!row) throw notFound('Help message');
    return presentHelpMessage(row);
  }

  /**
   * The copy to the owner's e-mail goes out after the message is stored and answered: a slow or
   * dead mail server neither holds the cashier's screen nor loses the message (the inbox has it).
   */
  function mailInBackground(ownerId: number, id: number): void {
    const mailer = deps.mailer;
    if (!mailer) return;
    const sending = (async () => {
      const [to, row] = await Promise.all([deps.help.ownerEmail(ownerId), deps.help.findOne(ownerId, id)]);
      if (!to || !row) return;
      await mailer.send(to, row);
      await deps.help.markEmailed(id, new Date().toISOString());
    })()
      .catch((error: unknown) => deps.log.warn({ err: error, helpMessageId: id }, 'help message not e-mailed'))
      .finally(() => pendingMails.delete(sending));
    pendingMails.add(sending);
  }

  return {
    /** POST /helpCenter: stored with who, which outlet and when; the same Idempotency-Key lands once. */
    async send(auth: AuthContext, outletHeader: number | null, body: { Subject: string | null; Message: string }, idempotencyKey: string | null): Promise<HelpMessage> {
      if (auth.userId === null) throw new AppError('FORBIDDEN', 'Choose a cashier first');
      const outlet = await deps.outlets.resolveOutlet(auth, outletHeader);
      if (idempotencyKey) {
        const earlier = await deps.help.findIdByKey(auth.ownerId, auth.userId, idempotencyKey);
        if (earlier !== undefined) return readOne(auth.ownerId, earlier);
      }
      const now = new Date();
      let id: number;
      try {
        id = await deps.help.insert({
          ownerId: auth.ownerId,
          outletId: outlet.id,
          userId: auth.userId,
          subject: body.Subject,
          message: body.Message,
          createdAt: now.toISOString(),
          outletDate: formatOutletDate(now, outlet.time_zone),
          idempotencyKey,
        });
      } catch (error) {
        // Two sends with one key at once: the other one stored it.
        const earlier = idempotencyKey && isUniqueViolation(error) ? await deps.help.findIdByKey(auth.ownerId, auth.userId, idempotencyKey) : undefined;
        if (earlier === undefined) throw error;
        return readOne(auth.ownerId, earlier);
      }
      mailInBackground(auth.ownerId, id);
      return readOne(auth.ownerId, id);
    },

    /** GET /helpCenter/mine: what this cashier sent lately (their Help screen lists it). */
    async listOwn(auth: AuthContext): Promise<HelpMessage[]> {
      if (auth.userId === null) return [];
      return (await deps.help.listForUser(auth.ownerId, auth.userId, OWN_MESSAGES_LIMIT)).map(presentHelpMessage);
    },

    /** GET /helpCenter?fromDate&toDate[&OutletId] (owner): the inbox, newest first. */
    async listForOwner(auth: AuthContext, query: { fromDate?: string; toDate?: string; OutletId?: number }): Promise<HelpMessage[]> {
      if (query.fromDate && query.toDate && query.fromDate > query.toDate) {
        throw new AppError('VALIDATION_ERROR', 'fromDate must not be after toDate', [{ field: 'toDate', error: 'must not be before fromDate' }]);
      }
      if (query.OutletId !== undefined && !(await deps.help.ownerHasOutlet(auth.ownerId, query.OutletId))) throw notFound('Outlet');
      const rows = await deps.help.listForOwner(auth.ownerId, { fromDate: query.fromDate, toDate: query.toDate, outletId: query.OutletId, limit: HELP_INBOX_LIMIT });
      return rows.map(presentHelpMessage);
    },

    /** PUT /helpCenter/{id}/read (owner): another owner's id is 404. */
    async markRead(auth: AuthContext, id: number): Promise<HelpMessage> {
      await readOne(auth.ownerId, id);
      await deps.help.markRead(auth.ownerId, id, new Date().toISOString());
      return readOne(auth.ownerId, id);
    },

    async close(): Promise<void> {
      await Promise.all([...pendingMails]);
      deps.mailer?.close();
    },
  };
}

export type HelpService = ReturnType<typeof createHelpService>;
