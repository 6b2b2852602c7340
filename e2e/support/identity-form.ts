import type { Locator } from 'playwright-core';

/** A person as the identity form asks for them (spec §5), in its field order. */
export interface IdentityFormPerson {
  firstName: string;
  lastName: string;
  email: string;
  dateOfBirth: string;
  address: string;
  city: string;
  zip: string;
  phone: string;
}

/**
 * Fills the identity form with `person`: one form, whether the verification vendor's flow shows it (in its
 * frame) or the bank transfer asks it for the payee (on the page).
 */
export async function fillIdentityForm(
  form: { getByLabel(label: string): Locator },
  person: IdentityFormPerson,
): Promise<void> {
  await form.getByLabel('First name').fill(person.firstName);
  await form.getByLabel('Last name').fill(person.lastName);
  await form.getByLabel('Email').fill(person.email);
  await form.getByLabel('Date of birth').fill(person.dateOfBirth);
  await form.getByLabel('Address').fill(person.address);
  await form.getByLabel('City').fill(person.city);
  await form.getByLabel('ZIP / postal code').fill(person.zip);
  await form.getByLabel('Phone').fill(person.phone);
}
