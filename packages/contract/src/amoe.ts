import { z } from 'zod';
import { adminPage, adminPageNumber, adminRowPlayerShape, staffReasonSchema } from './admin';
import { statusCounts } from './lists';
import { requiredText } from './text';

/**
 * Free entry, the alternative method of entry (sweepstakes rules "Free entry (AMOE)"): no purchase is
 * necessary. A verified player asks for a single-use code, mails a handwritten card carrying it, and staff
 * enter the card when it arrives; a valid one credits `AMOE_SC_PER_REQUEST` SC (5 by default) once.
 *
 *   requested ──staff enter the card──▶ received ──credit (same transaction)──▶ credited
 *       │                                   │
 *       └──────staff refuse / invalid card──┴──▶ refused (with the reason)
 */

export const AMOE_REQUEST_STATUSES = ['requested', 'received', 'credited', 'refused'] as const;
export type AmoeRequestStatus = (typeof AMOE_REQUEST_STATUSES)[number];

/** Why a request was refused; `staff` carries the staff member's own words. */
export const AMOE_REFUSAL_REASONS = [
  'not_verified',
  'account_disabled',
  'excluded',
  'self_excluded',
  'staff',
] as const;
export type AmoeRefusalReason = (typeof AMOE_REFUSAL_REASONS)[number];

/** A player may hold one open (requested, not yet entered) code at a time. */
export const AMOE_OPEN_REQUESTS_MAX = 1;

/**
 * The statement the card must carry, word for word: the web prints these exact words in the
 * instructions and the printable template, and staff compare the card against them.
 */
export const AMOE_STATEMENT =
  'I request free Sweeps Coins. No purchase is necessary to enter or win. I have read and agree to the Official Sweeps Rules, and I am the account holder named on this card.';

/** What the handwritten card must carry, in the order the template prints it. */
export const AMOE_CARD_FIELDS = [
  'Your full legal name',
  'Your username',
  'Your residential address',
  'The email address of your account',
  'Your request code',
  'The statement, in your own handwriting',
] as const;

/** Texts both sides show. */
export const AMOE_TEXTS = {
  title: 'Free entry by mail',
  noPurchase: 'No purchase is necessary. Free entrants receive the same Sweeps Coins with the same odds.',
  handwritten:
    'Write the card by hand (no printed or photocopied cards), put it in an envelope and mail it to the address below. One card per envelope.',
  openRequestExists:
    'You already have a request code waiting for its card. Mail it before asking for another.',
  verificationRequired: 'Verify your identity and your email address to request free entry.',
  unknownCode: 'This request code does not exist.',
  codeUsed: 'This request code has already been used.',
  notFound: 'This free-entry request was not found.',
  notOpen: 'Only a request still waiting for its card can be refused.',
  requested: 'Your request code is ready. Mail your card to receive your free Sweeps Coins.',
  credited: (sc: string) => `Your free entry was received: ${sc} SC credited.`,
  refused: 'Your free-entry request was refused.',
  refusals: {
    not_verified: 'The player’s identity or email is not verified.',
    account_disabled: 'The account is banned or frozen.',
    excluded: 'The player’s state does not allow Sweeps Coins.',
    self_excluded: 'The player is self-excluded or on a break in play.',
    staff: 'Refused by staff.',
  } satisfies Record<AmoeRefusalReason, string>,
} as const;

/** Where the card goes (configuration). */
export const amoeMailingAddressSchema = z.object({
  recipient: z.string(),
  lines: z.array(z.string()),
});
export type AmoeMailingAddress = z.infer<typeof amoeMailingAddressSchema>;

/** The postal instructions: shown with every request and printed on the template. */
export const amoeInstructionsSchema = z.object({
  mailing_address: amoeMailingAddressSchema,
  statement: z.string(),
  card_fields: z.array(z.string()),
  /** SC each valid card credits, decimal string. */
  sc_per_request: z.string(),
});
export type AmoeInstructions = z.infer<typeof amoeInstructionsSchema>;

/** One step of a request's timeline. */
export const amoeTimelineEntrySchema = z.object({
  status: z.enum(AMOE_REQUEST_STATUSES),
  at: z.string(),
  actor: z.enum(['player', 'staff']),
  reason: z.string().nullable(),
});
export type AmoeTimelineEntry = z.infer<typeof amoeTimelineEntrySchema>;

/** A player's free-entry request, as the player sees it. */
export const amoeRequestSchema = z.object({
  id: z.string(),
  code: z.string(),
  status: z.enum(AMOE_REQUEST_STATUSES),
  /** The refusal's reason code and text; null unless refused. */
  refusal: z.enum(AMOE_REFUSAL_REASONS).nullable(),
  reason: z.string().nullable(),
  /** SC credited (decimal string); null until credited. */
  sc: z.string().nullable(),
  requested_at: z.string(),
  timeline: z.array(amoeTimelineEntrySchema),
});
export type AmoeRequest = z.infer<typeof amoeRequestSchema>;

/** `POST /api/amoe/requests` (201): the new code and how to mail it. */
export const amoeRequestCreatedSchema = z.object({
  request: amoeRequestSchema,
  instructions: amoeInstructionsSchema,
});
export type AmoeRequestCreated = z.infer<typeof amoeRequestCreatedSchema>;

/** `GET /api/amoe/requests`: the player's requests, newest first, and the instructions. */
export const amoeRequestListSchema = z.object({
  data: z.array(amoeRequestSchema),
  instructions: amoeInstructionsSchema,
});
export type AmoeRequestList = z.infer<typeof amoeRequestListSchema>;

/** Real-time event on the player's private channel `App.User.<id>` whenever a request changes. */
export const AMOE_UPDATED_EVENT = 'amoe-updated';
export const amoeUpdatedEventSchema = z.object({ request: amoeRequestSchema, message: z.string() });
export type AmoeUpdatedEvent = z.infer<typeof amoeUpdatedEventSchema>;

// ---- Back office ----

/** `GET /api/admin/amoe?status=&q=&page=`: q matches the code, a user id, username or email. */
export const adminAmoeQuerySchema = z.object({
  status: z
    .enum(AMOE_REQUEST_STATUSES, { error: 'Choose requested, received, credited or refused.' })
    .optional(),
  q: z.string().trim().max(120).optional(),
  page: adminPageNumber,
});
export type AdminAmoeQuery = z.infer<typeof adminAmoeQuerySchema>;

/** A request in the back office: the player's view plus who and what the card said. */
export const adminAmoeRowSchema = amoeRequestSchema.extend({
  ...adminRowPlayerShape,
  /** What the card said, as staff entered it; null until entered. */
  legal_name: z.string().nullable(),
  address: z.string().nullable(),
  received_on: z.string().nullable(),
  entered_by: z.string().nullable(),
});
export type AdminAmoeRow = z.infer<typeof adminAmoeRowSchema>;

/** The queue: one page and the count of every status (whatever the filter). */
export const adminAmoePageSchema = adminPage(adminAmoeRowSchema).extend({
  counts: statusCounts(AMOE_REQUEST_STATUSES),
});
export type AdminAmoePage = z.infer<typeof adminAmoePageSchema>;

/** `POST /api/admin/amoe/entries`: a card received by mail, entered by staff. */
export const amoeEntrySchema = z.object({
  code: z
    .string({ error: 'Enter the request code.' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9-]{4,32}$/, 'Enter the request code as written on the card.'),
  legalName: requiredText('Enter the name on the card.', { min: 2, max: 200 }),
  address: requiredText('Enter the address on the card.', { min: 5, max: 500 }),
  receivedOn: z
    .string({ error: 'Enter the date the card arrived.' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the date as YYYY-MM-DD.')
    // A round trip, since Date.parse lets '2026-02-31' roll over into March.
    .refine((day) => {
      const time = Date.parse(`${day}T00:00:00Z`);
      return !Number.isNaN(time) && new Date(time).toISOString().startsWith(day);
    }, 'Enter a real date.'),
});
export type AmoeEntry = z.infer<typeof amoeEntrySchema>;

/** The entry's outcome: credited, or refused with the reason (the request keeps it). */
export const amoeEntryResultSchema = z.object({
  outcome: z.enum(['credited', 'refused']),
  request: adminAmoeRowSchema,
});
export type AmoeEntryResult = z.infer<typeof amoeEntryResultSchema>;

/** `POST /api/admin/amoe/:id/refuse`. */
export const amoeRefuseSchema = z.object({ reason: staffReasonSchema });
