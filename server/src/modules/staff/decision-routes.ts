import { pathIdParamsSchema } from '@casino/contract';
import type { z } from 'zod';
import { currentPlayer } from '../../http/authenticate';
import type { Api } from '../../http/typed-routes';
import { requireStaff, type StaffGuardPorts } from './guard';
import type { StaffAction } from './permissions';

/** A staff member's decision on one item of a queue: the yes, or the no with the reason shown for it. */
export type StaffDecision<Yes extends string, No extends string> = { to: Yes } | { to: No; reason: string };

/** A queue staff decide on, item by item, and the words its routes and its service use for each answer. */
export interface DecisionQueue<Query, Page, Decided, Yes extends string, No extends string> {
  /** The queue's path, `/api/admin/<queue>`; an item's decisions are under `/:id/<verb>`. */
  url: string;
  /** The staff action that guards every call. */
  action: StaffAction;
  query: z.ZodType<Query>;
  page: z.ZodType<Page>;
  /** One page of the queue for its query. */
  list: (query: Query) => Promise<Page>;
  /** The item as decided, the answer to either decision. */
  decided: z.ZodType<Decided>;
  /** The yes: its path's verb and the state it moves the item to. */
  yes: { verb: string; to: Yes };
  /** The no: its path's verb, the state, and the body that carries the reason. */
  no: { verb: string; to: No; body: z.ZodType<{ reason: string }> };
  /** Decides on the item (a path id that is no id reads as null); throws when it is not awaiting one. */
  decide: (staffId: bigint, id: bigint | null, decision: StaffDecision<Yes, No>) => Promise<Decided>;
}

/**
 * The back office's routes for a queue staff decide on (orders, maker-checker approvals), every call
 * guarded by the queue's one staff action: `GET <url>` the page, `POST <url>/:id/<yes>` and
 * `POST <url>/:id/<no> {reason}` the two decisions, each answering the decided item.
 */
export function decisionQueueRoutes<Query, Page, Decided, Yes extends string, No extends string>(
  app: Api,
  ports: StaffGuardPorts,
  queue: DecisionQueue<Query, Page, Decided, Yes, No>,
): void {
  const staff = requireStaff(ports, queue.action);
  const params = pathIdParamsSchema;
  // The answers are typed by `DecisionQueue` (schema and service on one type); Fastify's provider cannot
  // resolve a reply type through a type parameter, so its route options see the schemas unparameterised.
  const page: z.ZodType = queue.page;
  const decided: { 200: z.ZodType } = { 200: queue.decided };

  app.get(
    queue.url,
    { preValidation: staff, schema: { querystring: queue.query, response: { 200: page } } },
    // The schema parsed the query with `queue.query`, so it is a `Query`.
    async (request) => queue.list(request.query as Query),
  );
  app.post(
    `${queue.url}/:id/${queue.yes.verb}`,
    { preValidation: staff, schema: { params, response: decided } },
    async (request) => queue.decide(currentPlayer(request).userId, request.params.id, { to: queue.yes.to }),
  );
  app.post(
    `${queue.url}/:id/${queue.no.verb}`,
    { preValidation: staff, schema: { params, body: queue.no.body, response: decided } },
    async (request) =>
      queue.decide(currentPlayer(request).userId, request.params.id, {
        to: queue.no.to,
        reason: request.body.reason,
      }),
  );
}
