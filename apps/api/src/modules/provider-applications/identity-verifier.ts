import { randomBytes } from 'node:crypto';
import { type IdentityCheckInput, type IdentityStatus, testIdentityNumbers } from '@marketplace/contracts';
import type { ErrorText } from '../../http/error-messages/localized';
import { providerApplicationsMessages as m } from './provider-applications-messages';

/**
 * An identity verification provider (docs/provider-onboarding.md): it sees the person's
 * details and document number, and answers an outcome and its own reference. The marketplace
 * keeps only those two and when; never the number.
 */
export interface IdentityVerifier {
  readonly mode: 'test';
  verify(request: IdentityCheckInput): Promise<IdentityAnswer>;
}

/** A refusal of the details themselves, worded for the applicant in their language (docs/languages.md). */
export type IdentityAnswer = { ok: true; status: IdentityStatus; reference: string } | { ok: false; message: ErrorText };

const outcomes = new Map<string, IdentityStatus>(Object.entries(testIdentityNumbers).map(([status, number]) => [number, status as IdentityStatus]));

/** TEST MODE: the documented test numbers give their outcome; any other number is refused (test mode never sees a real document). */
export function createTestIdentityVerifier(): IdentityVerifier {
  return {
    mode: 'test',
    async verify({ idNumber }) {
      const status = outcomes.get(idNumber.replace(/[\s-]/g, ''));
      if (!status) return { ok: false, message: { ...m.useTestIdNumber, values: { numbers: Object.values(testIdentityNumbers).join(', ') } } };
      return { ok: true, status, reference: `idv_test_${randomBytes(12).toString('hex')}` };
    },
  };
}
