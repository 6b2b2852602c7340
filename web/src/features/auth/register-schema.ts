import {
  ageOn,
  dateOfBirthSchema,
  MINIMUM_AGE,
  regionNotAvailableText,
  registerFormSchema,
  stateSchema,
} from '@casino/contract';

/**
 * The contract's sign-up form plus the two rules the server checks beyond that schema, asked here first
 * so the player hears them before sending, in the server's words: the states the site config excludes,
 * and the minimum age. They sit on their fields (not on the form) so they speak even while another
 * field, such as the unticked terms, is still wrong.
 */
export function registerSchema(excluded: readonly string[], today = new Date()) {
  return registerFormSchema.extend({
    date_of_birth: dateOfBirthSchema.refine(
      (date) => ageOn(date, today) >= MINIMUM_AGE,
      'You must be 18 or older to play.',
    ),
    state: stateSchema.superRefine((code, ctx) => {
      if (excluded.includes(code))
        ctx.addIssue({ code: 'custom', message: regionNotAvailableText(code, excluded) });
    }),
  });
}
