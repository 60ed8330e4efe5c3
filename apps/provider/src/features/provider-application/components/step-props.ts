import type { CurrentApplication, ProviderApplication } from '@marketplace/contracts';

/** What every step of the application form gets: the data, and how to go on once it is saved. */
export interface StepProps {
  data: CurrentApplication;
  application: ProviderApplication;
  onDone: () => void;
}
