import type { CreatedAt } from './column-types';

/** Tables of migration 0024 (docs/provider-onboarding.md). */
export interface TestGatewayPayoutAccountsTable {
  id: string;
  holder_name: string;
  routing_number: string;
  account_number: string;
  currency: string;
  created_at: CreatedAt;
}

export interface ApplicantTables {
  test_gateway_payout_accounts: TestGatewayPayoutAccountsTable;
}
