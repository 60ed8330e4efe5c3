import type { Role, Row } from './world';

/** Who gets which status, shared by the matrix's rows (see each row file). */
export const settingsMatrix: Row['expect'] = {
  anonymous: 401,
  customer: { nyc: 403, berlin: 403, unknown: 404 },
  provider: { nyc: 403, berlin: 403, unknown: 404 },
  otherProvider: { nyc: 403, berlin: 403, unknown: 404 },
  nycManager: { nyc: 200, berlin: 403, unknown: 404 },
  berlinManager: { nyc: 403, berlin: 200, unknown: 404 },
  admin: { nyc: 200, berlin: 200, unknown: 404 },
};

export const seeJob: Row['expect'] = {
  anonymous: 401,
  customer: { nycJob: 200, berlinJob: 404, unknown: 404 },
  provider: { nycJob: 200, berlinJob: 404, unknown: 404 },
  otherProvider: 404,
  nycManager: { nycJob: 200, berlinJob: 404, unknown: 404 },
  berlinManager: { nycJob: 404, berlinJob: 200, unknown: 404 },
  admin: { nycJob: 200, berlinJob: 200, unknown: 404 },
};
/** The provider sees the job but may not move it; the customer and the market's managers may. */
export const moveJob: Row['expect'] = { ...seeJob, provider: { nycJob: 403, berlinJob: 404, unknown: 404 } };
export const rateJob: Row['expect'] = {
  anonymous: 401,
  customer: { nycJob: 201, berlinJob: 404, unknown: 404 },
  provider: { nycJob: 403, berlinJob: 404, unknown: 404 },
  otherProvider: 404,
  nycManager: { nycJob: 403, berlinJob: 404, unknown: 404 },
  berlinManager: { nycJob: 404, berlinJob: 403, unknown: 404 },
  admin: { nycJob: 403, berlinJob: 403, unknown: 404 },
};
export const ownHolds = (status: number): Row['expect'] => {
  const own = { mine: status, someoneElses: 404, unknown: 404 };
  return { anonymous: 401, customer: own, provider: own, otherProvider: own, nycManager: own, berlinManager: own, admin: own };
};

/** A provider's private side: the provider, managers of their markets (read only), admins. */
export const viewProvider: Row['expect'] = {
  anonymous: 401,
  customer: { provider: 403, otherProvider: 403, berlinProvider: 403, unknown: 404 },
  provider: { provider: 200, otherProvider: 403, berlinProvider: 403, unknown: 404 },
  otherProvider: { provider: 403, otherProvider: 200, berlinProvider: 403, unknown: 404 },
  nycManager: { provider: 200, otherProvider: 200, berlinProvider: 403, unknown: 404 },
  berlinManager: { provider: 403, otherProvider: 403, berlinProvider: 200, unknown: 404 },
  admin: { provider: 200, otherProvider: 200, berlinProvider: 200, unknown: 404 },
};
export const editProvider: Row['expect'] = {
  ...viewProvider,
  nycManager: { provider: 403, otherProvider: 403, berlinProvider: 403, unknown: 404 },
  berlinManager: { provider: 403, otherProvider: 403, berlinProvider: 403, unknown: 404 },
};
/**
 * The provider area: only provider accounts (403 for anyone else, whatever the id); a provider
 * gets their own job and 404 for anyone else's (`someoneElses` is the other provider's).
 */
export const providerArea = (ok: number): Row['expect'] => ({
  anonymous: 401,
  customer: 403,
  provider: { mine: ok, someoneElses: 404, unknown: 404 },
  otherProvider: { mine: 404, someoneElses: ok, unknown: 404 },
  nycManager: 403,
  berlinManager: 403,
  admin: 403,
});
export const providerLists: Row['expect'] = { anonymous: 401, customer: 403, provider: 200, otherProvider: 200, nycManager: 403, berlinManager: 403, admin: 403 };
export const deskExpect: Row['expect'] = {
  anonymous: 401,
  customer: 404,
  provider: 404,
  otherProvider: 404,
  nycManager: { nycJob: 200, berlinJob: 404, unknown: 404 },
  berlinManager: { nycJob: 404, berlinJob: 200, unknown: 404 },
  admin: { nycJob: 200, berlinJob: 200, unknown: 404 },
};
/** Every logged-in user, each on their own things. */
export const everyUser = (ok: number): Row['expect'] => ({ anonymous: 401, customer: ok, provider: ok, otherProvider: ok, nycManager: ok, berlinManager: ok, admin: ok });
export const adminsOnly = (ok: Row['expect'][Role]): Row['expect'] => ({ anonymous: 401, customer: 403, provider: 403, otherProvider: 403, nycManager: 403, berlinManager: 403, admin: ok });
