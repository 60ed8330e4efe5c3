import type { ColumnType, Generated } from 'kysely';
import type { LanguageCode } from '@marketplace/contracts';
import type { CreatedAt, OptionalTimestamp, Timestamp, UpdatedAt } from './column-types';

/* Tables of the money migrations (issue 10, docs/payments.md): the test gateway, payments, invoices, refunds, payouts and the ledger. */

/** bigint columns: written as numbers, read as numbers (see db/database.ts's type parser). */
type Minor = ColumnType<number, number, number>;

export interface TestGatewayPaymentMethodsTable {
  id: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  behaviour: TestCardBehaviour;
  created_by: string | null;
  created_at: CreatedAt;
}
export type TestCardBehaviour = 'succeed' | 'decline' | 'insufficient_funds' | 'capture_fail';

export interface TestGatewayChargesTable {
  id: string;
  payment_method_id: string;
  currency: string;
  authorised_minor: Minor;
  captured_minor: ColumnType<number, number | undefined, number>;
  refunded_minor: ColumnType<number, number | undefined, number>;
  status: 'authorised' | 'captured' | 'voided' | 'capture_failed';
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}
export interface TestGatewayRefundsTable {
  id: string;
  charge_id: string;
  amount_minor: Minor;
  created_at: CreatedAt;
}
export interface TestGatewayPayoutsTable {
  id: string;
  destination: string;
  currency: string;
  amount_minor: Minor;
  status: 'paid' | 'failed';
  failure_message: string | null;
  created_at: CreatedAt;
}
export interface TestGatewayRequestsTable {
  idempotency_key: string;
  operation: string;
  response: ColumnType<unknown, string, string>;
  created_at: CreatedAt;
}

export type PaymentStatus = 'authorized' | 'captured' | 'partially_refunded' | 'refunded' | 'voided' | 'failed';
/** `tip`: a tip for the job (migration 0033, docs/payments.md "Tips"); `job`: the job's own charge. */
export type PaymentKind = 'job' | 'tip';
export interface PaymentsTable {
  id: Generated<string>;
  job_id: string;
  kind: ColumnType<PaymentKind, PaymentKind | undefined, never>;
  market_id: string;
  customer_id: string;
  currency: string;
  authorised_minor: Minor;
  status: PaymentStatus;
  gateway_reference: string;
  card_brand: string;
  card_last4: string;
  failure_message: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}
export interface DocumentSequencesTable {
  market_id: string;
  series: 'invoice' | 'credit_note';
  last_number: ColumnType<number, number | undefined, number>;
}
/** One line of an invoice as stored (jsonb). */
export interface StoredInvoiceLine {
  /** In English, as issued: the record. */
  description: string;
  /**
   * In the site's other languages, as issued (a service's translated name then, the fee's words):
   * the invoice reads the same later, whatever is renamed. Absent on invoices issued before.
   */
  translations?: Partial<Record<LanguageCode, string>>;
  quantity: number;
  unit: 'job' | 'hour' | 'fee';
  unitPriceMinor: number;
  amountMinor: number;
}
export interface InvoicesTable {
  id: Generated<string>;
  market_id: string;
  job_id: string;
  number: number;
  kind: 'job' | 'cancellation_fee';
  status: 'open' | 'paid';
  currency: string;
  lines: ColumnType<StoredInvoiceLine[], string, never>;
  subtotal_minor: Minor;
  service_fee_minor: Minor;
  tax_minor: Minor;
  total_minor: Minor;
  legal_footer: string;
  issued_at: Timestamp;
  paid_at: OptionalTimestamp;
  /** Who it is addressed to, copied here when the customer's account was deleted (migration 0022); null: read from the job. */
  billed_to: ColumnType<InvoiceBilledTo | null, string | null | undefined, string | null>;
}
/** The name and address an invoice prints, kept with the invoice once the job's copy is erased. */
export interface InvoiceBilledTo {
  name: string;
  /** Street lines (line 1, line 2). */
  street: string[];
  /** "10001 New York" */
  area: string;
}
export interface RefundsTable {
  id: Generated<string>;
  payment_id: string;
  job_id: string;
  market_id: string;
  amount_minor: Minor;
  reason: string;
  status: 'pending' | 'succeeded' | 'failed';
  idempotency_key: string;
  actor_user_id: string | null;
  actor_role: 'manager' | 'admin';
  gateway_reference: string | null;
  credit_note_number: number | null;
  failure_message: string | null;
  created_at: CreatedAt;
  completed_at: OptionalTimestamp;
}
/** A tip (migration 0033): its payment, who gives it, who receives it, and the customer's key. */
export interface TipsTable {
  id: Generated<string>;
  job_id: string;
  payment_id: string;
  market_id: string;
  customer_id: string;
  provider_id: string;
  currency: string;
  amount_minor: Minor;
  idempotency_key: string;
  created_at: CreatedAt;
}
export interface PayoutsTable {
  id: Generated<string>;
  provider_id: string;
  currency: string;
  period_start: Timestamp;
  period_end: Timestamp;
  amount_minor: Minor;
  status: 'pending' | 'paid' | 'failed';
  destination: string;
  gateway_reference: string | null;
  failure_message: string | null;
  created_at: CreatedAt;
  completed_at: OptionalTimestamp;
}
export type LedgerTransactionKind = 'authorisation' | 'authorisation_release' | 'capture' | 'refund' | 'payout' | 'payout_paid' | 'payout_failed' | 'hold' | 'hold_release';
export type LedgerAccount =
  | 'gateway_clearing'
  | 'card_authorisations'
  | 'authorisation_holds'
  | 'provider_payable'
  | 'provider_payouts_pending'
  /** A provider's earnings held while a problem case is open (docs/payments.md, "Held earnings"). */
  | 'provider_held'
  | 'platform_commission'
  | 'platform_service_fees'
  | 'tax_payable';
export interface LedgerTransactionsTable {
  id: Generated<string>;
  market_id: string;
  currency: string;
  kind: LedgerTransactionKind;
  job_id: string | null;
  payment_id: string | null;
  refund_id: string | null;
  payout_id: string | null;
  description: string;
  created_at: CreatedAt;
}
export interface LedgerEntriesTable {
  id: Generated<number>;
  transaction_id: string;
  account: LedgerAccount;
  provider_id: string | null;
  amount_minor: Minor;
  payout_id: string | null;
}

export interface MoneyTables {
  test_gateway_payment_methods: TestGatewayPaymentMethodsTable;
  test_gateway_charges: TestGatewayChargesTable;
  test_gateway_refunds: TestGatewayRefundsTable;
  test_gateway_payouts: TestGatewayPayoutsTable;
  test_gateway_requests: TestGatewayRequestsTable;
  payments: PaymentsTable;
  document_sequences: DocumentSequencesTable;
  invoices: InvoicesTable;
  refunds: RefundsTable;
  tips: TipsTable;
  payouts: PayoutsTable;
  ledger_transactions: LedgerTransactionsTable;
  ledger_entries: LedgerEntriesTable;
}
