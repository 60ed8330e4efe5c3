import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@marketplace/contracts/client';
import { PERSONAL_DATA_SELECTOR } from '@marketplace/error-reporting';
import { callsTo, failWith, fakeApi, inTurn } from '@marketplace/test-support/fake-api';
import type { JobProblems, ProblemCase } from '@marketplace/contracts';
import { emptyProblems, openCase } from './problem-fixtures';
import { problemJobId, renderProblems } from './render-problems.test-helper';

const photo = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type: 'image/jpeg' });
const photoOf = (id: string) => ({ id, url: `/api/jobs/${problemJobId}/problems/${openCase.id}/photos/${id}` });
const reportable: JobProblems = { ...emptyProblems, reportOpenUntil: '2026-03-06T15:00:00.000Z', can: { report: true, answer: false, manage: false, addPhoto: false } };
const opened: ProblemCase = { ...openCase, status: 'open', steps: openCase.steps.slice(0, 1) };
const withPhotos = (count: number): JobProblems => ({
  ...emptyProblems,
  cases: [{ ...opened, photos: Array.from({ length: count }, (_, index) => photoOf(`0c6f3d2a-1b4e-4c8d-9a7f-5e6d7c8b9a${String(10 + index)}`)) }],
  can: { report: false, answer: true, manage: false, addPhoto: count < 6 },
});

describe('a problem report’s photos', () => {
  it('are chosen in the report form (one removed again), sent to the new case one after the other, and shown masked with their alt text', async () => {
    // Each write refreshes the job, and with it its cases: the second read finds both photos.
    fakeApi({ 'problems.get': inTurn(reportable, withPhotos(2)), 'problems.report': () => withPhotos(0), 'problems.addPhoto': inTurn(withPhotos(1), withPhotos(2)) });
    renderProblems('customer');
    const panel = await screen.findByRole('region', { name: 'Problem reports' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Report a problem' }));
    await userEvent.selectOptions(within(panel).getByRole('combobox', { name: /What went wrong\?/ }), 'Something was damaged');
    await userEvent.type(within(panel).getByRole('textbox', { name: /Describe the problem/ }), 'A scratch on the floor');
    await userEvent.upload(within(panel).getByLabelText('Add photos (optional)'), [photo('hall.jpg'), photo('blurry.jpg'), photo('door.jpg')]);
    const chosen = within(panel).getByRole('list', { name: 'Photos to send with the report' });
    expect(within(chosen).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['hall.jpg Remove hall.jpg', 'blurry.jpg Remove blurry.jpg', 'door.jpg Remove door.jpg']);
    await userEvent.click(within(chosen).getByRole('button', { name: 'Remove blurry.jpg' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Send the report' }));

    const problem = await within(panel).findByRole('article', { name: 'Problem: Poor quality' });
    const shown = await within(problem).findByRole('list', { name: 'Photos of the problem' });
    await waitFor(() => expect(within(shown).getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual(['Photo 1 of 2 of the problem', 'Photo 2 of 2 of the problem']));
    expect(callsTo('problems.addPhoto').map((call) => [call.params?.problemId, call.files])).toEqual([
      [openCase.id, { picture: 'hall.jpg' }],
      [openCase.id, { picture: 'door.jpg' }],
    ]);
    expect(within(shown).getAllByRole('img')[0]).toHaveAttribute('src', `${photoOf('0c6f3d2a-1b4e-4c8d-9a7f-5e6d7c8b9a10').url}?size=256`);
    expect(shown.closest(PERSONAL_DATA_SELECTOR)).not.toBeNull();
  });

  it('lets the customer add more to the open case and says why the server refused one, naming the file', async () => {
    fakeApi({ 'problems.get': () => withPhotos(1), 'problems.addPhoto': failWith(new ApiError(400, 'VALIDATION', 'That file is not a picture we can read.')) });
    renderProblems('customer');
    const problem = await screen.findByRole('article', { name: 'Problem: Poor quality' });
    await userEvent.upload(within(problem).getByLabelText('Add photos'), photo('receipt.jpg'));
    expect(await within(problem).findByText('receipt.jpg: That file is not a picture we can read.')).toBeInTheDocument();
    expect(within(problem).getAllByRole('img')).toHaveLength(1);
  });

  it('shows the photos without “Add photos” to the provider, and to the customer once six are there', async () => {
    fakeApi({ 'problems.get': () => ({ ...withPhotos(2), can: { report: false, answer: true, manage: false, addPhoto: false } }) });
    const { unmount } = renderProblems('provider');
    const problem = await screen.findByRole('article', { name: 'Problem: Poor quality' });
    expect(within(problem).getAllByRole('img')).toHaveLength(2);
    expect(within(problem).queryByRole('button', { name: 'Add photos' })).toBeNull();
    unmount();
    fakeApi({ 'problems.get': () => withPhotos(6) });
    renderProblems('customer');
    const full = await screen.findByRole('article', { name: 'Problem: Poor quality' });
    expect(within(full).getAllByRole('img')).toHaveLength(6);
    expect(within(full).queryByRole('button', { name: 'Add photos' })).toBeNull();
  });
});
