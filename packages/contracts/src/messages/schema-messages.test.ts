import { adminUserLimits } from '../admin-users';
import { MAX_SERVICES_PER_BOOKING } from '../booking';
import { MAX_INSIGHT_DAYS } from '../market-insights';
import { marketJobLimits } from '../market-jobs';
import { LEGAL_FOOTER_MAX, MAX_POSTAL_CODES } from '../markets';
import { PASSWORD_MIN_LENGTH } from '../password';
import { applicationLimits } from '../provider-applications';
import { providerListLimits } from '../provider-jobs';
import { problemLimits } from '../problems';
import { profileLimits } from '../provider-profile';
import { validationMessages as m } from './validation-messages';

/** Messages write their limits as text (a catalogue's message is a literal): each must say its schema's limit. */
describe('the limits the messages name', () => {
  it.each([
    [m.useAtLeast12Characters, PASSWORD_MIN_LENGTH],
    [m.atMost100Characters, adminUserLimits.search],
    [m.atMost500Characters, adminUserLimits.reason],
    [m.atMost8ServicesInOne, MAX_SERVICES_PER_BOOKING],
    [m.atMost366Days, MAX_INSIGHT_DAYS],
    [m.atMost100Characters, marketJobLimits.search],
    [m.atMost100, marketJobLimits.pageSize],
    [m.atMost42DaysAtA, marketJobLimits.calendarDays],
    [m.atMost62DaysAtA, providerListLimits.calendarDays],
    [m.atMost500PostalCodes, MAX_POSTAL_CODES],
    [m.atMost1000Characters, LEGAL_FOOTER_MAX],
    [m.atMost50Services, applicationLimits.services],
    [m.atMost10Markets, profileLimits.markets],
    [m.useWholeHours1To720, problemLimits.windowHoursMin],
    [m.useWholeHours1To720, problemLimits.windowHoursMax],
  ])('%o names %d', (message, limit) => {
    expect(message.defaultMessage).toMatch(new RegExp(`\\b${limit}\\b`));
  });
});
