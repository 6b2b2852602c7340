import { randomUUID } from 'node:crypto';
import {
  APPLE_PAY_COUNTRIES,
  type PaymentStart,
  type paymentFormSchema,
  WALLET_TEXTS,
} from '@casino/contract';
import type { z } from 'zod';
import { inTransaction } from '../../../db/transaction';
import { fieldError } from '../../../http/errors';
import { latestLocationCheck } from '../../eligibility';
import type { PurchasePorts } from '../ports';
import { priceOrder, recordPurchase } from './order';

type Form = z.output<typeof paymentFormSchema>;

/**
 * The payment method is one this site offers to this player (spec §9: Apple Pay in the US and CA). The
 * country is the player's latest location check's, when there is one, not what the browser says.
 */
async function refuseMethod(ports: PurchasePorts, userId: bigint, form: Form): Promise<void> {
  if (form.payment_method === 'applePay') {
    if (!ports.config.APPLE_PAY_ENABLE) throw fieldError('payment_method', 'Apple Pay is not available.');
    const country = (await latestLocationCheck(ports.db, userId))?.country ?? form.country;
    if (!(APPLE_PAY_COUNTRIES as readonly string[]).includes(country))
      throw fieldError('payment_method', WALLET_TEXTS.applePayCountry);
  }
  if (form.payment_method === 'pay_by_bank' && !ports.config.PAY_BY_BANK_ENABLE)
    throw fieldError('payment_method', 'Pay by bank is not available.');
}

/**
 * `POST /api/payments/paysafe`: checks the bundle, its promotion and every gate (break, self-exclusion,
 * location where enabled, limits, identity over 500 USD or past the configured total), records the
 * attempt with a fresh `merchantRefNum` and opens the vendor's hosted checkout for it. Nothing is
 * credited here: the checkout's handle comes back through finalise.
 */
export async function startPayment(ports: PurchasePorts, userId: bigint, form: Form): Promise<PaymentStart> {
  await refuseMethod(ports, userId, form);
  const order = await priceOrder(ports, userId, form);
  const merchantRefNum = `cas-${randomUUID()}`;
  await inTransaction(ports.db, (trx) =>
    recordPurchase(ports, trx, userId, order, {
      merchantRefNum,
      method: form.payment_method,
      billing:
        form.payment_method === 'pay_by_bank'
          ? JSON.stringify({
              address_line1: form.address_line1,
              city: form.city,
              state: form.state,
              zip: form.zip,
              phone: form.phone,
            })
          : null,
    }),
  );

  const customer = {
    firstName: form.firstName,
    lastName: form.lastName,
    email: form.email,
    phone: form.phone,
  };
  const checkout = await ports.payments.startCheckout({
    merchantRefNum,
    amountCents: order.cents,
    paymentType: form.payment_method,
    customer,
  });
  return {
    currency: 'USD',
    amount: Number(order.cents),
    singleUseCustomerToken: checkout.singleUseCustomerToken,
    ...customer,
    dob: null,
    merchantRefNum,
    accountId: checkout.accountId,
    customerId: checkout.customerId,
    street: form.address_line1 ?? '',
    city: form.city ?? '',
    zip: form.zip ?? '',
    country: form.country,
    state: form.state ?? '',
    payment_method: form.payment_method,
    checkoutUrl: checkout.checkoutUrl,
  };
}
