import { useMe } from '../../api/queries';
import { useVerifiedPerson } from './api';
import { EMPTY_FORM } from './sandbox/IdentityFormStep';

/**
 * The identity form as far as the product already knows it: the name, birth date and address an approved
 * verification read off the document, the account's email and its verified phone number, so a form
 * that asks again (the bank's payee) is not typed twice. Null while they load.
 */
export function useKnownIdentity(): typeof EMPTY_FORM | null {
  const { data: me } = useMe();
  const person = useVerifiedPerson();
  if (!me || person.isPending) return null;
  const phone = me.phone_number_verified && me.phone_number ? me.phone_number : '';
  return { ...EMPTY_FORM, email: me.email, phone, ...(person.data ?? {}) };
}
