/** What the job page says on arrival, e.g. after booking: `navigate(path, { state: { notice } })`. */
export interface ArrivalNotice {
  title?: string;
  message: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The router's location state is anyone's: read only a notice of the right shape. */
export function readArrivalNotice(state: unknown): ArrivalNotice | null {
  if (!isRecord(state) || !isRecord(state.notice)) return null;
  const { title, message } = state.notice;
  if (typeof message !== 'string' && typeof title !== 'string') return null;
  return { message: typeof message === 'string' ? message : '', ...(typeof title === 'string' ? { title } : {}) };
}
