import { secretSealer } from '../auth';

/**
 * The sealer of players' SSNs under its own server secret, `tax-ssn`: a copy of `tax_details` alone
 * does not reveal a number, and a key leaked for 2FA does not open them.
 */
export const ssnSealer = secretSealer('tax-ssn');
