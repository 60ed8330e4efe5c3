import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { GatewayPayout, PaymentGateway } from '../payments';
import { listAllPayouts, paidOutPerProvider } from './reconciliation.repository';

/**
 * Payouts against the gateway: each paid payout is a paid gateway payout (same reference,
 * amount, currency); what the ledger says was paid to each provider equals the paid payouts;
 * a paid gateway payout nobody recorded is reported unless a payout of that amount is still
 * pending for that destination (a batch died between the gateway's answer and its own commit:
 * the next run finishes it, so the clearing check leaves it out until then).
 */
export async function reconcilePayouts(db: Kysely<Database>, gateway: PaymentGateway, report: (problem: string) => void) {
  const gatewayPayouts = await gateway.payouts();
  const byReference = new Map(gatewayPayouts.map((payout) => [payout.reference, payout]));
  const payouts = await listAllPayouts(db);
  const recorded = new Set<string>();
  const paidPerProvider = new Map<string, number>();
  for (const payout of payouts) {
    if (payout.gateway_reference) recorded.add(payout.gateway_reference);
    if (payout.status !== 'paid') continue;
    const key = `${payout.provider_id} ${payout.currency}`;
    paidPerProvider.set(key, (paidPerProvider.get(key) ?? 0) + payout.amount_minor);
    const paid: GatewayPayout | undefined = payout.gateway_reference ? byReference.get(payout.gateway_reference) : undefined;
    if (!paid) report(`payout ${payout.id} is paid but the gateway has no payout ${payout.gateway_reference ?? '(no reference)'}`);
    else if (paid.status !== 'paid' || paid.amountMinor !== payout.amount_minor || paid.currency !== payout.currency) {
      report(`payout ${payout.id} is paid ${payout.amount_minor} ${payout.currency}, the gateway's is ${paid.status} ${paid.amountMinor} ${paid.currency}`);
    }
  }
  const inFlight = new Set(payouts.filter((payout) => payout.status === 'pending').map((payout) => `${payout.destination} ${payout.currency} ${payout.amount_minor}`));
  // Paid at the gateway and booked (or to be booked by the batch that finishes it) in the ledger.
  const settled: GatewayPayout[] = [];
  for (const payout of gatewayPayouts) {
    if (payout.status !== 'paid') continue;
    if (recorded.has(payout.reference)) settled.push(payout);
    else if (!inFlight.has(`${payout.destination} ${payout.currency} ${payout.amountMinor}`)) {
      settled.push(payout);
      report(`gateway payout ${payout.reference} (${payout.amountMinor} ${payout.currency}) is paid but no payout records it`);
    }
  }

  const bookedPerProvider = await paidOutPerProvider(db);
  for (const key of new Set([...paidPerProvider.keys(), ...bookedPerProvider.keys()])) {
    const [providerId, currency] = key.split(' ');
    const ledger = bookedPerProvider.get(key) ?? 0;
    const paid = paidPerProvider.get(key) ?? 0;
    if (ledger !== paid) report(`provider ${providerId}: the ledger has ${ledger} ${currency} paid out, the paid payouts ${paid}`);
  }
  return { payouts: payouts.length, gatewayPayouts: gatewayPayouts.length, settled };
}
