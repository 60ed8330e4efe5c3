import { bookableJob, call, type DeskWorld, setUpDeskWorld } from '../../test-support/desk-fixtures';

/** The job desk's candidates with their reasons in the reader's language (docs/languages.md). */
let world: DeskWorld;
beforeAll(async () => {
  world = await setUpDeskWorld();
});
afterAll(() => world.t.close());

const inGerman = (cookie: string) => `${cookie}; lang=de`;

it('gives the candidates’ reasons in German to a German reader, in English otherwise', async () => {
  const { jobId, list } = await bookableJob();
  expect(list[0]!.reasons).toEqual(['No reviews yet', 'No other job that day', 'Nothing booked right before or after']);
  const german = (await call('GET', `/api/markets/nyc/jobs/${jobId}/candidates`, inGerman(world.manager))).json().candidates as typeof list;
  expect(german.map((candidate) => candidate.provider.id)).toEqual(list.map((candidate) => candidate.provider.id));
  expect(german[0]!.reasons).toEqual(['Noch keine Bewertungen', 'Keine weiteren Aufträge an diesem Tag', 'Direkt davor und danach nichts gebucht']);
});

