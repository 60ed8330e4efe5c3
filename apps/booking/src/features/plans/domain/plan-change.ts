import { localTimeSchema, type ChangePlan, type PlanDetail, type ProviderCard } from '@marketplace/contracts';

/** The change form's fields, as text (a select's and a time input's values). */
export interface ChangeForm {
  weekday: string;
  localTime: string;
  providerId: string;
}

export const changeFormFields = ['weekday', 'localTime', 'providerId'] as const;

export function changeFormDefaults(plan: PlanDetail): ChangeForm {
  return { weekday: String(plan.weekday), localTime: plan.localTime, providerId: plan.providerId ?? '' };
}

/**
 * What the change sends: only what differs from the plan (the API takes at least one field).
 * `invalid-time` for a time the contract refuses, `unchanged` when nothing differs.
 */
export function changeBody(plan: PlanDetail, form: ChangeForm): ChangePlan | 'invalid-time' | 'unchanged' {
  if (!localTimeSchema.safeParse(form.localTime).success) return 'invalid-time';
  const weekday = Number(form.weekday);
  const body: ChangePlan = {
    ...(weekday !== plan.weekday ? { weekday } : {}),
    ...(form.localTime !== plan.localTime ? { localTime: form.localTime } : {}),
    ...(form.providerId && form.providerId !== plan.providerId ? { providerId: form.providerId } : {}),
  };
  return Object.keys(body).length > 0 ? body : 'unchanged';
}

/**
 * Who may take the plan over: the market's providers who offer every one of its services. The
 * current provider stays listed (first) even when the market's list no longer has them.
 */
export function providerChoices(plan: PlanDetail, providers: readonly ProviderCard[]): Array<{ id: string; name: string }> {
  const offerAll = providers.filter((provider) => plan.services.every((service) => provider.serviceIds.includes(service.serviceId)));
  const choices = offerAll.map((provider) => ({ id: provider.id, name: provider.displayName }));
  const current = plan.providerId && plan.providerName ? { id: plan.providerId, name: plan.providerName } : null;
  if (!current) return choices;
  return [current, ...choices.filter((choice) => choice.id !== current.id)];
}
