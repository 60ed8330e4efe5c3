import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CurrentApplication, ProviderApplication } from '@marketplace/contracts';
import { renderPage } from '@marketplace/test-support/render-page';
import { PictureStep } from './picture-step';

const application = {
  id: '6d0c2a4e-1b7f-4c39-9e21-5a8d3f0b7c11',
  status: 'draft',
  hasPicture: true,
  pictureUrl: '/api/provider-applications/6d0c2a4e-1b7f-4c39-9e21-5a8d3f0b7c11/picture?v=0123456789ab',
} as ProviderApplication;
const data = { pictureLimits: { maxBytes: 5_000_000, maxPixels: 40_000_000, minSide: 256, types: ['image/jpeg', 'image/png', 'image/webp'] } } as CurrentApplication;
const open = (changes: Partial<ProviderApplication> = {}) =>
  renderPage(<PictureStep data={data} application={{ ...application, ...changes }} onDone={jest.fn()} />, { route: '/provider/apply', path: '/provider/apply' });

beforeAll(() => {
  URL.createObjectURL = jest.fn(() => 'blob:chosen');
  URL.revokeObjectURL = jest.fn();
});

describe('PictureStep', () => {
  it('shows the saved picture (after a reload too), masked in session replay', () => {
    open();
    expect(screen.getByText('Your picture is saved')).toBeInTheDocument();
    const picture = screen.getByRole('img', { name: 'Your saved picture' });
    expect(picture).toHaveAttribute('src', application.pictureUrl);
    expect(picture).toHaveAttribute('data-personal');
  });

  it('shows the chosen file instead once one is chosen', async () => {
    open();
    await userEvent.upload(screen.getByLabelText('Picture of you'), new File(['x'], 'me.png', { type: 'image/png' }));
    expect(screen.getByRole('img', { name: 'Your chosen picture' })).toHaveAttribute('src', 'blob:chosen');
    expect(screen.queryByRole('img', { name: 'Your saved picture' })).not.toBeInTheDocument();
  });

  it('shows no picture before one is saved', () => {
    open({ hasPicture: false, pictureUrl: null });
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
