import { authenticator } from 'otplib';

/**
 * The authenticator-app codes we accept: RFC 6238's 30-second codes, with one step either side (RFC 6238
 * §5.2 recommends allowing for drift). With none, a code typed in the last second of its step, or a
 * phone clock a few seconds off, was refused as wrong.
 */
export const totp = authenticator.clone({ window: 1 });
